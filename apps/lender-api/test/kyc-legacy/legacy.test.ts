import {
  ErrorResponse,
  GetEkycPhotosResponse,
  GetLegacyKycEducationResponse,
  GetLegacyKycHeirResponse,
  SendLegacyKycOtpResponse,
  VerifyLegacyKycOtpResponse,
  GetLegacyKycPersonalDataResponse,
  GetLegacyKycPhotosResponse,
  GetLegacyKycStatusResponse,
  SaveLegacyKycEducationResponse,
  SaveLegacyKycHeirResponse,
  SaveLegacyKycPersonalDataResponse,
  SubmitLegacyKycEducationFormResponse,
  SubmitLegacyKycPersonalFormResponse,
  UploadEkycPhotosResponse,
  UploadLegacyKycPhotosResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_BYTES,
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  multipart,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // An account from before the eKYC: the older flow is its KYC (is_new_lender_ekyc false).
  await t.database.db
    .updateTable('lenders')
    .set({ is_new_lender_ekyc: false })
    .where('username', '=', 'demo.baru')
    .execute();
  token = await loginAs(t.app, 'demo.baru');
});
afterAll(async () => {
  await t.close();
});

function postMultipart(
  url: string,
  form: ReturnType<typeof multipart>,
  lang: 'id' | 'en' = 'id',
  auth = token,
) {
  return t.app.inject({
    method: 'POST',
    url: api(url),
    headers: {
      'content-type': form.contentType,
      authorization: `Bearer ${auth}`,
      'request-access': auth,
      'x-lang': lang,
    },
    payload: form.payload,
  });
}

const personalFields = {
  nik: '5171016512910008',
  nama: 'Dewi Lestari',
  tempat_lahir: 'Bandung',
  tanggal_lahir: '21-02-1992',
  agama: 1,
  jenis_kelamin: 2,
  ibu_kandung: 'Rahmawati',
  status_pernikahan: 1,
  alamat: 'Jl. Dago No. 5',
  provinsi: '32',
  kabupaten: '3273',
  kecamatan: '327301',
  kelurahan: '3273011001',
  kode_pos: '40115',
  rt: '1',
  rw: '2',
  is_passport: 'false',
};

describe('older KYC flow', () => {
  it('starts at step 1 with the account status', async () => {
    const { data } = expectBody(
      GetLegacyKycStatusResponse,
      await get(t.app, api('/v1/lender/kyc/status'), { token }),
    );
    expect(data).toEqual({
      profile: 'incomplete',
      education: 'incomplete',
      inheritance: 'incomplete',
      step_order: 1,
      user_status: 'notfilled',
    });
  });

  it('refuses a first form whose ID photo is not an image, and saves nothing', async () => {
    const form = multipart(personalFields, {
      foto_ktp: { filename: 'ktp.jpg', type: 'image/jpeg', bytes: Buffer.from('plain text') },
    });
    const response = await postMultipart('/v1/lender/kyc/form/data_diri', form);
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors).toEqual({
      foto_ktp: ['Gambar gagal diproses!'],
    });
    expect(
      expectBody(
        GetLegacyKycPersonalDataResponse,
        await get(t.app, api('/v1/lender/kyc/data_diri'), { token }),
      ).data,
    ).toEqual({ nik: '' });
  });

  it('takes the first multipart form (fields converted, ID photo stored) → step 2', async () => {
    const form = multipart(personalFields, {
      foto_ktp: { filename: 'ktp.png', type: 'image/png', bytes: PNG_BYTES },
    });
    const response = await postMultipart('/v1/lender/kyc/form/data_diri', form);
    expect(response.statusCode).toBe(200);
    expect(expectBody(SubmitLegacyKycPersonalFormResponse, response).step_order).toBe(2);
    const { data } = expectBody(
      GetLegacyKycPersonalDataResponse,
      await get(t.app, api('/v1/lender/kyc/data_diri'), { token }),
    );
    expect(data).toMatchObject({
      nik: '5171016512910008',
      agama: 1,
      status_pernikahan: 1,
      tanggal_lahir: '21-02-1992',
      is_passport: false,
    });
    const photos = expectBody(
      GetLegacyKycPhotosResponse,
      await get(t.app, api('/v1/lender/kyc/data_diri/foto'), { token }),
    );
    expect(photos.data.foto_ktp).toMatch(/\/ktp-[0-9a-f]+\.png$/);
    expect(photos.data.profile).toBeNull();
  });

  it('takes the second multipart form and the heir → step 4', async () => {
    const form = multipart(
      {
        pendidikan: 5,
        pekerjaan: 5,
        estimasi_penghasilan: 2,
        sumber_penghasilan: 2,
        npwp: '123456789012345',
        rekening: '0012345678',
        bank: '014',
        nama_pemilik: 'Dewi Lestari',
      },
      { foto_npwp: { filename: 'npwp.png', type: 'image/png', bytes: PNG_BYTES } },
    );
    const response = await postMultipart('/v1/lender/kyc/form/pendidikan', form, 'en');
    expect(response.statusCode).toBe(200);
    expect(expectBody(SubmitLegacyKycEducationFormResponse, response)).toEqual({
      message: 'Education and work data saved',
      step_order: 3,
    });
    const education = expectBody(
      GetLegacyKycEducationResponse,
      await get(t.app, api('/v1/lender/kyc/pendidikan'), { token }),
    );
    expect(education.data).toMatchObject({ pendidikan: 5, bank: '014', npwp: '123456789012345' });
    const heir = await post(
      t.app,
      api('/v1/lender/kyc/ahli_waris'),
      {
        ahli_waris: 'Rahmawati',
        nik: '3273014506650001',
        hubungan: 4,
        telp: '81322223333',
        kode_operator: '813',
        alamat: 'Jl. Dago No. 5',
      },
      { token },
    );
    expect(expectBody(SaveLegacyKycHeirResponse, heir).step_order).toBe(4);
    const { data } = expectBody(
      GetLegacyKycStatusResponse,
      await get(t.app, api('/v1/lender/kyc/status'), { token }),
    );
    expect(data).toMatchObject({
      profile: 'complete',
      education: 'complete',
      inheritance: 'complete',
      step_order: 4,
    });
  });

  it('reads the heir back and verifies the phone by OTP (sandbox SMS)', async () => {
    const heir = expectBody(
      GetLegacyKycHeirResponse,
      await get(t.app, api('/v1/lender/kyc/ahli_waris'), { token }),
    );
    expect(heir.data).toMatchObject({ ahli_waris: 'Rahmawati', hubungan: 4, kode_operator: '813' });
    const sent = await post(
      t.app,
      api('/v1/lender/kyc/send_otp'),
      { no_telp: '87712345678', kode_operator: '877', kode_negara: '62' },
      { token, lang: 'en' },
    );
    expect(expectBody(SendLegacyKycOtpResponse, sent).message).toBe(
      'The OTP code has been sent to +6287712345678',
    );
    const outbox = (await get(t.app, '/api/sandbox/outbox?recipient=%2B6287712345678').then((r) =>
      r.json(),
    )) as {
      data: Array<{ body: string }>;
    };
    const code = /(\d{6})/.exec(outbox.data[0]?.body ?? '')?.[1] ?? '';
    const verified = await post(
      t.app,
      api('/v1/lender/kyc/verify_otp'),
      { no_otp: code },
      { token },
    );
    expect(expectBody(VerifyLegacyKycOtpResponse, verified)).toEqual({
      status: 'success',
      message: 'Nomor telepon berhasil diverifikasi',
    });
    // The older flow has no finalise call: the verified phone sends the complete KYC to review.
    const info = await get(t.app, api('/v1/lender_info'), { token }).then((r) => r.json());
    expect((info as { data: { user_status: string } }).data.user_status).toBe('pending');
  });

  it('answers 403 to a corporate lender', async () => {
    const corporate = await loginAs(t.app, 'demo.korporasi');
    const response = await get(t.app, api('/v1/lender/kyc/status'), { token: corporate });
    expect(response.statusCode).toBe(403);
    expect(expectBody(ErrorResponse, response).message).toBe(
      'Fitur ini hanya untuk pemberi dana perorangan.',
    );
  });
});

describe('photo uploads (multipart)', () => {
  it('stores selfie photos for both flows', async () => {
    const form = multipart(
      {},
      {
        profile: { filename: 'selfie.png', type: 'image/png', bytes: PNG_BYTES },
        profile_ktp: { filename: 'selfie-ktp.png', type: 'image/png', bytes: PNG_BYTES },
      },
    );
    const legacy = await postMultipart('/v1/lender/kyc/data_diri/foto', form);
    expect(legacy.statusCode).toBe(200);
    expect(expectBody(UploadLegacyKycPhotosResponse, legacy).data.profile).toMatch(
      /\/profile-[0-9a-f]+\.png$/,
    );
    const ekyc = await postMultipart(
      '/v1/lender/ekyc/data_diri/foto',
      multipart({}, { profile: { filename: 's.png', type: 'image/png', bytes: PNG_BYTES } }),
    );
    const saved = expectBody(UploadEkycPhotosResponse, ekyc);
    expect(saved.message).toBe('Foto berhasil diunggah');
    const photos = expectBody(
      GetEkycPhotosResponse,
      await get(t.app, api('/v1/lender/ekyc/data_diri/foto'), { token }),
    );
    expect(photos.data).toEqual(saved.data);
    expect(Object.values(photos.data).every((url) => url !== null)).toBe(true);
  });

  it('refuses no file, a non-image, a 6 MB file and a JSON body', async () => {
    const none = await postMultipart('/v1/lender/kyc/data_diri/foto', multipart({ note: 'x' }));
    expect(none.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, none).errors.ktp).toEqual(['Wajib diisi.']);
    const pdf = await postMultipart(
      '/v1/lender/kyc/data_diri/foto',
      multipart(
        {},
        {
          ktp: {
            filename: 'ktp.png',
            type: 'image/png',
            bytes: Buffer.from('%PDF-1.7 not an image'),
          },
        },
      ),
      'en',
    );
    expect(expectBody(ValidationErrorResponse, pdf).errors).toEqual({
      ktp: ['The image could not be processed!'],
    });
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    PNG_BYTES.copy(big);
    const tooLarge = await postMultipart(
      '/v1/lender/kyc/data_diri/foto',
      multipart({}, { ktp: { filename: 'big.png', type: 'image/png', bytes: big } }),
      'en',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(expectBody(ErrorResponse, tooLarge).message).toBe('The request is too large.');
    const json = await post(t.app, api('/v1/lender/kyc/data_diri/foto'), { ktp: 'x' }, { token });
    expect(json.statusCode).toBe(415);
    expectBody(ErrorResponse, json);
  });
});

describe('older KYC flow, JSON saves (the photos posted separately)', () => {
  it('saves personal data without photos (step 2), then education and work (step 3), in X-LANG', async () => {
    await t.database.db
      .updateTable('lenders')
      .set({ is_new_lender_ekyc: false })
      .where('username', '=', 'demo.setengah')
      .execute();
    const other = await loginAs(t.app, 'demo.setengah');
    const personal = await post(
      t.app,
      api('/v1/lender/kyc/data_diri'),
      {
        nik: '3273015708900003',
        nama: 'Rina Kartika',
        tempat_lahir: 'Bandung',
        tanggal_lahir: '17-08-1990',
        agama: 1,
        jenis_kelamin: 2,
        ibu_kandung: 'Sulastri',
        status_pernikahan: 2,
        alamat: 'Jl. Cihampelas No. 9',
        provinsi: '32',
        kabupaten: '3273',
        kecamatan: '327301',
        kelurahan: '3273011001',
        kode_pos: '40115',
        rt: '004',
        rw: '006',
        is_passport: false,
      },
      { token: other },
    );
    expect(personal.statusCode).toBe(200);
    expect(expectBody(SaveLegacyKycPersonalDataResponse, personal).step_order).toBe(2);
    expect(
      expectBody(
        GetLegacyKycPersonalDataResponse,
        await get(t.app, api('/v1/lender/kyc/data_diri'), { token: other }),
      ).data,
    ).toMatchObject({ nik: '3273015708900003', nama: 'Rina Kartika', tanggal_lahir: '17-08-1990' });

    const education = await post(
      t.app,
      api('/v1/lender/kyc/pendidikan'),
      {
        pendidikan: 5,
        pekerjaan: 2,
        bidang_pekerjaan: 8,
        lama_kerja: 3,
        estimasi_penghasilan: 3,
        sumber_penghasilan: 1,
        npwp: '',
        rekening: '7123456780',
        bank: '451',
        nama_pemilik: 'Rina Kartika',
      },
      { token: other, lang: 'en' },
    );
    expect(education.statusCode).toBe(200);
    expect(expectBody(SaveLegacyKycEducationResponse, education)).toEqual({
      message: 'Education and work data saved',
      step_order: 3,
    });
    expect(
      expectBody(
        GetLegacyKycEducationResponse,
        await get(t.app, api('/v1/lender/kyc/pendidikan'), { token: other }),
      ).data,
    ).toMatchObject({ pendidikan: 5, bank: '451', rekening: '7123456780' });
  });
});
