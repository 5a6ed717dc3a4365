import {
  ErrorResponse,
  GetOcrBalanceResponse,
  ScanIdCardResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCR_QUOTA } from '../../src/modules/ekyc/ocr/ocr.ts';
import { profileDb } from '../../src/modules/profile/tables.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  multipart,
  type TestApp,
} from '../helpers/test-app.ts';
import { ktpHtml, notKtpHtml, renderJpegs, type KtpIdentity } from '../helpers/ktp-image.ts';

/** A small deterministic PRNG (mulberry32), so every run renders the same cards. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE: Array<Pick<KtpIdentity, 'nama' | 'jenisKelamin' | 'tempatLahir' | 'agama'>> = [
  { nama: 'Siti Aminah', jenisKelamin: 'PEREMPUAN', tempatLahir: 'Bandung', agama: 'Islam' },
  {
    nama: 'I Gusti Ngurah Putu Wirawan',
    jenisKelamin: 'LAKI-LAKI',
    tempatLahir: 'Denpasar',
    agama: 'Hindu',
  },
  { nama: 'Yohanes Situmorang', jenisKelamin: 'LAKI-LAKI', tempatLahir: 'Medan', agama: 'Kristen' },
  { nama: 'Dewi Lestari', jenisKelamin: 'PEREMPUAN', tempatLahir: 'Surabaya', agama: 'Islam' },
  {
    nama: 'Muhammad Rizky Pratama',
    jenisKelamin: 'LAKI-LAKI',
    tempatLahir: 'Palembang',
    agama: 'Islam',
  },
  {
    nama: 'Fransiska Da Silva',
    jenisKelamin: 'PEREMPUAN',
    tempatLahir: 'Kupang',
    agama: 'Katolik',
  },
  { nama: 'Andi Mappanyukki', jenisKelamin: 'LAKI-LAKI', tempatLahir: 'Makassar', agama: 'Islam' },
  {
    nama: 'Ni Luh Putu Aryani',
    jenisKelamin: 'PEREMPUAN',
    tempatLahir: 'Singaraja',
    agama: 'Hindu',
  },
  { nama: 'Liem Swie King', jenisKelamin: 'LAKI-LAKI', tempatLahir: 'Kudus', agama: 'Buddha' },
  {
    nama: "Nur'aini Rahmawati",
    jenisKelamin: 'PEREMPUAN',
    tempatLahir: 'Pontianak',
    agama: 'Islam',
  },
];
const STREETS = [
  'JL. MERDEKA NO. 45',
  'DUSUN KRAJAN',
  'PERUM GRIYA ASRI BLOK C-7',
  'JL. DIPONEGORO GG. MAWAR 3',
  'KP. BARU',
];
const WORK = [
  'KARYAWAN SWASTA',
  'WIRASWASTA',
  'PELAJAR/MAHASISWA',
  'PEGAWAI NEGERI SIPIL',
  'PETANI/PEKEBUN',
];

interface Expected extends KtpIdentity {
  kodeProvinsi: string;
  kodeKota: string;
}

/** Ten identities in ten provinces, each with a real regency, district and village. */
async function identities(t: TestApp): Promise<Expected[]> {
  const random = prng(20_240_517);
  const pick = <T>(rows: readonly T[]): T => rows[Math.floor(random() * rows.length)] as T;
  const { db } = t.database;
  const provinces = await db
    .selectFrom('region_provinces')
    .select(['kode', 'nama'])
    .orderBy('kode')
    .execute();
  const out: Expected[] = [];
  for (const [index, person] of PEOPLE.entries()) {
    const province = provinces[(index * 7 + 3) % provinces.length];
    if (!province) throw new Error('no provinces');
    const regency = pick(
      await db
        .selectFrom('region_regencies')
        .select(['kode', 'nama'])
        .where('kode_provinsi', '=', province.kode)
        .orderBy('kode')
        .execute(),
    );
    const district = pick(
      await db
        .selectFrom('region_districts')
        .select(['kode', 'nama'])
        .where('kode_kota', '=', regency.kode)
        .orderBy('kode')
        .execute(),
    );
    const village = pick(
      await db
        .selectFrom('region_villages')
        .select(['kode', 'nama'])
        .where('kode_kecamatan', '=', district.kode)
        .orderBy('kode')
        .execute(),
    );
    const day = 1 + Math.floor(random() * 28);
    const month = 1 + Math.floor(random() * 12);
    const year = 1960 + Math.floor(random() * 45);
    const pad = (n: number) => String(n).padStart(2, '0');
    const nikDay = person.jenisKelamin === 'PEREMPUAN' ? day + 40 : day;
    out.push({
      ...person,
      nik: `${district.kode}${pad(nikDay)}${pad(month)}${String(year).slice(2)}${String(1 + Math.floor(random() * 9998)).padStart(4, '0')}`,
      tanggalLahir: `${pad(day)}-${pad(month)}-${year}`,
      provinsi: province.nama,
      kota: regency.nama,
      kecamatan: district.nama,
      kelurahan: village.nama,
      alamat: pick(STREETS),
      rtRw: `${String(1 + Math.floor(random() * 20)).padStart(3, '0')}/${String(1 + Math.floor(random() * 15)).padStart(3, '0')}`,
      statusPerkawinan: pick(['KAWIN', 'BELUM KAWIN', 'CERAI HIDUP']),
      pekerjaan: pick(WORK),
      kodeProvinsi: province.kode,
      kodeKota: regency.kode,
    });
  }
  return out;
}

let t: TestApp;
let token: string;
let other: string;
let cards: Expected[];
let images: Buffer[];
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo.baru');
  other = await loginAs(t.app, 'demo.setengah');
  cards = await identities(t);
  // Two typefaces, bold and regular, straight and slightly tilted, like photos of different cards.
  images = await renderJpegs([
    ...cards.map((card, index) =>
      ktpHtml(card, {
        font: index % 2 === 0 ? "'Liberation Sans', Arial" : "'DejaVu Sans'",
        weight: index % 3 === 0 ? 400 : 600,
        tilt: [0, 0.4, -0.3, 0.6, -0.5][index % 5],
      }),
    ),
    notKtpHtml(),
    // A card photographed out of focus.
    ktpHtml(cards[0] as KtpIdentity).replace('.card{', '.card{filter:blur(2px);'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

function scan(
  bytes: Uint8Array,
  options: { token?: string; type?: string; lang?: 'id' | 'en' } = {},
) {
  const form = multipart(
    {},
    { ktp_file: { filename: 'ktp.jpg', type: options.type ?? 'image/jpeg', bytes } },
  );
  return t.app.inject({
    method: 'POST',
    url: api('/v2/lender/ekyc/ocr-ktp'),
    headers: {
      'content-type': form.contentType,
      'x-lang': options.lang ?? 'id',
      ...(options.token === undefined
        ? { authorization: `Bearer ${token}`, 'request-access': token }
        : options.token
          ? { authorization: `Bearer ${options.token}`, 'request-access': options.token }
          : {}),
    },
    payload: form.payload,
  });
}

async function balance(as = token) {
  const response = await get(t.app, api('/balance/privy-ocr'), { token: as });
  expect(response.statusCode).toBe(200);
  return expectBody(GetOcrBalanceResponse, response).data;
}

describe('KTP OCR', () => {
  it('reads nik and nama of at least 9 of 10 generated cards', { timeout: 180_000 }, async () => {
    let right = 0;
    let fields = 0;
    let ms = 0;
    for (const [index, card] of cards.entries()) {
      const started = performance.now();
      const response = await scan(images[index] ?? Buffer.alloc(0));
      ms += performance.now() - started;
      expect(response.statusCode, response.body).toBe(200);
      const body = expectBody(ScanIdCardResponse, response);
      const ok =
        body.status === 'success' &&
        body.data.nik === card.nik &&
        body.data.nama === card.nama.toUpperCase();
      if (ok) {
        right += 1;
        expect(body.message).toBe('OCR Berhasil');
        expect(body.reason).toBeNull();
        fields += [
          body.data.tanggal_lahir === card.tanggalLahir,
          body.data.tempat_lahir === card.tempatLahir.toUpperCase(),
          body.data.kode_provinsi === card.kodeProvinsi,
          body.data.kode_kota === card.kodeKota,
          body.data.kecamatan === card.kecamatan.toUpperCase(),
          body.data.kelurahan === card.kelurahan.toUpperCase(),
          body.data.alamat === card.alamat,
          body.data.rt_rw === card.rtRw,
        ].filter(Boolean).length;
      } else {
        console.log(`OCR miss: expected ${card.nik} ${card.nama}, got ${JSON.stringify(body)}`);
      }
    }
    console.log(
      `OCR: nik+nama right on ${right}/${cards.length} cards (${(right * 10).toFixed(0)}%), ` +
        `other fields ${fields}/${right * 8}, ${(ms / cards.length).toFixed(0)} ms per image (server, incl. first-call engine start)`,
    );
    expect(right).toBeGreaterThanOrEqual(9);
    // The region codes come out right too (from the printed names, or the NIK).
    expect(fields).toBeGreaterThanOrEqual(right * 6);
  });

  it('answers not_found for an image without a KTP, in X-LANG', async () => {
    const response = await scan(images[cards.length] ?? Buffer.alloc(0), { lang: 'en' });
    const body = expectBody(ScanIdCardResponse, response);
    expect(body).toMatchObject({
      status: 'not_found',
      message: 'OCR failed: no ID card found',
      reason: null,
    });
    const id = expectBody(ScanIdCardResponse, await scan(images[cards.length] ?? Buffer.alloc(0)));
    expect(id.message).toBe('OCR Gagal KTP Tidak Ditemukan');
  });

  it('answers failed with a reason for a blurred card', async () => {
    const body = expectBody(
      ScanIdCardResponse,
      await scan(images[cards.length + 1] ?? Buffer.alloc(0)),
    );
    expect(body).toMatchObject({
      status: 'failed',
      message: 'OCR Gagal, Gambar buram atau tidak terbaca',
      reason: 'Gambar buram atau tidak terbaca',
    });
  });

  it('answers failed with a reason for an image that does not decode', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    const body = expectBody(ScanIdCardResponse, await scan(broken));
    expect(body).toMatchObject({ status: 'failed', reason: 'Gambar buram atau tidak terbaca' });
    expect(body.message).toBe('OCR Gagal, Gambar buram atau tidak terbaca');
    expect(body.data.nik).toBe('');
  });

  it('refuses a file that is not an image with 422, without using the quota', async () => {
    const before = await balance();
    const response = await scan(Buffer.from('%PDF-1.4 not an image'), {
      type: 'image/jpeg',
      lang: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors?.ktp_file).toEqual([
      'The image could not be processed!',
    ]);
    expect(await balance()).toEqual(before);
  });

  it("uses the caller's quota only, and answers 429 once it is used up", async () => {
    const mine = await balance();
    const readings = await profileDb(t.database.db)
      .selectFrom('ocr_readings')
      .select('id')
      .execute();
    // 10 cards + 2 not-KTP readings + 1 blurred card; the broken image is refused before the engine (no size in its header).
    expect(mine).toEqual({ provider: 'privy', balance: OCR_QUOTA - 13, available: true });
    expect(readings).toHaveLength(13);
    expect(await balance(other)).toEqual({
      provider: 'privy',
      balance: OCR_QUOTA,
      available: true,
    });
    await profileDb(t.database.db).updateTable('ocr_quotas').set({ balance: 1 }).execute();
    expect((await scan(images[cards.length] ?? Buffer.alloc(0))).statusCode).toBe(200);
    expect(await balance()).toEqual({ provider: 'privy', balance: 0, available: false });
    const refused = await scan(images[0] ?? Buffer.alloc(0), { lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(expectBody(ErrorResponse, refused).message).toBe('Your OCR quota is used up.');
  });

  it('refuses a 20 MB upload with 413, without using the quota', async () => {
    const before = await balance(other);
    const huge = Buffer.alloc(20 * 1024 * 1024, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await scan(huge, { token: other, lang: 'en' });
    expect(response.statusCode).toBe(413);
    expect(expectBody(ErrorResponse, response).message.length).toBeGreaterThan(0);
    expect(await balance(other)).toEqual(before);
  });

  it('never lets simultaneous readings overdraw the quota', { timeout: 60_000 }, async () => {
    const db = profileDb(t.database.db);
    const otherId = (
      await t.database.db
        .selectFrom('lenders')
        .select('id')
        .where('username', '=', 'demo.setengah')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('ocr_quotas')
      .values({ lender_id: otherId, balance: 2, updated_at: new Date() })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet({ balance: 2 }))
      .execute();
    const notKtp = images[cards.length] ?? Buffer.alloc(0);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => scan(notKtp, { token: other })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await balance(other)).toEqual({ provider: 'privy', balance: 0, available: false });
  });

  it('needs a session', async () => {
    expect((await scan(images[0] ?? Buffer.alloc(0), { token: '' })).statusCode).toBe(401);
    expect((await get(t.app, api('/balance/privy-ocr'))).statusCode).toBe(401);
  });
});
