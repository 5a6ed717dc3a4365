import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorResponse,
  GetEkycEducationResponse,
  GetEkycHeirResponse,
  GetEkycPersonalDataResponse,
  GetEkycStatusResponse,
  RequestEkycReverificationResponse,
  SaveEkycEducationResponse,
  SaveEkycHeirResponse,
  SaveEkycPersonalDataResponse,
  SendEkycOtpResponse,
  StoreLivenessResultResponse,
  ValidationErrorResponse,
  VerifyEkycOtpResponse,
  VerifyIdentityResponse,
  IdentityVerificationError as VerifyIdentityError,
  GetLenderInfoResponse,
  GetLenderTaxResponse,
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

// A real 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// Declared as JPEG, but the bytes are text.
const NOT_AN_IMAGE = `data:image/jpeg;base64,${Buffer.from('this is not an image at all').toString('base64')}`;

const personal = {
  nik: '3276045708900001',
  nama: 'Siti Aminah',
  tempat_lahir: 'Depok',
  tanggal_lahir: '17-08-1990',
  agama: 1,
  jenis_kelamin: 2,
  ibu_kandung: 'Fatimah',
  status_pernikahan: 2,
  kewarganegaraan: 'WNI',
  warga_negara: 'Indonesia',
  alamat: 'Jl. Krukut Raya No. 12',
  provinsi: '32',
  kabupaten: '3276',
  kecamatan: '327604',
  kelurahan: '3276041003',
  kode_pos: '16512',
  rt: '003',
  rw: '007',
  is_passport: false,
  lat: -6.37,
  long: 106.78,
  ktp: PNG,
  profile_ktp: PNG,
  profile: PNG,
};

const education = {
  pendidikan: 5,
  pekerjaan: 2,
  bidang_pekerjaan: 8,
  lama_kerja: 3,
  estimasi_penghasilan: 3,
  sumber_penghasilan: 1,
  npwp: '',
  rekening: '7123456789',
  bank: '451',
  nama_pemilik: 'Siti Aminah',
};

const heir = {
  ahli_waris: 'Ahmad Fauzi',
  nik: '3276041203880002',
  hubungan: 1,
  telp: '81298765432',
  kode_operator: '812',
  alamat: 'Jl. Krukut Raya No. 12, Depok',
};

let t: TestApp;
let baru: string;
let individu: string;
beforeAll(async () => {
  t = await createTestApp();
  baru = await loginAs(t.app, 'demo.baru');
  // A second individual lender with no KYC data yet (the demo.individu seed is fully verified).
  const registered = await post(t.app, api('/newAuth/register'), {
    username: 'lain.individu',
    email: 'lain.individu@example.com',
    password: 'Individu123',
    password_confirmation: 'Individu123',
    lender_type: 1,
  });
  expect(registered.statusCode).toBe(201);
  individu = await loginAs(t.app, 'lain.individu', 'Individu123');
});
afterAll(async () => {
  await t.close();
});

async function status(token: string) {
  return expectBody(
    GetEkycStatusResponse,
    await get(t.app, api('/v1/lender/ekyc/status'), { token }),
  ).data;
}

describe('eKYC wizard', () => {
  it('starts at step 1 with every section incomplete', async () => {
    expect(await status(baru)).toEqual({
      profile: 'incomplete',
      education: 'incomplete',
      inheritance: 'incomplete',
      status_ekyc: 0,
      step_order: 1,
      is_passport: false,
      phone_verified: false,
    });
    const empty = expectBody(
      GetEkycPersonalDataResponse,
      await get(t.app, api('/v1/lender/ekyc/data_diri'), { token: baru }),
    );
    expect(empty.data).toEqual({ nik: '', foto_ktp: null, profile_ktp: null, profile: null });
  });

  it('refuses missing fields with the messages of spec §5, in X-LANG, and saves nothing', async () => {
    const {
      agama: _a,
      ibu_kandung: _i,
      status_pernikahan: _s,
      kode_pos: _k,
      rt: _rt,
      rw: _rw,
      ...rest
    } = personal;
    const id = await post(t.app, api('/v1/lender/ekyc/data_diri'), rest, { token: baru });
    expect(id.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, id).errors).toEqual({
      agama: ['Agama harap diisi'],
      ibu_kandung: ['Ibu kandung harap diisi'],
      status_pernikahan: ['Status pernikahan harap diisi'],
      kode_pos: ['Kode pos harap diisi'],
      rt: ['RT harap diisi'],
      rw: ['RW harap diisi'],
    });
    const en = await post(
      t.app,
      api('/v1/lender/ekyc/data_diri'),
      { ...rest, agama: 1, ibu_kandung: 'Fatimah', status_pernikahan: 2 },
      { token: baru, lang: 'en' },
    );
    expect(expectBody(ValidationErrorResponse, en).errors).toEqual({
      kode_pos: ['Postcode is required'],
      rt: ['RT is required'],
      rw: ['RW is required'],
    });
    expect((await status(baru)).profile).toBe('incomplete');
  });

  it('refuses a 15-digit nik, a non-image photo, unknown options, regions that do not nest and impossible dates', async () => {
    const response = await post(
      t.app,
      api('/v1/lender/ekyc/data_diri'),
      {
        ...personal,
        nik: '327604570890000',
        ktp: NOT_AN_IMAGE,
        agama: 99,
        kabupaten: '3201',
        tanggal_lahir: '31-02-1990',
      },
      { token: baru },
    );
    expect(response.statusCode).toBe(422);
    const { errors } = expectBody(ValidationErrorResponse, response);
    expect(errors.nik).toEqual(['Format tidak valid.']);
    const second = await post(
      t.app,
      api('/v1/lender/ekyc/data_diri'),
      { ...personal, ktp: NOT_AN_IMAGE, agama: 99, kabupaten: '3201', tanggal_lahir: '31-02-1990' },
      { token: baru },
    );
    expect(expectBody(ValidationErrorResponse, second).errors).toEqual({
      ktp: ['Gambar gagal diproses!'],
      agama: ['Pilihan tidak dikenal.'],
      // 3201 (Kabupaten Bogor) is in province 32, but district 327604 (Limo) is in Kota Depok.
      kecamatan: ['Wilayah tidak sesuai dengan wilayah di atasnya.'],
      tanggal_lahir: ['Tanggal lahir tidak valid.'],
    });
    expect(await readdir(t.uploadDir)).toEqual([]);
  });

  it('saves personal data (photos stored, step 2) and answers it back', async () => {
    const response = await post(t.app, api('/v1/lender/ekyc/data_diri'), personal, { token: baru });
    expect(response.statusCode).toBe(200);
    expect(expectBody(SaveEkycPersonalDataResponse, response)).toEqual({
      message: 'Data diri berhasil disimpan',
      step_order: 2,
    });
    const { data } = expectBody(
      GetEkycPersonalDataResponse,
      await get(t.app, api('/v1/lender/ekyc/data_diri'), { token: baru }),
    );
    expect(data).toMatchObject({
      nik: personal.nik,
      nama: 'Siti Aminah',
      tanggal_lahir: '17-08-1990',
      kelurahan: '3276041003',
      rt: '003',
    });
    expect(data.foto_ktp).toMatch(/^\/api\/files\/lender\/\d+\/ktp-[0-9a-f]{16}\.png$/);
    const stored = await readdir(path.join(t.uploadDir, 'lender'), { recursive: true });
    expect(stored.filter((name) => name.endsWith('.png'))).toHaveLength(3);
    expect(await status(baru)).toMatchObject({ profile: 'complete', step_order: 2 });
  });

  it('refuses the same nik for another lender', async () => {
    const response = await post(t.app, api('/v1/lender/ekyc/data_diri'), personal, {
      token: individu,
      lang: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors).toEqual({
      nik: ['This NIK is already registered.'],
    });
  });

  it('saves education/work/bank (step 3) and the heir (step 4)', async () => {
    const bad = await post(
      t.app,
      api('/v1/lender/ekyc/pendidikan'),
      { ...education, bank: '999', rekening: undefined },
      { token: baru },
    );
    expect(expectBody(ValidationErrorResponse, bad).errors).toEqual({
      rekening: ['Wajib diisi.'],
      bank: ['Pilihan tidak dikenal.'],
    });
    const saved = await post(t.app, api('/v1/lender/ekyc/pendidikan'), education, { token: baru });
    expect(expectBody(SaveEkycEducationResponse, saved).step_order).toBe(3);
    const readBack = expectBody(
      GetEkycEducationResponse,
      await get(t.app, api('/v1/lender/ekyc/pendidikan'), { token: baru }),
    );
    expect(readBack.data).toEqual(education);

    const noHeir = await get(t.app, api('/v1/lender/ekyc/ahli_waris'), { token: baru });
    expect(noHeir.statusCode).toBe(404);
    expectBody(ErrorResponse, noHeir);
    const badHeir = await post(
      t.app,
      api('/v1/lender/ekyc/ahli_waris'),
      { ...heir, nik: '123' },
      { token: baru },
    );
    expect(badHeir.statusCode).toBe(422);
    const savedHeir = await post(t.app, api('/v1/lender/ekyc/ahli_waris'), heir, { token: baru });
    expect(expectBody(SaveEkycHeirResponse, savedHeir)).toEqual({
      message: 'Data ahli waris berhasil disimpan',
      step_order: 4,
    });
    expect(
      expectBody(
        GetEkycHeirResponse,
        await get(t.app, api('/v1/lender/ekyc/ahli_waris'), { token: baru }),
      ).data,
    ).toEqual(heir);
    expect(await status(baru)).toMatchObject({
      profile: 'complete',
      education: 'complete',
      inheritance: 'complete',
      step_order: 4,
    });
  });

  it("never shows one lender's data to another", async () => {
    const own = expectBody(
      GetEkycPersonalDataResponse,
      await get(t.app, api('/v1/lender/ekyc/data_diri'), { token: individu }),
    );
    expect(own.data.nik).toBe('');
    expect(JSON.stringify(own)).not.toContain('Siti Aminah');
    expect(
      expectBody(
        GetEkycEducationResponse,
        await get(t.app, api('/v1/lender/ekyc/pendidikan'), { token: individu }),
      ).data,
    ).toEqual({ npwp: '' });
    expect(
      (await get(t.app, api('/v1/lender/ekyc/ahli_waris'), { token: individu })).statusCode,
    ).toBe(404);
    expect((await status(individu)).step_order).toBe(1);
  });

  it('answers 403 to a corporate lender', async () => {
    const korporasi = await loginAs(t.app, 'demo.korporasi');
    const response = await get(t.app, api('/v1/lender/ekyc/status'), {
      token: korporasi,
      lang: 'en',
    });
    expect(response.statusCode).toBe(403);
    expect(expectBody(ErrorResponse, response).message).toBe(
      'This is only for individual lenders.',
    );
  });
});

describe('phone OTP (sandbox SMS)', () => {
  async function lastSmsCode(): Promise<string> {
    const { data } = (await get(t.app, '/api/sandbox/outbox?recipient=%2B6281234567890').then((r) =>
      r.json(),
    )) as {
      data: Array<{ body: string }>;
    };
    const match = /Kode OTP : (\d{6})/.exec(data[0]?.body ?? '');
    if (!match?.[1]) throw new Error('no OTP SMS');
    return match[1];
  }
  const send = (token: string) =>
    post(
      t.app,
      api('/v1/lender/ekyc/send_otp'),
      { no_telp: '81234567890', kode_operator: '812', kode_negara: '62' },
      { token },
    );

  it('sends a code, refuses a wrong one (status failed) and verifies the right one', async () => {
    const sent = await send(baru);
    expect(sent.statusCode).toBe(200);
    expect(expectBody(SendEkycOtpResponse, sent)).toEqual({
      status: 'success',
      message: 'Kode OTP telah dikirim ke +6281234567890',
      expires_in: 300,
      resend_in: 60,
    });
    const again = await send(baru);
    expect(again.statusCode).toBe(429);
    expectBody(ErrorResponse, again);
    const code = await lastSmsCode();
    const wrong = await post(
      t.app,
      api('/v1/lender/ekyc/verify_otp'),
      { no_otp: code === '000000' ? '111111' : '000000' },
      { token: baru },
    );
    expect(expectBody(VerifyEkycOtpResponse, wrong)).toEqual({
      status: 'failed',
      message: 'Kode OTP yg kamu masukan salah!',
    });
    const right = await post(
      t.app,
      api('/v1/lender/ekyc/verify_otp'),
      { no_otp: code },
      { token: baru },
    );
    expect(expectBody(VerifyEkycOtpResponse, right)).toEqual({
      status: 'success',
      message: 'Nomor telepon berhasil diverifikasi',
    });
    expect((await status(baru)).phone_verified).toBe(true);
  });

  it('refuses a number verified by another lender', async () => {
    const response = await send(individu);
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors).toEqual({
      no_telp: ['Nomer Telpon Sudah Pernah Terdaftar'],
    });
  });

  it('expires codes after 5 minutes and locks after 5 wrong codes', async () => {
    const sendOther = () =>
      post(
        t.app,
        api('/v1/lender/ekyc/send_otp'),
        { no_telp: '85711112222', kode_operator: '857', kode_negara: '62' },
        { token: individu },
      );
    expect((await sendOther()).statusCode).toBe(200);
    t.clock.advanceMinutes(6);
    const expired = await post(
      t.app,
      api('/v1/lender/ekyc/verify_otp'),
      { no_otp: '123456' },
      { token: individu, lang: 'en' },
    );
    expect(expired.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, expired).errors).toEqual({
      no_otp: ['The OTP code has expired. Please send a new code.'],
    });

    expect((await sendOther()).statusCode).toBe(200);
    const { data } = (await get(t.app, '/api/sandbox/outbox?recipient=%2B6285711112222').then((r) =>
      r.json(),
    )) as { data: Array<{ body: string }> };
    const code = /(\d{6})/.exec(data[0]?.body ?? '')?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(
        t.app,
        api('/v1/lender/ekyc/verify_otp'),
        { no_otp: wrongCode },
        { token: individu },
      );
      expect(expectBody(VerifyEkycOtpResponse, wrong).status).toBe('failed');
    }
    const locked = await post(
      t.app,
      api('/v1/lender/ekyc/verify_otp'),
      { no_otp: code },
      { token: individu },
    );
    expect(locked.statusCode).toBe(429);
    expect(expectBody(ErrorResponse, locked).message).toBe(
      'Terlalu banyak kode OTP salah. Silakan minta kode baru.',
    );
  });
});

describe('liveness and re-verification', () => {
  it('stores a liveness result and reports whether it passed', async () => {
    const body = {
      code: 'OK',
      transaction_id: 'liv-123',
      result: true,
      score: 0.93,
      imgManipulationScore: 0.02,
      face_1: PNG,
      provider: 'privy',
    };
    const passed = await post(t.app, api('/v2/lender/ekyc/liveness/store'), body, { token: baru });
    expect(passed.statusCode).toBe(200);
    expect(expectBody(StoreLivenessResultResponse, passed).data).toEqual({
      status_ekyc: 0,
      liveness_passed: true,
    });
    const low = await post(
      t.app,
      api('/v2/lender/ekyc/liveness/store'),
      { ...body, score: 0.4 },
      { token: baru },
    );
    expect(expectBody(StoreLivenessResultResponse, low).data.liveness_passed).toBe(false);
    const notImage = await post(
      t.app,
      api('/v2/lender/ekyc/liveness/store'),
      { ...body, face_1: NOT_AN_IMAGE },
      { token: baru },
    );
    expect(expectBody(ValidationErrorResponse, notImage).errors).toEqual({
      face_1: ['Gambar gagal diproses!'],
    });
  });

  it('re-verification is refused unless the identity check failed, then resets status_ekyc to 0', async () => {
    const refused = await post(t.app, api('/v1/lender/ekyc/verifikasi-ulang'), undefined, {
      token: baru,
    });
    expect(refused.statusCode).toBe(409);
    expectBody(ErrorResponse, refused);
    const lender = await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.baru')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('ekyc_state')
      .set({ status_ekyc: 2 })
      .where('lender_id', '=', lender.id)
      .execute();
    expect((await status(baru)).status_ekyc).toBe(2);
    const response = await post(t.app, api('/v1/lender/ekyc/verifikasi-ulang'), undefined, {
      token: baru,
    });
    expect(response.statusCode).toBe(200);
    const body = expectBody(RequestEkycReverificationResponse, response);
    expect(body.message).toBe('Silakan lakukan verifikasi ulang');
    expect(body.data.status_ekyc).toBe(0);
  });
});

describe('identity verification (sandbox population registry)', () => {
  const identity = {
    nik: '3276045708900001',
    name: 'siti  aminah',
    dob: '1990-08-17',
    phone: '6281234567890',
    selfie: PNG,
    ktp: PNG,
  };

  it('fails with the list of mismatches, sets status_ekyc 2, and needs re-verification before another try', async () => {
    const lender = await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.baru')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('ekyc_state')
      .set({ liveness_passed: false })
      .where('lender_id', '=', lender.id)
      .execute();
    const response = await post(
      t.app,
      api('/v2/lender/ekyc/user-verification'),
      { ...identity, name: 'Siti Rahma', dob: '1990-08-18' },
      { token: baru },
    );
    expect(response.statusCode).toBe(422);
    expect(expectBody(VerifyIdentityError, response)).toEqual({
      message: 'Data identitas tidak sesuai',
      statusKyc: 'failed',
      errorDetailsVerification: [
        'Nama tidak sesuai dengan data kependudukan',
        'Tanggal lahir tidak sesuai dengan data kependudukan',
        'Mohon melakukan test liveness',
      ],
      request_id: response.headers['x-request-id'],
    });
    expect((await status(baru)).status_ekyc).toBe(2);
    const blocked = await post(t.app, api('/v2/lender/ekyc/user-verification'), identity, {
      token: baru,
      lang: 'en',
    });
    expect(expectBody(VerifyIdentityError, blocked).message).toBe(
      'The previous verification failed. Please start a re-verification first.',
    );
  });

  it('verifies after re-verification and a passed liveness: status_ekyc 1, account pending review; again → code 201', async () => {
    expect(
      (await post(t.app, api('/v1/lender/ekyc/verifikasi-ulang'), undefined, { token: baru }))
        .statusCode,
    ).toBe(200);
    const liveness = {
      code: 'OK',
      transaction_id: 'liv-456',
      result: true,
      score: 0.91,
      imgManipulationScore: 0.05,
      face_1: PNG,
      provider: 'vida',
    };
    expect(
      (await post(t.app, api('/v2/lender/ekyc/liveness/store'), liveness, { token: baru }))
        .statusCode,
    ).toBe(200);
    const response = await post(t.app, api('/v2/lender/ekyc/user-verification'), identity, {
      token: baru,
    });
    expect(response.statusCode).toBe(200);
    expect(expectBody(VerifyIdentityResponse, response)).toEqual({
      code: 200,
      message: 'Verifikasi identitas berhasil',
      statusKyc: 'verified',
    });
    expect(await status(baru)).toMatchObject({
      status_ekyc: 1,
      step_order: 4,
      phone_verified: true,
    });
    const info = expectBody(
      GetLenderInfoResponse,
      await get(t.app, api('/v1/lender_info'), { token: baru }),
    );
    expect(info.data.user_status).toBe('pending');
    // The verified KTP identity records the tax residency: a resident, PPh 23 at 15 %.
    const tax = expectBody(
      GetLenderTaxResponse,
      await get(t.app, api('/v1/lender/tax'), { token: baru }),
    );
    expect(tax.data).toMatchObject({
      tax_kind: 'PPh23',
      tax_rate_bp: 1500,
      residency: { status: 'resident', treaty_country: null },
    });
    const recorded = await t.database.db
      .selectFrom('lender_tax_residency as r')
      .innerJoin('lenders as l', 'l.id', 'r.lender_id')
      .select('r.recorded_by')
      .where('l.username', '=', 'demo.baru')
      .executeTakeFirst();
    expect(recorded?.recorded_by).toBe('kyc');
    const again = await post(t.app, api('/v2/lender/ekyc/user-verification'), identity, {
      token: baru,
    });
    expect(expectBody(VerifyIdentityResponse, again).code).toBe(201);
  });

  it('refuses an unknown nik and a non-image selfie', async () => {
    const unknown = await post(
      t.app,
      api('/v2/lender/ekyc/user-verification'),
      { ...identity, nik: '3276049999990009' },
      { token: individu, lang: 'en' },
    );
    expect(expectBody(VerifyIdentityError, unknown).errorDetailsVerification).toContain(
      'The NIK is not in the population registry',
    );
    const notImage = await post(
      t.app,
      api('/v2/lender/ekyc/user-verification'),
      { ...identity, selfie: NOT_AN_IMAGE },
      { token: individu },
    );
    expect(notImage.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, notImage).errors).toEqual({
      selfie: ['Gambar gagal diproses!'],
    });
  });
});
