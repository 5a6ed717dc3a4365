import type { Database } from '../db/database.ts';

const SAVED_AT = new Date('2026-01-05T03:00:00Z');

/** Fully verified individuals: what differs between them. */
const VERIFIED_INDIVIDUALS = [
  {
    username: 'demo.individu',
    nik: '3174011505850003',
    nama: 'Budi Santoso',
    rekening: '7012345678',
    heirNik: '3174015203870004',
    phone: '81200000001',
  },
  {
    username: 'demo.rdl',
    nik: '3174011505850011',
    nama: 'Rahmat Hidayat',
    rekening: '7012345686',
    heirNik: '3174015203870012',
    phone: '81200000011',
  },
  {
    username: 'demo.riwayat',
    nik: '3174014107880021',
    nama: 'Siti Rahmawati',
    rekening: '7012345694',
    heirNik: '3174015203870022',
    phone: '81200000021',
  },
  {
    username: 'demo.jatuhtempo',
    nik: '3174010203860031',
    nama: 'Andi Pratama',
    rekening: '7012345702',
    heirNik: '3174015203870032',
    phone: '81200000031',
  },
  {
    username: 'demo.jatuhtempo2',
    nik: '3174014404890041',
    nama: 'Maya Kusuma',
    rekening: '7012345710',
    heirNik: '3174015203870042',
    phone: '81200000041',
  },
  {
    username: 'demo.kabar',
    nik: '3174011207870051',
    nama: 'Hendra Wijaya',
    rekening: '7012345728',
    heirNik: '3174015203870052',
    phone: '81200000051',
  },
  {
    username: 'demo.kabar2',
    nik: '3174015608900061',
    nama: 'Lestari Putri',
    rekening: '7012345736',
    heirNik: '3174015203870062',
    phone: '81200000061',
  },
] as const;

/**
 * KYC data of the demo lenders, so each shows its state end to end: demo.individu, demo.rdl,
 * demo.korporasi, demo.riwayat, the two demo.jatuhtempo and the two demo.kabar lenders fully verified, demo.setengah with only the personal data,
 * demo.paspor on the passport path.
 * Idempotent: a lender that already has KYC rows is left alone. Photos are not seeded (null URLs).
 */
export async function seedDemoKyc(database: Database): Promise<void> {
  const { db } = database;
  const lenders = await db
    .selectFrom('lenders')
    .select(['id', 'username'])
    .where('username', 'in', [
      ...VERIFIED_INDIVIDUALS.map((person) => person.username),
      'demo.korporasi',
      'demo.setengah',
      'demo.paspor',
    ])
    .execute();
  const id = (username: string) => lenders.find((lender) => lender.username === username)?.id;
  const hasPersonal = async (lenderId: number) =>
    !!(await db
      .selectFrom('ekyc_personal_data')
      .select('lender_id')
      .where('lender_id', '=', lenderId)
      .executeTakeFirst());

  const personal = {
    agama: 1,
    jenis_kelamin: 1,
    ibu_kandung: 'Sri Wahyuni',
    status_pernikahan: 2,
    kewarganegaraan: 'WNI' as const,
    warga_negara: 'Indonesia',
    is_passport: false,
    complete: true,
    updated_at: SAVED_AT,
  };

  // Verified individuals: demo.individu, and demo.rdl (no lender account yet, to open one).
  for (const person of VERIFIED_INDIVIDUALS) {
    const lenderId = id(person.username);
    if (lenderId === undefined || (await hasPersonal(lenderId))) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ekyc_personal_data')
        .values({
          lender_id: lenderId,
          nik: person.nik,
          nama: person.nama,
          tempat_lahir: 'Jakarta',
          tanggal_lahir: '1985-05-15',
          alamat: 'Jl. Kebon Sirih No. 20',
          provinsi: '31',
          kabupaten: '3171',
          kecamatan: '317101',
          kelurahan: '3171011001',
          kode_pos: '10340',
          rt: '005',
          rw: '002',
          ...personal,
        })
        .execute();
      await trx
        .insertInto('ekyc_education')
        .values({
          lender_id: lenderId,
          pendidikan: 5,
          pekerjaan: 2,
          bidang_pekerjaan: 9,
          lama_kerja: 4,
          estimasi_penghasilan: 3,
          sumber_penghasilan: 1,
          npwp: '',
          rekening: person.rekening,
          bank: '451',
          nama_pemilik: person.nama,
          complete: true,
          updated_at: SAVED_AT,
        })
        .execute();
      await trx
        .insertInto('ekyc_heirs')
        .values({
          lender_id: lenderId,
          ahli_waris: 'Rina Santoso',
          nik: person.heirNik,
          hubungan: 2,
          telp: '81311112222',
          kode_operator: '813',
          alamat: 'Jl. Kebon Sirih No. 20, Jakarta',
          updated_at: SAVED_AT,
        })
        .execute();
      await trx
        .insertInto('ekyc_state')
        .values({
          lender_id: lenderId,
          status_ekyc: 1,
          liveness_provider: 'privy',
          liveness_result: true,
          liveness_score: 0.96,
          liveness_manipulation: 0.01,
          liveness_passed: true,
          updated_at: SAVED_AT,
        })
        .execute();
      await trx
        .updateTable('lenders')
        .set({ no_hp: person.phone, phone_verified_at: SAVED_AT })
        .where('id', '=', lenderId)
        .execute();
    });
  }

  const setengah = id('demo.setengah');
  if (setengah !== undefined && !(await hasPersonal(setengah))) {
    await db
      .insertInto('ekyc_personal_data')
      .values({
        lender_id: setengah,
        nik: '3273016102920004',
        nama: 'Dewi Lestari',
        tempat_lahir: 'Bandung',
        tanggal_lahir: '1992-02-21',
        alamat: 'Jl. Dago No. 5',
        provinsi: '32',
        kabupaten: '3273',
        kecamatan: '327301',
        kelurahan: '3273011001',
        kode_pos: '40115',
        rt: '001',
        rw: '002',
        ...personal,
        jenis_kelamin: 2,
        status_pernikahan: 1,
      })
      .execute();
  }

  const paspor = id('demo.paspor');
  if (paspor !== undefined && !(await hasPersonal(paspor))) {
    await db
      .insertInto('ekyc_personal_data')
      .values({
        lender_id: paspor,
        nik: '',
        no_paspor: 'TR1234567',
        nama: 'Aiko Tanaka',
        tempat_lahir: 'Osaka',
        tanggal_lahir: '1990-11-03',
        alamat: 'Jl. Kemang Raya No. 8, Jakarta Selatan',
        ...personal,
        jenis_kelamin: 2,
        status_pernikahan: 1,
        kewarganegaraan: 'WNA',
        warga_negara: 'Jepang',
        is_passport: true,
      })
      .execute();
  }

  const korporasi = id('demo.korporasi');
  if (
    korporasi !== undefined &&
    !(await db
      .selectFrom('corporate_companies')
      .select('lender_id')
      .where('lender_id', '=', korporasi)
      .executeTakeFirst())
  ) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('corporate_companies')
        .values({
          lender_id: korporasi,
          nama: 'PT Maju Bersama Syariah',
          npwp: '012345678901000',
          no_akta_pendirian: '45',
          tanggal_akta_pendirian: '2015-06-10',
          telepon: '0215550123',
          alamat: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan',
          provinsi: '31',
          kabupaten: '3174',
          rekening: '1400012345678',
          bank: '008',
          nama_pemilik: 'PT Maju Bersama Syariah',
          bidang_pekerjaan: 5,
          omset_tahun_terakhir: 12_500_000_000,
          total_aset_tahun_terakhir: 30_000_000_000,
          updated_at: SAVED_AT,
        })
        .execute();
      const people = [
        { role: 'admin' as const, nama: 'Hasan Basri', identitas: '3174010101750001', jabatan: 2 },
        {
          role: 'shareholder' as const,
          nama: 'Hasan Basri',
          identitas: '3174010101750001',
          jabatan: 1,
          jenis_pemegang_saham: 1,
          nilai_saham: 5_000_000_000,
          lembar_saham: 50_000,
        },
        {
          role: 'contact' as const,
          nama: 'Lina Marlina',
          identitas: '3174014101900002',
          jabatan: 4,
        },
      ];
      for (const person of people) {
        await trx
          .insertInto('corporate_people')
          .values({
            lender_id: korporasi,
            position: 0,
            jenis_identitas: 1,
            updated_at: SAVED_AT,
            ...person,
          })
          .execute();
      }
      await trx
        .updateTable('lenders')
        .set({ no_hp: '81200000002', phone_verified_at: SAVED_AT })
        .where('id', '=', korporasi)
        .execute();
    });
  }
}
