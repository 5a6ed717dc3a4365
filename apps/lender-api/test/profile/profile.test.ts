import {
  GetCorporateProfileResponse,
  GetIndividualProfileResponse,
  UpdateProfileResponse,
  ValidationErrorResponse,
  ErrorResponse,
  GetEkycPhotosResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  multipart,
  post,
  PNG_BYTES,
  type TestApp,
} from '../helpers/test-app.ts';

const PNG_URL = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

let t: TestApp;
let individu: string;
let baru: string;
let korporasi: string;
let baruId: number;
let korporasiId: number;
beforeAll(async () => {
  t = await createTestApp();
  individu = await loginAs(t.app, 'demo.individu');
  baru = await loginAs(t.app, 'demo.baru');
  korporasi = await loginAs(t.app, 'demo.korporasi');
  const ids = await t.database.db
    .selectFrom('lenders')
    .select(['id', 'username'])
    .where('username', 'in', ['demo.baru', 'demo.korporasi'])
    .execute();
  baruId = ids.find((row) => row.username === 'demo.baru')?.id ?? 0;
  korporasiId = ids.find((row) => row.username === 'demo.korporasi')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function individualProfile(token: string) {
  const response = await get(t.app, api('/v1/lender/profile'), { token });
  expect(response.statusCode).toBe(200);
  return expectBody(GetIndividualProfileResponse, response).data;
}

describe('individual profile', () => {
  it("answers the verified lender's data from the eKYC and the account", async () => {
    const profile = await individualProfile(individu);
    const personal = await t.database.db
      .selectFrom('ekyc_personal_data')
      .innerJoin('lenders', 'lenders.id', 'ekyc_personal_data.lender_id')
      .select(['ekyc_personal_data.nama', 'agama', 'ibu_kandung', 'lenders.email'])
      .where('lenders.username', '=', 'demo.individu')
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      username: 'demo.individu',
      nama: personal.nama,
      agama: personal.agama,
      nama_ibu_kandung: personal.ibu_kandung,
      email: personal.email,
      lender_type: 1,
    });
    expect(profile.signing.signature_links).toEqual([]);
  });

  it('is empty but valid for a new lender', async () => {
    const profile = await individualProfile(baru);
    expect(profile).toMatchObject({ username: 'demo.baru', agama: null, pic: null });
  });

  it('changes only the fields sent, keeps the picture for its owner only', async () => {
    const before = await individualProfile(individu);
    const response = await post(
      t.app,
      api('/v1/lender/profile'),
      { agama: 2, warga_negara: '  Indonesia ', no_paspor: 'C7654321', pic: PNG_URL },
      { token: baru, lang: 'en' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = expectBody(UpdateProfileResponse, response);
    expect(body.message).toBe('Profile updated');
    expect(body.data).toMatchObject({ agama: 2, warga_negara: 'Indonesia', no_paspor: 'C7654321' });
    expect(body.data.pic).toMatch(
      new RegExp(`^/api/files/lender/${baruId}/pic-[0-9a-f]{16}\\.png$`),
    );
    // Read back, Indonesian message.
    const again = await post(
      t.app,
      api('/v1/lender/profile'),
      { status_pernikahan: 1 },
      { token: baru },
    );
    expect(expectBody(UpdateProfileResponse, again).message).toBe('Profil berhasil diubah');
    const read = await individualProfile(baru);
    expect(read).toMatchObject({ agama: 2, status_pernikahan: 1, pic: body.data.pic });
    // Lender A's change leaves lender B's profile as it was.
    expect(await individualProfile(individu)).toEqual(before);

    const file = await get(t.app, body.data.pic ?? '', { token: baru });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(Buffer.compare(file.rawPayload, PNG_BYTES)).toBe(0);
    const other = await get(t.app, body.data.pic ?? '', { token: individu, lang: 'en' });
    expect(other.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, other).message).toBe('Not found.');
    expect((await get(t.app, body.data.pic ?? '')).statusCode).toBe(401);
  });

  it('refuses bad input with 422 in X-LANG and changes nothing', async () => {
    const before = await individualProfile(baru);
    const cases: Array<[string, unknown, string]> = [
      ['empty body', {}, 'message'],
      ['unknown field', { nik: '3201234567890001' }, 'nik'],
      ['unknown religion', { agama: 999 }, 'agama'],
      ['wrong type', { agama: 'satu' }, 'agama'],
      ['blank name', { nama: '   ' }, 'nama'],
      ['too long name', { nama: 'n'.repeat(101) }, 'nama'],
      ['bad passport', { no_paspor: 'c-12' }, 'no_paspor'],
      ['bad citizenship', { kewarganegaraan: 'XX' }, 'kewarganegaraan'],
      ['not an image', { pic: 'data:image/png;base64,SGVsbG8=' }, 'pic'],
      ['not a data URL', { pic: 'https://example.com/a.png' }, 'pic'],
      ['bad second field', { agama: 1, status_pernikahan: 999 }, 'status_pernikahan'],
    ];
    for (const [label, payload, field] of cases) {
      const response = await post(t.app, api('/v1/lender/profile'), payload, {
        token: baru,
        lang: 'en',
      });
      expect(response.statusCode, `${label}: ${response.body}`).toBe(422);
      const body = expectBody(ValidationErrorResponse, response);
      expect(body.message, label).toMatch(/[a-z]/);
      expect(Object.keys(body.errors ?? {}), label).toContain(field);
    }
    expect(await individualProfile(baru)).toEqual(before);
  });

  it('keeps a verified name', async () => {
    const response = await post(
      t.app,
      api('/v1/lender/profile'),
      { nama: 'Nama Lain' },
      { token: individu, lang: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors?.nama).toEqual([
      'The name is verified and cannot be changed.',
    ]);
  });

  it('answers 401 without a session and 403 to a corporate lender', async () => {
    expect((await get(t.app, api('/v1/lender/profile'))).statusCode).toBe(401);
    expect((await post(t.app, api('/v1/lender/profile'), { agama: 1 })).statusCode).toBe(401);
    expect((await get(t.app, api('/v1/lender/profile'), { token: korporasi })).statusCode).toBe(
      403,
    );
    expect(
      (await post(t.app, api('/v1/lender/profile'), { agama: 1 }, { token: korporasi })).statusCode,
    ).toBe(403);
  });
});

describe('corporate profile', () => {
  it('answers the company, its NPWP and contact person', async () => {
    const response = await get(t.app, api('/v1/lender_corporation/profile'), { token: korporasi });
    expect(response.statusCode).toBe(200);
    const profile = expectBody(GetCorporateProfileResponse, response).data;
    const company = await t.database.db
      .selectFrom('corporate_companies')
      .select(['nama', 'npwp'])
      .where('lender_id', '=', korporasiId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      username: 'demo.korporasi',
      nama: company.nama,
      npwp: company.npwp,
      lender_type: 2,
    });
    expect(profile.nama_pic).toEqual(expect.any(String));
    expect((await get(t.app, api('/v1/lender_corporation/profile'))).statusCode).toBe(401);
    expect(
      (await get(t.app, api('/v1/lender_corporation/profile'), { token: baru })).statusCode,
    ).toBe(403);
  });
});

describe('uploaded files', () => {
  it('serves the eKYC photos at the URLs the upload answers give, to their owner only', async () => {
    const form = multipart(
      {},
      {
        ktp: { filename: 'ktp.png', type: 'image/png', bytes: PNG_BYTES },
        profile: { filename: 'selfie.png', type: 'image/png', bytes: PNG_BYTES },
      },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: api('/v1/lender/ekyc/data_diri/foto'),
      headers: {
        'content-type': form.contentType,
        authorization: `Bearer ${baru}`,
        'request-access': baru,
      },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photos = await get(t.app, api('/v1/lender/ekyc/data_diri/foto'), { token: baru });
    const urls = Object.values(expectBody(GetEkycPhotosResponse, photos).data).filter(
      (url): url is string => typeof url === 'string',
    );
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const own = await get(t.app, url, { token: baru });
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect((await get(t.app, url, { token: individu })).statusCode).toBe(404);
    }
  });

  it('serves a corporate file to its owner only, with its content type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    await t.app.appContext.providers.storage.put(
      `corporate/${korporasiId}/laporan-0123456789abcdef.pdf`,
      pdf,
      'application/pdf',
    );
    const url = api(`/files/corporate/${korporasiId}/laporan-0123456789abcdef.pdf`);
    const own = await get(t.app, url, { token: korporasi });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toMatch(/^private/);
    expect((await get(t.app, url, { token: baru })).statusCode).toBe(404);
  });

  it('answers 404 or 422 for missing, foreign or malformed names, never 500', async () => {
    const paths: Array<[string, number]> = [
      [`/files/lender/${baruId}/nothing-here.png`, 404],
      [`/files/lender/${korporasiId}/pic-0000.png`, 404],
      [`/files/lender/${baruId}/..%2F..%2Fsecret.png`, 422],
      [`/files/lender/${baruId}/a.exe`, 422],
      [`/files/banks/${baruId}/a.png`, 422],
      [`/files/lender/abc/a.png`, 422],
      [`/files/lender/99999999999/a.png`, 422],
    ];
    for (const [path, status] of paths) {
      const response = await get(t.app, api(path), { token: baru, lang: 'en' });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
      expect(expectBody(ErrorResponse, response).message.length).toBeGreaterThan(0);
    }
  });
});
