// News, khazanah and FAQ answers shared by the route's tests and stories (not shipped).
import type { FaqCategory, FaqContent, KhazanahItem, NewsItem } from '@pendana/api-sdk';

/** A small cover image (a data URL, as the seed's covers). */
export const COVER =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxNiIgaGVpZ2h0PSIxMCIvPg==';

export const newsItem = (id: number, title: string): NewsItem => ({
  id,
  title,
  image: COVER,
  writer: 'Redaksi Pendana',
  updated_at: '2026-11-02',
});

export const NEWS_PAGE_1 = {
  news: [newsItem(42, 'Pendana Raih Izin Usaha'), newsItem(41, 'Tips Memilih Proyek')],
  page: 1,
  per_page: 9,
  totalPage: 2,
};

export const NEWS_PAGE_2 = {
  news: [newsItem(30, 'Imbal Hasil Tersalurkan Tepat Waktu')],
  page: 2,
  per_page: 9,
  totalPage: 2,
};

export const NEWS_ARTICLE = {
  data: {
    ...newsItem(30, 'Imbal Hasil Tersalurkan Tepat Waktu'),
    deskripsi:
      '<p>Imbal hasil kuartal ini <strong>tersalurkan</strong>.</p><p><img src="/api/files/news/30-grafik.png" alt="Grafik penyaluran"></p><p>Sumber: <a href="https://www.ojk.go.id">OJK</a></p>',
  },
};

export const khazanahItem = (id: number, title: string): KhazanahItem => ({
  id,
  title,
  author: 'Ust. Ahmad Sarwat',
  tgl_publish: '2026-10-02',
  gambar: COVER,
  ringkasan: 'Murabahah adalah akad jual beli dengan margin yang disepakati.',
});

export const KHAZANAH_PAGE = {
  khazanah: [khazanahItem(7, 'Mengenal Akad Murabahah')],
  page: 1,
  per_page: 9,
  totalPage: 1,
};

export const KHAZANAH_ARTICLE = {
  data: {
    ...khazanahItem(7, 'Mengenal Akad Murabahah'),
    keterangan: '<p>Murabahah adalah akad jual beli barang dengan keuntungan yang disepakati.</p>',
  },
};

export const FAQ_CATEGORIES: { data: FaqCategory[] } = {
  data: [
    {
      category_id: 1,
      nama_kategori: 'Pendana',
      groups: [
        { group_id: 3, nama_group: 'Pendaftaran' },
        { group_id: 5, nama_group: 'Penarikan Dana' },
      ],
    },
    { category_id: 2, nama_kategori: 'Keamanan', groups: [{ group_id: 6, nama_group: 'Akun' }] },
  ],
};

export const FAQ_CONTENTS: Record<string, FaqContent[]> = {
  '1/3': [
    {
      id: 12,
      pertanyaan: 'Bagaimana cara mendaftar?',
      jawaban: '<p>Klik Daftar, isi username, email dan kata sandi.</p>',
    },
  ],
  '1/5': [
    {
      id: 20,
      pertanyaan: 'Berapa lama penarikan dana diproses?',
      jawaban: '<p>Paling lambat satu hari kerja ke rekening Anda.</p>',
    },
  ],
  '2/6': [
    {
      id: 30,
      pertanyaan: 'Bagaimana mengganti kata sandi?',
      jawaban: '<p>Buka Pengaturan, lalu pilih ubah kata sandi; tautan dikirim ke email.</p>',
    },
  ],
};
