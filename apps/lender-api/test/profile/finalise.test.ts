import {
  ErrorResponse,
  GetCorporateKycProgressResponse,
  GetEkycStatusResponse,
  GetLenderInfoResponse,
  GetCorporateCompanyProfileResponse,
  GetEkycPersonalDataResponse,
  GetProfilePersonalDataResponse,
  UpdateProfilePersonalDataResponse,
  ValidationErrorResponse,
  VerifyCorporateDataResponse,
  VerifyIndividualDataResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEWER_HEADERS,
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

let t: TestApp;
let baru: string;
let korporasi: string;
let baruId: number;
beforeAll(async () => {
  t = await createTestApp();
  baru = await loginAs(t.app, 'demo.baru');
  // A corporate lender with nothing filled yet (the demo.korporasi seed is complete).
  const registered = await post(t.app, api('/newAuth/register'), {
    username: 'pt.baru',
    email: 'pt.baru@example.com',
    password: 'Korporasi123',
    password_confirmation: 'Korporasi123',
    lender_type: 2,
  });
  expect(registered.statusCode).toBe(201);
  korporasi = await loginAs(t.app, 'pt.baru', 'Korporasi123');
  baruId = (
    await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.baru')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('finalising the KYC (verify_data)', () => {
  it('names every missing part of an individual KYC with 422', async () => {
    const response = await post(t.app, api('/v2/lender/profile/verify_data'), undefined, {
      token: baru,
      lang: 'en',
    });
    expect(response.statusCode).toBe(422);
    const body = expectBody(ValidationErrorResponse, response);
    expect(body.message).toBe('The KYC data is not complete');
    expect(body.errors).toEqual({
      profile: ['This section is not complete'],
      education: ['This section is not complete'],
      inheritance: ['This section is not complete'],
      no_hp: ['The phone number is not verified'],
      status_ekyc: ['The identity is not verified'],
    });
  });

  it('edits the personal data from the profile page and reads it back like the wizard', async () => {
    const input = {
      nik: '3578010907870005',
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
    };
    const saved = await post(t.app, api('/v2/lender/profile/data_diri'), input, { token: baru });
    expect(saved.statusCode).toBe(200);
    expect(expectBody(UpdateProfilePersonalDataResponse, saved)).toEqual({
      message: 'Data diri berhasil disimpan',
      step_order: 2,
    });
    const profile = expectBody(
      GetProfilePersonalDataResponse,
      await get(t.app, api('/v2/lender/profile/data_diri'), { token: baru }),
    );
    const wizard = expectBody(
      GetEkycPersonalDataResponse,
      await get(t.app, api('/v1/lender/ekyc/data_diri'), { token: baru }),
    );
    expect(profile).toEqual(wizard);
    expect(profile.data.nama).toBe('Rizky Pratama');
  });

  it('sends a complete individual KYC to review (pending)', async () => {
    const now = new Date();
    await t.database.db
      .insertInto('ekyc_education')
      .values({ lender_id: baruId, npwp: '', complete: true, updated_at: now })
      .execute();
    await t.database.db
      .insertInto('ekyc_heirs')
      .values({
        lender_id: baruId,
        ahli_waris: 'Sulastri',
        nik: '3578014101600001',
        hubungan: 4,
        telp: '81234500000',
        kode_operator: '812',
        alamat: 'Jl. Darmo 10',
        updated_at: now,
      })
      .execute();
    await t.database.db
      .insertInto('ekyc_state')
      .values({ lender_id: baruId, status_ekyc: 1, updated_at: now })
      .execute();
    await t.database.db
      .updateTable('lenders')
      .set({ no_hp: '81234500000', phone_verified_at: now })
      .where('id', '=', baruId)
      .execute();
    const response = await post(t.app, api('/v2/lender/profile/verify_data'), undefined, {
      token: baru,
    });
    expect(response.statusCode).toBe(200);
    expect(expectBody(VerifyIndividualDataResponse, response)).toEqual({
      message: 'Data Anda sedang ditinjau',
      data: { user_status: 'pending' },
    });
  });

  it('names the missing corporate sections, and the company profile is 404 before the company is saved', async () => {
    const response = await post(
      t.app,
      api('/v1/lender_corporation/profile/verify_data'),
      undefined,
      { token: korporasi },
    );
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors).toEqual({
      corporation: ['Bagian ini belum lengkap'],
      pengurus: ['Bagian ini belum lengkap'],
      pemegang_saham: ['Bagian ini belum lengkap'],
      contact: ['Bagian ini belum lengkap'],
      no_hp: ['Nomor telepon belum diverifikasi'],
    });
    const missing = await get(t.app, api('/v1/lender_corporation/profile/data_perusahaan'), {
      token: korporasi,
    });
    expect(missing.statusCode).toBe(404);
    expectBody(ErrorResponse, missing);
  });

  it('sends a complete corporate KYC to review, and shows the company profile', async () => {
    const lender = await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'pt.baru')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await t.database.db
      .insertInto('corporate_companies')
      .values({ lender_id: lender.id, nama: 'PT Maju Bersama Syariah', npwp: '', updated_at: now })
      .execute();
    for (const role of ['admin', 'shareholder', 'contact'] as const) {
      await t.database.db
        .insertInto('corporate_people')
        .values({
          lender_id: lender.id,
          role,
          position: 0,
          nama: 'Hasan',
          jenis_identitas: 1,
          identitas: '3171010101700001',
          jabatan: 2,
          updated_at: now,
          ...(role === 'shareholder'
            ? { jenis_pemegang_saham: 1, nilai_saham: 1000, lembar_saham: 10 }
            : {}),
        })
        .execute();
    }
    await t.database.db
      .updateTable('lenders')
      .set({ status: 'reject', no_hp: '81300001111', phone_verified_at: now })
      .where('id', '=', lender.id)
      .execute();
    const response = await post(
      t.app,
      api('/v1/lender_corporation/profile/verify_data'),
      undefined,
      { token: korporasi },
    );
    expect(expectBody(VerifyCorporateDataResponse, response).data.user_status).toBe('pending');
    const company = expectBody(
      GetCorporateCompanyProfileResponse,
      await get(t.app, api('/v1/lender_corporation/profile/data_perusahaan'), { token: korporasi }),
    );
    expect(company.data).toMatchObject({
      nama: 'PT Maju Bersama Syariah',
      foto_npwp: null,
      laporan_keuangan: null,
    });
  });
});

describe('demo lenders', () => {
  it('show their KYC states: verified individual and corporate, half-done eKYC, passport path', async () => {
    const individu = await loginAs(t.app, 'demo.individu');
    expect(
      expectBody(
        GetEkycStatusResponse,
        await get(t.app, api('/v1/lender/ekyc/status'), { token: individu }),
      ).data,
    ).toEqual({
      profile: 'complete',
      education: 'complete',
      inheritance: 'complete',
      status_ekyc: 1,
      step_order: 4,
      is_passport: false,
      phone_verified: true,
    });
    const setengah = await loginAs(t.app, 'demo.setengah');
    expect(
      expectBody(
        GetEkycStatusResponse,
        await get(t.app, api('/v1/lender/ekyc/status'), { token: setengah }),
      ).data,
    ).toMatchObject({
      profile: 'complete',
      education: 'incomplete',
      step_order: 2,
    });
    const paspor = await loginAs(t.app, 'demo.paspor');
    const passport = expectBody(
      GetEkycPersonalDataResponse,
      await get(t.app, api('/v1/lender/ekyc/data_diri'), { token: paspor }),
    );
    expect(passport.data).toMatchObject({
      nik: '',
      no_paspor: 'TR1234567',
      is_passport: true,
      kewarganegaraan: 'WNA',
    });
    const corporate = await loginAs(t.app, 'demo.korporasi');
    expect(
      expectBody(
        GetCorporateKycProgressResponse,
        await get(t.app, api('/v1/lender_corporation/kyc/progress'), { token: corporate }),
      ).data.step_order,
    ).toBe(5);
  });

  it('the sandbox reviewer approves or rejects a lender waiting for review', async () => {
    const lender = await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.baru')
      .executeTakeFirstOrThrow();
    // Even in the demo the reviewer's page and decisions need the reviewer's login: the page names
    // waiting lenders, a decision activates an account. A lender's session is not that login.
    for (const headers of [{}, { authorization: `Bearer ${baru}`, 'request-access': baru }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/sandbox/kyc', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Basic /);
      expect(refused.body).not.toContain('demo.baru');
      const decision = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox/kyc/${lender.id}/decision`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { decision: 'approve' },
      });
      expect(decision.statusCode).toBe(401);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox/kyc',
      headers: REVIEWER_HEADERS,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('demo.baru');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/kyc/${lender.id}/decision`,
      headers: { ...REVIEWER_HEADERS, 'content-type': 'application/json' },
      payload: { decision: 'approve' },
    });
    expect(approve.json()).toEqual({ user_id: lender.id, user_status: 'active' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/sandbox/kyc/${lender.id}/decision`,
          headers: REVIEWER_HEADERS,
          payload: { decision: 'reject', reason: 'Foto KTP buram' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      expectBody(GetLenderInfoResponse, await get(t.app, api('/v1/lender_info'), { token: baru }))
        .data.user_status,
    ).toBe('active');
  });
});
