import {
  ErrorResponse,
  GetProfilePersonalDataResponse,
  UpdateProfilePersonalDataResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const URL = '/v2/lender/profile/data_diri';

let t: TestApp;
/** demo.individu: identity checked (status_ekyc 1), seeded without photos, in Jakarta. */
let verified: string;
/** demo.baru: nothing filled yet. */
let fresh: string;
let corporate: string;

beforeAll(async () => {
  t = await createTestApp();
  verified = await loginAs(t.app, 'demo.individu');
  fresh = await loginAs(t.app, 'demo.baru');
  corporate = await loginAs(t.app, 'demo.korporasi');
});
afterAll(async () => {
  await t.close();
});

async function stored(token: string) {
  const response = await get(t.app, api(URL), { token });
  expect(response.statusCode).toBe(200);
  return expectBody(GetProfilePersonalDataResponse, response).data;
}

/** What the web sends: the stored data as read, with the changes (no photos). */
async function edited(token: string, changes: Record<string, unknown>) {
  const { foto_ktp: _k, profile_ktp: _pk, profile: _p, ...data } = await stored(token);
  return { ...data, ...changes };
}

/** Surabaya, Genteng: another province, city, district and village than the seed's. */
const MOVED = {
  alamat: 'Jl. Darmo 10',
  provinsi: '35',
  kabupaten: '3578',
  kecamatan: '357801',
  kelurahan: '3578011001',
  kode_pos: '60241',
  rt: '2',
  rw: '4',
};

describe('the profile edit of the personal data (updateProfilePersonalData)', () => {
  it('saves a new address and occupation of a verified lender without photos, and reads them back', async () => {
    const before = await stored(verified);
    expect(before).toMatchObject({ nik: '3174011505850003', provinsi: '31', pekerjaan: 2 });
    const saved = await post(t.app, api(URL), await edited(verified, { ...MOVED, pekerjaan: 5 }), {
      token: verified,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(expectBody(UpdateProfilePersonalDataResponse, saved).message).toBe(
      'Data diri berhasil disimpan',
    );
    const after = await stored(verified);
    expect(after).toMatchObject({ ...MOVED, pekerjaan: 5 });
    expect({ nik: after.nik, nama: after.nama }).toEqual({ nik: before.nik, nama: before.nama });
  });

  it('refuses a change of the verified NIK or name with the reason, and writes nothing', async () => {
    const before = await stored(verified);
    const response = await post(
      t.app,
      api(URL),
      await edited(verified, { nik: '3174011505850099', nama: 'Budi Lain', alamat: 'Jl. Lain 1' }),
      { token: verified, lang: 'en' },
    );
    expect(response.statusCode).toBe(422);
    const body = expectBody(ValidationErrorResponse, response);
    expect(body.message).toBe(
      'Your identity is verified and cannot be changed here. To change it, contact customer support.',
    );
    expect(body.errors).toEqual({
      nik: [
        'Your identity is verified and cannot be changed here. To change it, contact customer support.',
      ],
      nama: ['The name is verified and cannot be changed.'],
    });
    expect(await stored(verified)).toEqual(before);
  });

  it('refuses switching a verified KTP identity to a passport', async () => {
    const response = await post(
      t.app,
      api(URL),
      await edited(verified, { nik: '', is_passport: true, no_paspor: 'X1234567' }),
      { token: verified },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, response).errors)).toEqual(['nik']);
  });

  it('answers bad input with 4xx and the field (unknown occupation, region outside its city, empty address, wrong type)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pekerjaan: 999 }, 'pekerjaan'],
      [{ kelurahan: '3171011001' }, 'kelurahan'],
      [{ alamat: '' }, 'alamat'],
      [{ rt: '' }, 'rt'],
    ];
    for (const [changes, field] of cases) {
      const response = await post(
        t.app,
        api(URL),
        await edited(verified, { ...MOVED, ...changes }),
        {
          token: verified,
        },
      );
      expect(response.statusCode, JSON.stringify(changes)).toBe(422);
      expect(Object.keys(expectBody(ValidationErrorResponse, response).errors)).toContain(field);
    }
    const wrongType = await post(t.app, api(URL), await edited(verified, { pekerjaan: 'guru' }), {
      token: verified,
    });
    expect(wrongType.statusCode).toBe(422);
    const notAnObject = await post(t.app, api(URL), '"alamat"', {
      token: verified,
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.statusCode).toBeGreaterThanOrEqual(400);
    expect(notAnObject.statusCode).toBeLessThan(500);
  });

  it('lets a lender whose identity is not verified yet set NIK and name (the wizard rules: photos required)', async () => {
    const input = {
      nik: '3578010907870077',
      nama: 'Rizky Pratama',
      tempat_lahir: 'Surabaya',
      tanggal_lahir: '09-07-1987',
      agama: 1,
      jenis_kelamin: 1,
      ibu_kandung: 'Sulastri',
      status_pernikahan: 2,
      ...MOVED,
      pekerjaan: 3,
    };
    const noPhotos = await post(t.app, api(URL), input, { token: fresh });
    expect(noPhotos.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, noPhotos).errors).sort()).toEqual([
      'ktp',
      'profile',
      'profile_ktp',
    ]);
    const saved = await post(
      t.app,
      api(URL),
      { ...input, ktp: PNG, profile_ktp: PNG, profile: PNG },
      { token: fresh },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored(fresh)).toMatchObject({ nik: input.nik, nama: input.nama, pekerjaan: 3 });
  });

  it('answers 401 without a session', async () => {
    const read = await get(t.app, api(URL));
    expect(read.statusCode).toBe(401);
    expectBody(ErrorResponse, read);
    const save = await post(t.app, api(URL), { nik: '', ...MOVED });
    expect(save.statusCode).toBe(401);
    expectBody(ErrorResponse, save);
  });

  it('refuses a corporate lender (403: its data is the company profile)', async () => {
    const read = await get(t.app, api(URL), { token: corporate, lang: 'en' });
    expect(read.statusCode).toBe(403);
    expect(expectBody(ErrorResponse, read).message).toBe('This is only for individual lenders.');
    const save = await post(t.app, api(URL), { nik: '', ...MOVED }, { token: corporate });
    expect(save.statusCode).toBe(403);
  });
});
