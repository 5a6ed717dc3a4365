import { randomUUID } from 'node:crypto';
import { GetLenderTaxResponse, ListAllYieldsResponse } from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../src/modules/funding/funding.ts';
import { payDueYields as payDue } from '../../src/modules/repayments/index.ts';
import { createSandboxRepayments } from '../../src/providers/repayments/sandbox.ts';

const payDueYields = (db: Parameters<typeof payDue>[0], lenderId: number, when: Date) =>
  payDue(db, createSandboxRepayments(), lenderId, when, TEST_GRACE_DAYS);
import { setTaxResidency } from '../../src/modules/tax/residency.ts';
import {
  api,
  createTestApp,
  REVIEWER_HEADERS,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { pdfText } from '../signing/pdf-text.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Today for the server: Monday 1 June 2026, 12:00 in Jakarta.
const clock = new TestClock(Date.parse('2026-06-01T05:00:00Z'));
/** 10:00 in Jakarta on a day. */
const at = (day: string) => new Date(`${day}T03:00:00Z`);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/**
 * A project of its own for each lender, started 1 Nov 2025: its borrower's repayments (the sandbox's
 * pay-due, after the funding) are shared out to that lender alone.
 */
async function newProject(): Promise<number> {
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
  return row.id;
}

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
    {
      db: money(t),
      lang: 'en',
      lenderId: lender.id,
      now: at('2025-10-10'),
      idempotencyKey: randomUUID(),
    },
    { id_proyek: await newProject(), paket: 7 },
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
    // The verified KTP identity cannot become a passport one here (a change goes through support).
    expect(edited.statusCode, edited.body).toBe(422);
    expect(await taxKind(lender.token)).toBe('PPh23');
    await payDueYields(money(t), lender.id, at('2026-01-05'));
    expect((await payouts(lender.id)).map((p) => p.jenis_pajak)).toEqual(['PPh23', 'PPh23']);
  });
});

/** A passport holder whose KYC waits for review, with 7 packages funded. */
async function passportHolderInReview() {
  const lender = await newLender(t, { topUp: 10_000_000 });
  await sql`INSERT INTO ekyc_personal_data (lender_id, nik, no_paspor, nama, kewarganegaraan, warga_negara, is_passport, updated_at)
            VALUES (${lender.id}, '', 'TR7654321', 'Aiko Tanaka', 'WNA', 'Jepang', true, now())`.execute(
    t.database.db,
  );
  const funded = await checkout(
    {
      db: money(t),
      lang: 'en',
      lenderId: lender.id,
      now: at('2025-10-10'),
      idempotencyKey: randomUUID(),
    },
    { id_proyek: await newProject(), paket: 7 },
  );
  if (!funded.id_pendanaan) throw new Error(`checkout refused: ${funded.error}`);
  await sql`UPDATE lenders SET status = 'pending' WHERE id = ${lender.id}`.execute(t.database.db);
  return lender;
}

async function approve(lenderId: number) {
  const response = await post(
    t.app,
    api(`/sandbox/kyc/${lenderId}/decision`),
    { decision: 'approve' },
    { headers: REVIEWER_HEADERS },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function taxAnswer(token: string) {
  return expectBody(
    GetLenderTaxResponse,
    await get(t.app, api('/v1/lender/tax'), { token, lang: 'en' }),
  ).data;
}

describe('tax residency is set by verification', () => {
  it('the KYC review of a passport records a non-resident (PPh 26, 20 %), which the citizenship edit keeps', async () => {
    const lender = await passportHolderInReview();
    await approve(lender.id);
    expect(await taxAnswer(lender.token)).toMatchObject({
      tax_kind: 'PPh26',
      tax_rate_bp: 2000,
      residency: { status: 'non_resident', basis: 'declaration', treaty_country: null },
    });
    const edited = await post(
      t.app,
      api('/v1/lender/profile'),
      { kewarganegaraan: 'WNI', warga_negara: 'Indonesia' },
      { token: lender.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await payDueYields(money(t), lender.id, at('2026-01-05'));
    for (const payout of await payouts(lender.id))
      expect({ kind: payout.jenis_pajak, tax: Number(payout.pajak) }).toEqual({
        kind: 'PPh26',
        tax: (Number(payout.bruto) * 20) / 100,
      });
  });

  it('applies a treaty rate an operator recorded from a certificate of domicile (SKD), kept by a later KYC review', async () => {
    const lender = await passportHolderInReview();
    await setTaxResidency(
      t.database.db,
      lender.id,
      { status: 'non_resident', basis: 'skd', rate_bp: 1000, treaty_country: 'jp' },
      at('2025-11-20'),
    );
    await approve(lender.id);
    expect(await taxAnswer(lender.token)).toMatchObject({
      tax_kind: 'PPh26',
      tax_rate_bp: 1000,
      residency: { status: 'non_resident', basis: 'skd', treaty_country: 'JP' },
    });
    await payDueYields(money(t), lender.id, at('2026-01-05'));
    const yields = expectBody(
      ListAllYieldsResponse,
      await post(t.app, api('/newProfile/all_imbal'), undefined, { token: lender.token }),
    );
    const paid = yields.all_imbal.flatMap((item) => item.pembayaran);
    expect(paid).toHaveLength(2);
    for (const payment of paid)
      expect(payment).toMatchObject({
        jenis_pajak: 'PPh26',
        tarif_pajak_bp: 1000,
        pajak: payment.bruto / 10,
        nominal: payment.bruto - payment.bruto / 10,
      });
    const slip = await get(
      t.app,
      api('/v1/lender/tax/download?kind=slip&period=2026-01&format=pdf'),
      { token: lender.token, lang: 'en' },
    );
    expect(slip.statusCode).toBe(200);
    const pdf = await pdfText(slip.rawPayload);
    expect(pdf.flat).toContain('PPh Article 26 - non-resident taxpayer, 10% of the gross');
  });

  it('refuses a treaty rate above 20 % or of 0, and a certificate of domicile of Indonesia', async () => {
    const lender = await newLender(t);
    for (const [rate, country, field] of [
      [2500, 'JP', 'rate_bp'],
      [0, 'JP', 'rate_bp'],
      [1000, 'ID', 'treaty_country'],
    ] as const)
      await expect(
        setTaxResidency(
          t.database.db,
          lender.id,
          { status: 'non_resident', basis: 'skd', rate_bp: rate, treaty_country: country },
          at('2026-01-01'),
        ),
      ).rejects.toMatchObject({ status: 422, fields: { [field]: expect.anything() } });
    expect((await taxAnswer(lender.token)).residency.basis).toBe('declaration');
  });
});
