import { GetLenderTaxResponse } from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../src/modules/funding/funding.ts';
import { payDueYields } from '../../src/modules/portfolio/yield-payout.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';

// Today for the server: Monday 1 June 2026, 12:00 in Jakarta.
const clock = new TestClock(Date.parse('2026-06-01T05:00:00Z'));
/** 10:00 in Jakarta on a day. */
const at = (day: string) => new Date(`${day}T03:00:00Z`);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let project: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama: `Uji Residensi ${Math.random().toString(36).slice(2, 8)}`,
      alamat: 'Jl. Uji No. 3, Depok',
      kategori: 'properti',
      akad: 'Murabahah',
      imbal_hasil: 12,
      harga_paket: 1_000_000,
      total_paket: 10_000,
      tenor: 12,
      payout_interval: 1,
      tgl_mulai_penggalangan: '2025-09-01',
      tgl_selesai_penggalangan: '2025-10-31',
      tgl_mulai: '2025-11-01',
      tgl_selesai: '2026-11-01',
      image_url: '/api/files/projects/uji/utama.jpg',
      deskripsi: '<p>Uji</p>',
      legalitas: '<p>Uji</p>',
      pemilik: '<p>Uji</p>',
      simulasi: '<p>Uji</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  project = row.id;
});
afterAll(async () => {
  await t.close();
});

/** An Indonesian lender whose KTP identity check passed (status_ekyc 1), with 7 packages funded. */
async function verifiedResident() {
  const lender = await newLender(t, { topUp: 10_000_000 });
  await sql`INSERT INTO ekyc_personal_data (lender_id, nik, nama, kewarganegaraan, warga_negara, is_passport, updated_at)
            VALUES (${lender.id}, '3578010907870005', 'Rizky Pratama', 'WNI', 'Indonesia', false, now())`.execute(
    t.database.db,
  );
  await sql`INSERT INTO ekyc_state (lender_id, status_ekyc, updated_at)
            VALUES (${lender.id}, 1, now())`.execute(t.database.db);
  const funded = await checkout(
    { db: money(t), lang: 'en', lenderId: lender.id, now: at('2025-10-10'), idempotencyKey: null },
    { id_proyek: project, paket: 7 },
  );
  if (!funded.id_pendanaan) throw new Error(`checkout refused: ${funded.error}`);
  return lender;
}

async function taxKind(token: string) {
  const response = await get(t.app, api('/v1/lender/tax'), { token, lang: 'en' });
  expect(response.statusCode).toBe(200);
  return expectBody(GetLenderTaxResponse, response).data.tax_kind;
}

async function payouts(lenderId: number) {
  return money(t)
    .selectFrom('yield_payouts')
    .select(['jenis_pajak', 'bruto', 'pajak'])
    .where('lender_id', '=', lenderId)
    .orderBy('bulan')
    .execute();
}

describe('tax residency is not the citizenship of the profile', () => {
  it('keeps PPh 23 at 15 % when the lender changes the citizenship in the profile (updateProfile)', async () => {
    const lender = await verifiedResident();
    const edited = await post(
      t.app,
      api('/v1/lender/profile'),
      { kewarganegaraan: 'WNA', warga_negara: 'Malaysia' },
      { token: lender.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await taxKind(lender.token)).toBe('PPh23');
    await payDueYields(money(t), lender.id, at('2026-01-05'));
    const paid = await payouts(lender.id);
    expect(paid).toHaveLength(2);
    for (const payout of paid)
      expect({ kind: payout.jenis_pajak, tax: Number(payout.pajak) }).toEqual({
        kind: 'PPh23',
        tax: (Number(payout.bruto) * 15) / 100,
      });
  });

  it('keeps PPh 23 at 15 % when the personal-data edit says passport and WNA (updateProfilePersonalData)', async () => {
    const lender = await verifiedResident();
    const edited = await post(
      t.app,
      api('/v2/lender/profile/data_diri'),
      {
        nik: '',
        no_paspor: 'X1234567',
        is_passport: true,
        kewarganegaraan: 'WNA',
        warga_negara: 'Malaysia',
        nama: 'Rizky Pratama',
        tempat_lahir: 'Surabaya',
        tanggal_lahir: '09-07-1987',
        agama: 1,
        jenis_kelamin: 1,
        ibu_kandung: 'Sulastri',
        status_pernikahan: 2,
        alamat: 'Jl. Darmo 10',
        provinsi: '35',
        kabupaten: '3578',
        kecamatan: '357801',
        kelurahan: '3578011001',
        kode_pos: '60241',
        rt: '2',
        rw: '4',
        ktp: PNG,
        profile_ktp: PNG,
        profile: PNG,
      },
      { token: lender.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await taxKind(lender.token)).toBe('PPh23');
    await payDueYields(money(t), lender.id, at('2026-01-05'));
    expect((await payouts(lender.id)).map((p) => p.jenis_pajak)).toEqual(['PPh23', 'PPh23']);
  });
});
