import {
  ErrorResponse,
  GetCorporateCompanyDataResponse,
  GetCorporateKycProgressResponse,
  GetCorporateKycStatusResponse,
  ListCorporateAdministratorsResponse,
  ListCorporateContactsResponse,
  ListCorporateShareholdersResponse,
  SaveCorporateAdministratorsResponse,
  SaveCorporateCompanyDataResponse,
  SaveCorporateContactsResponse,
  SaveCorporateShareholdersResponse,
  SendCorporateKycOtpResponse,
  ValidationErrorResponse,
  VerifyCorporateKycOtpResponse,
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
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['pt.amanah', 'pt.lain']) {
    const response = await post(t.app, api('/newAuth/register'), {
      username,
      email: `${username}@example.com`,
      password: 'Korporasi123',
      password_confirmation: 'Korporasi123',
      lender_type: 2,
    });
    expect(response.statusCode).toBe(201);
  }
  await t.database.db
    .updateTable('lenders')
    .set({ status: 'notfilled' })
    .where('username', 'in', ['pt.amanah', 'pt.lain'])
    .execute();
  token = await loginAs(t.app, 'pt.amanah', 'Korporasi123');
  other = await loginAs(t.app, 'pt.lain', 'Korporasi123');
});
afterAll(async () => {
  await t.close();
});

function postForm(
  url: string,
  form: ReturnType<typeof multipart>,
  auth = token,
  lang: 'id' | 'en' = 'id',
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const person = (
  prefix: string,
  i: number,
  nik: string,
  extra: Record<string, string | number> = {},
) => ({
  [`${prefix}[${i}][nama]`]: `Pengurus ${i + 1}`,
  [`${prefix}[${i}][jenis_identitas]`]: 1,
  [`${prefix}[${i}][identitas]`]: nik,
  [`${prefix}[${i}][jabatan]`]: 3,
  [`${prefix}[${i}][tanggal_lahir]`]: '01-02-1980',
  [`${prefix}[${i}][kode_operator]`]: '811',
  [`${prefix}[${i}][no_telepon]`]: '81122223333',
  ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`${prefix}[${i}][${k}]`, v])),
});

describe('corporate KYC wizard', () => {
  it('starts at step 1 and answers 403 to individual lenders', async () => {
    const status = expectBody(
      GetCorporateKycStatusResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/status'), { token }),
    );
    expect(status.data).toEqual({ status: 'notfilled', step_order: 1 });
    const individual = await loginAs(t.app, 'demo.individu');
    const refused = await get(t.app, api('/v1/lender_corporation/kyc/progress'), {
      token: individual,
      lang: 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(expectBody(ErrorResponse, refused).message).toBe('This is only for corporate lenders.');
    expect(
      (await get(t.app, api('/v1/lender_corporation/kyc/data_perusahaan'), { token })).statusCode,
    ).toBe(404);
  });

  it('saves the company (multipart, NPWP image and PDF statement, DD-MM-YYYY dates, digit amounts) → step 2', async () => {
    const bad = await postForm(
      '/v1/lender_corporation/kyc/data_perusahaan',
      multipart(
        {
          nama: 'PT Amanah Sejahtera',
          npwp: '012345678901234',
          tanggal_akta_pendirian: '30-02-2010',
        },
        {
          laporan_keuangan: {
            filename: 'lk.pdf',
            type: 'application/pdf',
            bytes: Buffer.from('not a pdf'),
          },
        },
      ),
    );
    expect(bad.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, bad).errors).toEqual({
      tanggal_akta_pendirian: ['Format tidak valid.'],
      laporan_keuangan: ['File harus berupa PDF atau gambar.'],
    });
    const form = multipart(
      {
        nama: 'PT Amanah Sejahtera',
        npwp: '012345678901234',
        no_akta_pendirian: '12',
        tanggal_akta_pendirian: '15-03-2010',
        telepon: '0217654321',
        alamat: 'Jl. Sudirman Kav. 1',
        provinsi: '31',
        kabupaten: '3171',
        bidang_pekerjaan: 5,
        rekening: '1234567890',
        bank: '451',
        nama_pemilik: 'PT Amanah Sejahtera',
        omset_tahun_terakhir: '1500000000',
        total_aset_tahun_terakhir: '3200000000',
      },
      {
        foto_npwp: { filename: 'npwp.png', type: 'image/png', bytes: PNG_BYTES },
        laporan_keuangan: { filename: 'lk.pdf', type: 'application/pdf', bytes: PDF },
      },
    );
    const response = await postForm('/v1/lender_corporation/kyc/data_perusahaan', form);
    expect(response.statusCode).toBe(200);
    const saved = expectBody(SaveCorporateCompanyDataResponse, response);
    expect(saved.step_order).toBe(2);
    expect(saved.progress).toMatchObject({
      corporation: 'complete',
      pengurus: 'incomplete',
      step_order: 2,
    });
    const { data } = expectBody(
      GetCorporateCompanyDataResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/data_perusahaan'), { token }),
    );
    expect(data).toMatchObject({
      nama: 'PT Amanah Sejahtera',
      tanggal_akta_pendirian: '15-03-2010',
      bidang_pekerjaan: 5,
      omset_tahun_terakhir: '1500000000',
    });
    expect(data.laporan_keuangan).toMatch(/\.pdf$/);
  });

  it('saves administrators as admins[i][field] with files; the first one is always jabatan 2', async () => {
    const form = multipart(
      { ...person('admins', 0, '3171010102800001'), ...person('admins', 1, '3171010102800002') },
      { 'admins[0][foto_ktp]': { filename: 'ktp.png', type: 'image/png', bytes: PNG_BYTES } },
    );
    const response = await postForm('/v1/lender_corporation/kyc/pengurus', form);
    expect(response.statusCode).toBe(200);
    expect(expectBody(SaveCorporateAdministratorsResponse, response).step_order).toBe(3);
    const { data } = expectBody(
      ListCorporateAdministratorsResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/pengurus'), { token }),
    );
    expect(data.map((admin) => [admin.nama, admin.jabatan])).toEqual([
      ['Pengurus 1', 2],
      ['Pengurus 2', 3],
    ]);
    expect(data[0]?.foto_ktp).toMatch(/\.png$/);
    expect(data[1]?.foto_ktp).toBeNull();

    // Update the first, drop the second.
    const update = multipart({
      ...person('admins', 0, '3171010102800001', {
        id: data[0]?.id ?? 0,
        nama: 'Direktur Utama Baru',
      }),
    });
    expectBody(
      SaveCorporateAdministratorsResponse,
      await postForm('/v1/lender_corporation/kyc/pengurus', update),
    );
    const after = expectBody(
      ListCorporateAdministratorsResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/pengurus'), { token }),
    );
    expect(after.data.map((admin) => [admin.id, admin.nama])).toEqual([
      [data[0]?.id, 'Direktur Utama Baru'],
    ]);
    expect(after.data[0]?.foto_ktp).toBe(data[0]?.foto_ktp);
  });

  it("refuses another lender's row id, a 15-digit identitas and a non-image file, changing nothing", async () => {
    const mine = expectBody(
      ListCorporateAdministratorsResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/pengurus'), { token }),
    );
    const id = mine.data[0]?.id ?? 0;
    const stolen = await postForm(
      '/v1/lender_corporation/kyc/pengurus',
      multipart(person('admins', 0, '3171010102800009', { id, nama: 'Penyusup' })),
      other,
    );
    expect(stolen.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, stolen).errors).toEqual({
      'admins[0][id]': ['Data tidak ditemukan.'],
    });
    const bad = await postForm(
      '/v1/lender_corporation/kyc/pengurus',
      multipart(person('admins', 0, '317101010280000'), {
        'admins[0][foto_npwp]': {
          filename: 'x.png',
          type: 'image/png',
          bytes: Buffer.from('nope'),
        },
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, bad).errors)).toContain(
      'admins[0][identitas]',
    );
    const unchanged = expectBody(
      ListCorporateAdministratorsResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/pengurus'), { token }),
    );
    expect(unchanged.data).toEqual(mine.data);
    expect(
      expectBody(
        ListCorporateAdministratorsResponse,
        await get(t.app, api('/v1/lender_corporation/kyc/pengurus'), { token: other }),
      ).data,
    ).toEqual([]);
  });

  it('saves shareholders (share fields required) and contacts → step 5', async () => {
    const missing = await postForm(
      '/v1/lender_corporation/kyc/pemegang_saham',
      multipart(person('shareholders', 0, '3171010102800003')),
    );
    expect(missing.statusCode).toBe(422);
    const shareholders = multipart({
      ...person('shareholders', 0, '3171010102800003', {
        jenis_pemegang_saham: 1,
        nilai_saham: '500000000',
        lembar_saham: '5000',
      }),
    });
    const saved = await postForm('/v1/lender_corporation/kyc/pemegang_saham', shareholders);
    expect(expectBody(SaveCorporateShareholdersResponse, saved).step_order).toBe(4);
    const list = expectBody(
      ListCorporateShareholdersResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/pemegang_saham'), { token }),
    );
    expect(list.data[0]).toMatchObject({
      nilai_saham: '500000000',
      lembar_saham: '5000',
      jenis_pemegang_saham: 1,
    });

    const contacts = await postForm(
      '/v1/lender_corporation/kyc/contacts',
      multipart(person('contacts', 0, '3171010102800004', { jabatan: 4 })),
      token,
      'en',
    );
    const body = expectBody(SaveCorporateContactsResponse, contacts);
    expect(body.message).toBe('Contacts saved');
    expect(body.progress).toEqual({
      corporation: 'complete',
      pengurus: 'complete',
      pemegang_saham: 'complete',
      contact: 'complete',
      step_order: 5,
    });
    expect(
      expectBody(
        ListCorporateContactsResponse,
        await get(t.app, api('/v1/lender_corporation/kyc/contacts'), { token }),
      ).data,
    ).toHaveLength(1);
    expect(
      expectBody(
        GetCorporateKycProgressResponse,
        await get(t.app, api('/v1/lender_corporation/kyc/progress'), { token }),
      ).data.step_order,
    ).toBe(5);
  });

  it('verifies the company phone (country code 62) and sends the account to review', async () => {
    const sent = await post(
      t.app,
      api('/v1/lender_corporation/kyc/send_otp'),
      { no_telp: '81398765432' },
      { token },
    );
    expect(expectBody(SendCorporateKycOtpResponse, sent).message).toBe(
      'Kode OTP telah dikirim ke +6281398765432',
    );
    const { data } = (await get(t.app, '/api/sandbox/outbox?recipient=%2B6281398765432').then((r) =>
      r.json(),
    )) as { data: Array<{ body: string }> };
    const code = /(\d{6})/.exec(data[0]?.body ?? '')?.[1] ?? '';
    const verified = await post(
      t.app,
      api('/v1/lender_corporation/kyc/verify_otp'),
      { no_otp: code },
      { token },
    );
    expect(expectBody(VerifyCorporateKycOtpResponse, verified).status).toBe('success');
    const status = expectBody(
      GetCorporateKycStatusResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/status'), { token }),
    );
    expect(status.data).toEqual({ status: 'pending', step_order: 5 });
  });
});
