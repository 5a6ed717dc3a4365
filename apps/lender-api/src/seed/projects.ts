import type { Database } from '../db/database.ts';
import { addDays, addMonths, jakartaDate } from '../shared/ledger/ledger.ts';
import { moneyDb, type Akad, type ProjectKategori } from '../shared/ledger/tables.ts';
import { advanceStagesByDates } from '../modules/repayments/index.ts';

/**
 * 44 demo projects: Indonesian property and working-capital financings. Dates are relative to the
 * seeding day so that a fresh database always shows every status (active, full, closed, finished);
 * statuses are never stored, they follow from these dates and the packages sold.
 */
interface ProjectSeed {
  nama: string;
  alamat: string;
  kategori: ProjectKategori;
  akad: Akad;
  imbal: number;
  harga: number;
  paket: number;
  tenor: number;
  interval: number;
  pemilik: string;
  /** Which status the dates and sales are built for. */
  plan: 'active' | 'full' | 'closed' | 'finished';
  /** Share of packages sold (active and closed plans). */
  sold: number;
}

const P = 'properti' as const;
const M = 'modal_kerja' as const;

const SEEDS: ProjectSeed[] = [
  {
    nama: 'Pembangunan Perumahan Griya Asri Cileungsi Tahap 2',
    alamat: 'Jl. Raya Narogong Km 18, Cileungsi, Kab. Bogor, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14,
    harga: 1_000_000,
    paket: 850,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Griya Asri Sejahtera',
    plan: 'active',
    sold: 0.42,
  },
  {
    nama: 'Renovasi Ruko Pasar Baru Bekasi Blok C',
    alamat: 'Jl. Ir. H. Juanda No. 112, Bekasi Timur, Kota Bekasi, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13.5,
    harga: 500_000,
    paket: 900,
    tenor: 9,
    interval: 1,
    pemilik: 'CV Bina Niaga Bekasi',
    plan: 'active',
    sold: 0.65,
  },
  {
    nama: 'Modal Kerja Pengadaan Beras CV Sumber Pangan Karawang',
    alamat: 'Jl. Tuparev No. 45, Karawang Barat, Kab. Karawang, Jawa Barat',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16,
    harga: 1_000_000,
    paket: 400,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Sumber Pangan Karawang',
    plan: 'active',
    sold: 0.3,
  },
  {
    nama: 'Cluster Syariah Bukit Hijau Sawangan',
    alamat: 'Jl. Raya Muchtar No. 8, Sawangan, Kota Depok, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 15,
    harga: 1_000_000,
    paket: 1200,
    tenor: 18,
    interval: 1,
    pemilik: 'PT Bukit Hijau Properti Syariah',
    plan: 'active',
    sold: 0.55,
  },
  {
    nama: 'Modal Kerja Konveksi Seragam Sekolah Bandung',
    alamat: 'Jl. Cigondewah Kaler No. 21, Bandung Kulon, Kota Bandung, Jawa Barat',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 17,
    harga: 500_000,
    paket: 600,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Rapi Jaya Konveksi',
    plan: 'active',
    sold: 0.18,
  },
  {
    nama: 'Pembangunan Kos Eksklusif Dekat UGM Sleman',
    alamat: 'Jl. Kaliurang Km 5,5, Depok, Kab. Sleman, DI Yogyakarta',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13,
    harga: 1_000_000,
    paket: 700,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Griya Mahasiswa Mataram',
    plan: 'active',
    sold: 0.72,
  },
  {
    nama: 'Modal Kerja Distribusi Gula Aren Banyumas',
    alamat: 'Jl. Jenderal Soedirman No. 300, Purwokerto, Kab. Banyumas, Jawa Tengah',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 15.5,
    harga: 250_000,
    paket: 800,
    tenor: 4,
    interval: 0,
    pemilik: 'Koperasi Nira Manis Banyumas',
    plan: 'active',
    sold: 0.4,
  },
  {
    nama: 'Townhouse Syariah Ciputat Residence',
    alamat: 'Jl. Dewi Sartika No. 17, Ciputat, Kota Tangerang Selatan, Banten',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14.5,
    harga: 1_000_000,
    paket: 1500,
    tenor: 24,
    interval: 3,
    pemilik: 'PT Ciputat Hunian Berkah',
    plan: 'active',
    sold: 0.25,
  },
  {
    nama: 'Modal Kerja Bengkel Las dan Fabrikasi Cikarang',
    alamat: 'Jl. Industri Selatan 5 Blok PP No. 3, Cikarang Selatan, Kab. Bekasi, Jawa Barat',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16.5,
    harga: 1_000_000,
    paket: 350,
    tenor: 6,
    interval: 1,
    pemilik: 'PT Baja Karya Mandiri',
    plan: 'active',
    sold: 0.5,
  },
  {
    nama: 'Pembangunan Rumah Subsidi Griya Pesona Serang',
    alamat: 'Jl. Raya Pandeglang Km 7, Cipocok Jaya, Kota Serang, Banten',
    kategori: P,
    akad: 'Murabahah',
    imbal: 12.5,
    harga: 500_000,
    paket: 2000,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Pesona Banten Land',
    plan: 'active',
    sold: 0.35,
  },
  {
    nama: 'Modal Kerja Katering Sehat Surabaya',
    alamat: 'Jl. Manyar Kertoarjo No. 54, Mulyorejo, Kota Surabaya, Jawa Timur',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 18,
    harga: 500_000,
    paket: 300,
    tenor: 3,
    interval: 0,
    pemilik: 'CV Dapur Sehat Nusantara',
    plan: 'active',
    sold: 0.6,
  },
  {
    nama: 'Ruko Dua Lantai Jalan Gajah Mada Pontianak',
    alamat: 'Jl. Gajah Mada No. 88, Pontianak Selatan, Kota Pontianak, Kalimantan Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14,
    harga: 1_000_000,
    paket: 650,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Khatulistiwa Properti',
    plan: 'active',
    sold: 0.12,
  },
  {
    nama: 'Modal Kerja Pengadaan Alat Kesehatan Klinik Makassar',
    alamat: 'Jl. Perintis Kemerdekaan Km 10, Tamalanrea, Kota Makassar, Sulawesi Selatan',
    kategori: M,
    akad: 'Murabahah',
    imbal: 15,
    harga: 1_000_000,
    paket: 500,
    tenor: 9,
    interval: 1,
    pemilik: 'PT Medika Celebes Utama',
    plan: 'active',
    sold: 0.48,
  },
  {
    nama: 'Perumahan Villa Tembalang Asri Semarang',
    alamat: 'Jl. Banjarsari Raya No. 3, Tembalang, Kota Semarang, Jawa Tengah',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13.75,
    harga: 1_000_000,
    paket: 1100,
    tenor: 18,
    interval: 1,
    pemilik: 'PT Semarang Griya Utama',
    plan: 'active',
    sold: 0.6,
  },
  {
    nama: 'Modal Kerja Ekspor Kopi Gayo Takengon',
    alamat: 'Jl. Lebe Kader No. 9, Kebayakan, Kab. Aceh Tengah, Aceh',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 17.5,
    harga: 1_000_000,
    paket: 450,
    tenor: 6,
    interval: 0,
    pemilik: 'Koperasi Kopi Gayo Lestari',
    plan: 'active',
    sold: 0.22,
  },
  {
    nama: 'Gudang Logistik Jababeka Blok F',
    alamat: 'Jl. Jababeka XII Blok F No. 7, Cikarang Utara, Kab. Bekasi, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 12,
    harga: 2_000_000,
    paket: 600,
    tenor: 24,
    interval: 3,
    pemilik: 'PT Jababeka Logistik Syariah',
    plan: 'active',
    sold: 0.33,
  },
  {
    nama: 'Modal Kerja Toko Bangunan Berkah Medan',
    alamat: 'Jl. Sisingamangaraja No. 230, Medan Amplas, Kota Medan, Sumatera Utara',
    kategori: M,
    akad: 'Murabahah',
    imbal: 15,
    harga: 500_000,
    paket: 500,
    tenor: 6,
    interval: 1,
    pemilik: 'UD Berkah Bangunan',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Perumahan Grand Cendana Balikpapan',
    alamat: 'Jl. MT Haryono No. 61, Balikpapan Selatan, Kota Balikpapan, Kalimantan Timur',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14,
    harga: 1_000_000,
    paket: 900,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Cendana Borneo Properti',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Usaha Tambak Udang Vaname Lampung',
    alamat: 'Jl. Lintas Timur Km 32, Labuhan Maringgai, Kab. Lampung Timur, Lampung',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 18.5,
    harga: 1_000_000,
    paket: 400,
    tenor: 5,
    interval: 0,
    pemilik: 'CV Vaname Jaya Lampung',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Apartemen Syariah Margonda Tower B',
    alamat: 'Jl. Margonda Raya No. 412, Beji, Kota Depok, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13,
    harga: 1_000_000,
    paket: 2500,
    tenor: 24,
    interval: 3,
    pemilik: 'PT Margonda Hunian Syariah',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Percetakan Digital Malang',
    alamat: 'Jl. Soekarno Hatta No. 9, Lowokwaru, Kota Malang, Jawa Timur',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16,
    harga: 500_000,
    paket: 350,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Cetak Kilat Malang',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Renovasi Homestay Ubud Tegallalang',
    alamat: 'Jl. Raya Tegallalang, Tegallalang, Kab. Gianyar, Bali',
    kategori: P,
    akad: 'Murabahah',
    imbal: 15,
    harga: 1_000_000,
    paket: 300,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Bali Tirta Wisata',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Pengadaan Pupuk Organik Jember',
    alamat: 'Jl. Hayam Wuruk No. 77, Kaliwates, Kab. Jember, Jawa Timur',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16.5,
    harga: 250_000,
    paket: 1000,
    tenor: 4,
    interval: 0,
    pemilik: 'Koperasi Tani Makmur Jember',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Perumahan Bumi Sakinah Palembang',
    alamat: 'Jl. Soekarno Hatta No. 150, Alang-Alang Lebar, Kota Palembang, Sumatera Selatan',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13.5,
    harga: 1_000_000,
    paket: 1000,
    tenor: 18,
    interval: 1,
    pemilik: 'PT Bumi Sakinah Sriwijaya',
    plan: 'full',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Furnitur Jepara untuk Ekspor',
    alamat: 'Jl. Raya Jepara-Kudus Km 4, Tahunan, Kab. Jepara, Jawa Tengah',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 17,
    harga: 1_000_000,
    paket: 500,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Ukir Jati Jepara',
    plan: 'closed',
    sold: 0.81,
  },
  {
    nama: 'Pembangunan Kios Pasar Modern Cibinong',
    alamat: 'Jl. Raya Jakarta-Bogor Km 43, Cibinong, Kab. Bogor, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14,
    harga: 500_000,
    paket: 1200,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Cibinong Niaga Properti',
    plan: 'closed',
    sold: 0.9,
  },
  {
    nama: 'Modal Kerja Distribusi Minyak Goreng Padang',
    alamat: 'Jl. Bypass Km 12, Kuranji, Kota Padang, Sumatera Barat',
    kategori: M,
    akad: 'Murabahah',
    imbal: 15.5,
    harga: 1_000_000,
    paket: 450,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Minang Sentosa',
    plan: 'closed',
    sold: 0.76,
  },
  {
    nama: 'Cluster Green Valley Cibubur',
    alamat: 'Jl. Alternatif Cibubur Km 6, Gunung Putri, Kab. Bogor, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13,
    harga: 1_000_000,
    paket: 1600,
    tenor: 24,
    interval: 3,
    pemilik: 'PT Green Valley Nusantara',
    plan: 'closed',
    sold: 0.88,
  },
  {
    nama: 'Modal Kerja Peternakan Ayam Petelur Blitar',
    alamat: 'Jl. Raya Srengat No. 5, Srengat, Kab. Blitar, Jawa Timur',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 17.5,
    harga: 500_000,
    paket: 700,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Telur Emas Blitar',
    plan: 'closed',
    sold: 0.64,
  },
  {
    nama: 'Ruko Syariah Boulevard Manado',
    alamat: 'Jl. Piere Tendean No. 20, Wenang, Kota Manado, Sulawesi Utara',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14.5,
    harga: 1_000_000,
    paket: 800,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Boulevard Sulut Properti',
    plan: 'closed',
    sold: 0.93,
  },
  {
    nama: 'Modal Kerja Usaha Batik Tulis Pekalongan',
    alamat: 'Jl. Hayam Wuruk No. 40, Pekalongan Timur, Kota Pekalongan, Jawa Tengah',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16,
    harga: 250_000,
    paket: 900,
    tenor: 4,
    interval: 0,
    pemilik: 'CV Batik Pesisir Pekalongan',
    plan: 'closed',
    sold: 0.7,
  },
  {
    nama: 'Perumahan Taman Firdaus Cirebon',
    alamat: 'Jl. Tuparev No. 210, Kedawung, Kab. Cirebon, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13.25,
    harga: 1_000_000,
    paket: 950,
    tenor: 18,
    interval: 1,
    pemilik: 'PT Firdaus Griya Cirebon',
    plan: 'closed',
    sold: 0.83,
  },
  {
    nama: 'Modal Kerja Pengadaan Semen Proyek Jalan Kendari',
    alamat: 'Jl. MT Haryono No. 15, Kadia, Kota Kendari, Sulawesi Tenggara',
    kategori: M,
    akad: 'Murabahah',
    imbal: 15,
    harga: 1_000_000,
    paket: 600,
    tenor: 6,
    interval: 1,
    pemilik: 'PT Anoa Konstruksi',
    plan: 'closed',
    sold: 0.69,
  },
  {
    nama: 'Pembangunan Asrama Pesantren Tahfidz Tasikmalaya',
    alamat: 'Jl. Letjen Mashudi No. 33, Kawalu, Kota Tasikmalaya, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 12.5,
    harga: 500_000,
    paket: 1000,
    tenor: 12,
    interval: 1,
    pemilik: 'Yayasan Tahfidz Priangan',
    plan: 'closed',
    sold: 0.95,
  },
  {
    nama: 'Perumahan Griya Harmoni Sidoarjo',
    alamat: 'Jl. Raya Candi No. 8, Candi, Kab. Sidoarjo, Jawa Timur',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14,
    harga: 1_000_000,
    paket: 800,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Harmoni Delta Properti',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Pengadaan Seragam Dinas Pekanbaru',
    alamat: 'Jl. Tuanku Tambusai No. 101, Payung Sekaki, Kota Pekanbaru, Riau',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16,
    harga: 500_000,
    paket: 400,
    tenor: 3,
    interval: 0,
    pemilik: 'CV Lancang Kuning Busana',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Ruko Niaga Alam Sutera Blok G',
    alamat: 'Jl. Alam Sutera Boulevard Kav. 21, Serpong Utara, Kota Tangerang Selatan, Banten',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13.5,
    harga: 1_000_000,
    paket: 1300,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Sutera Niaga Abadi',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Produksi Keripik Tempe Malang',
    alamat: 'Jl. Sanan No. 14, Blimbing, Kota Malang, Jawa Timur',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 17,
    harga: 250_000,
    paket: 600,
    tenor: 4,
    interval: 0,
    pemilik: 'UD Sanan Jaya',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Perumahan Bukit Sentul Syariah Tahap 1',
    alamat: 'Jl. Raya Babakan Madang No. 2, Babakan Madang, Kab. Bogor, Jawa Barat',
    kategori: P,
    akad: 'Murabahah',
    imbal: 14.5,
    harga: 1_000_000,
    paket: 1000,
    tenor: 18,
    interval: 1,
    pemilik: 'PT Sentul Hunian Syariah',
    plan: 'finished',
    sold: 0.9,
  },
  {
    nama: 'Modal Kerja Pengolahan Rumput Laut Nunukan',
    alamat: 'Jl. Tien Soeharto No. 6, Nunukan, Kab. Nunukan, Kalimantan Utara',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 18,
    harga: 500_000,
    paket: 500,
    tenor: 6,
    interval: 1,
    pemilik: 'Koperasi Bahari Nunukan',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Renovasi Hotel Syariah Malioboro',
    alamat: 'Jl. Dagen No. 12, Gedongtengen, Kota Yogyakarta, DI Yogyakarta',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13,
    harga: 1_000_000,
    paket: 700,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Malioboro Hospitality Syariah',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Bengkel Motor Listrik Solo',
    alamat: 'Jl. Slamet Riyadi No. 250, Laweyan, Kota Surakarta, Jawa Tengah',
    kategori: M,
    akad: 'Mudharabah',
    imbal: 16.5,
    harga: 500_000,
    paket: 300,
    tenor: 6,
    interval: 1,
    pemilik: 'CV Solo Motor Listrik',
    plan: 'finished',
    sold: 0.85,
  },
  {
    nama: 'Perumahan Puri Indah Banjarbaru',
    alamat: 'Jl. A. Yani Km 33, Loktabat Utara, Kota Banjarbaru, Kalimantan Selatan',
    kategori: P,
    akad: 'Murabahah',
    imbal: 13.75,
    harga: 1_000_000,
    paket: 850,
    tenor: 12,
    interval: 1,
    pemilik: 'PT Puri Banua Properti',
    plan: 'finished',
    sold: 1,
  },
  {
    nama: 'Modal Kerja Pengadaan Laptop Sekolah Mataram',
    alamat: 'Jl. Pejanggik No. 60, Cakranegara, Kota Mataram, Nusa Tenggara Barat',
    kategori: M,
    akad: 'Murabahah',
    imbal: 15,
    harga: 1_000_000,
    paket: 250,
    tenor: 4,
    interval: 0,
    pemilik: 'CV Lombok Digital Edukasi',
    plan: 'finished',
    sold: 1,
  },
];

const PALETTE = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0369a1'];

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A generated cover image (SVG data URL): the category colour, the akad and the project's city. */
export function projectImage(seed: ProjectSeed, index: number, variant: number): string {
  const color = PALETTE[(index + variant) % PALETTE.length] ?? '#0f766e';
  const city = seed.alamat.split(',').slice(-2, -1)[0]?.trim() ?? '';
  const label = seed.kategori === 'properti' ? 'Properti' : 'Modal Kerja';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="${color}"/><rect y="${260 + variant * 20}" width="640" height="140" fill="#000" opacity="0.25"/><text x="32" y="72" font-family="sans-serif" font-size="28" fill="#fff" opacity="0.9">${label} · ${seed.akad}</text><text x="32" y="330" font-family="sans-serif" font-size="34" font-weight="bold" fill="#fff">${escapeXml(city)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

function dates(plan: ProjectSeed['plan'], index: number, tenor: number, today: string) {
  const k = index % 7;
  let raiseStart: string;
  let raiseEnd: string;
  if (plan === 'active' || plan === 'full') {
    raiseStart = addDays(today, -(3 + k * 2));
    raiseEnd = addDays(today, 6 + k * 4);
  } else if (plan === 'closed') {
    // Some closed projects started months ago, so their yield schedule has payouts already due.
    raiseEnd = addDays(today, -(k >= 4 ? 40 + k * 15 : 2 + k * 3));
    raiseStart = addDays(raiseEnd, -30);
  } else {
    // The end is the start plus the tenor (EDATE, as the database checks): counted back from a day
    // near today, then forward again (the 31st less a month and plus it is the 30th).
    const start = addMonths(addDays(today, -(10 + k * 15)), -tenor);
    raiseEnd = addDays(start, -1);
    raiseStart = addDays(raiseEnd, -30);
    return { raiseStart, raiseEnd, start, end: addMonths(start, tenor) };
  }
  const start = addDays(raiseEnd, 1);
  return { raiseStart, raiseEnd, start, end: addMonths(start, tenor) };
}

function html(seed: ProjectSeed) {
  const jenis =
    seed.kategori === 'properti'
      ? 'pembiayaan pembangunan dan penjualan properti'
      : 'pembiayaan modal kerja untuk perputaran usaha';
  const akad =
    seed.akad === 'Murabahah'
      ? 'akad Murabahah: platform membeli barang yang dibutuhkan lalu menjualnya kepada pemilik proyek dengan margin yang disepakati di awal'
      : 'akad Mudharabah: pemberi dana menyediakan modal dan pemilik proyek mengelola usaha, dengan bagi hasil sesuai nisbah yang disepakati';
  return {
    deskripsi: `<p><strong>${escapeXml(seed.nama)}</strong> adalah ${jenis} di ${escapeXml(seed.alamat)}.</p><p>Pendanaan ini menggunakan ${akad}. Perkiraan imbal hasil ${seed.imbal}% per tahun selama ${seed.tenor} bulan.</p>`,
    legalitas:
      seed.kategori === 'properti'
        ? '<ul><li>Sertifikat Hak Guna Bangunan atas nama pemilik proyek</li><li>Persetujuan Bangunan Gedung (PBG)</li><li>NIB dan NPWP badan usaha</li></ul>'
        : '<ul><li>Nomor Induk Berusaha (NIB)</li><li>NPWP badan usaha</li><li>Kontrak atau purchase order dari pembeli</li></ul>',
    pemilik: `<p>${escapeXml(seed.pemilik)} telah menjalankan usahanya lebih dari lima tahun dan lolos analisis kelayakan tim Pendana.</p>`,
    simulasi: `<p>Contoh: pendanaan 10 paket × Rp ${seed.harga.toLocaleString('id-ID')} dengan imbal hasil ${seed.imbal}% per tahun selama ${seed.tenor} bulan memberi perkiraan imbal hasil Rp ${Math.floor((seed.harga * 10 * seed.imbal * seed.tenor) / 1200).toLocaleString('id-ID')} sebelum pajak.</p>`,
  };
}

/** Inserts the demo projects (by name, so running it again changes nothing). */
export async function seedProjects(database: Database, now: Date = new Date()): Promise<void> {
  const db = moneyDb(database.db);
  const today = jakartaDate(now);
  const rows = SEEDS.map((seed, index) => {
    const d = dates(seed.plan, index, seed.tenor, today);
    const paketAwal =
      seed.plan === 'full' || seed.sold >= 1 ? seed.paket : Math.floor(seed.paket * seed.sold);
    return {
      nama: seed.nama,
      alamat: seed.alamat,
      kategori: seed.kategori,
      akad: seed.akad,
      imbal_hasil: seed.imbal,
      harga_paket: seed.harga,
      total_paket: seed.paket,
      paket_awal: paketAwal,
      tenor: seed.tenor,
      payout_interval: seed.interval,
      tgl_mulai_penggalangan: d.raiseStart,
      tgl_selesai_penggalangan: d.raiseEnd,
      tgl_mulai: d.start,
      tgl_selesai: d.end,
      image_url: projectImage(seed, index, 0),
      gambar: [
        projectImage(seed, index, 0),
        projectImage(seed, index, 1),
        projectImage(seed, index, 2),
      ],
      ...html(seed),
    };
  });
  await db
    .insertInto('projects')
    .values(rows)
    .onConflict((oc) => oc.column('nama').doNothing())
    .execute();
  // Their life so far follows from the dates: closed ones funded, started ones running.
  await advanceStagesByDates(db, today, now);
}

export const PROJECT_SEED_COUNT = SEEDS.length;
