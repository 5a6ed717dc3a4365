// The zod schemas the server validates requests with enforce the spec's constraints.
import { describe, expect, it } from 'vitest';
import {
  CheckoutRequest,
  GetPrivyFundingAgreementParams,
  ListNewsQueryParams,
  RequestWithdrawalBody,
  SaveCorporateCompanyDataBody,
  SaveEkycPersonalDataBody,
  VerifyIdentityBody,
  operationSchemas,
} from '@pendana/api-sdk/zod';

const image = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

describe('request schemas', () => {
  it('coerce path and query values that arrive as strings', () => {
    expect(GetPrivyFundingAgreementParams.parse({ pendanaan_id: '301' })).toEqual({
      pendanaan_id: 301,
    });
    expect(ListNewsQueryParams.parse({ per_page: '9', page: '2' })).toEqual({
      per_page: 9,
      page: 2,
    });
    expect(GetPrivyFundingAgreementParams.safeParse({ pendanaan_id: 'abc' }).success).toBe(false);
  });

  it('eKYC personal data: nik 16 digits or empty, DD-MM-YYYY birth date, base64 images', () => {
    const valid = { nik: '3201234567890001', tanggal_lahir: '17-08-1990', ktp: image };
    expect(SaveEkycPersonalDataBody.safeParse(valid).success).toBe(true);
    expect(SaveEkycPersonalDataBody.safeParse({ nik: '' }).success).toBe(true);
    expect(SaveEkycPersonalDataBody.safeParse({ ...valid, nik: '320123456789000' }).success).toBe(
      false,
    );
    expect(
      SaveEkycPersonalDataBody.safeParse({ ...valid, tanggal_lahir: '1990-08-17' }).success,
    ).toBe(false);
    expect(
      SaveEkycPersonalDataBody.safeParse({ ...valid, ktp: 'https://x.test/ktp.jpg' }).success,
    ).toBe(false);
    expect(SaveEkycPersonalDataBody.safeParse({ tanggal_lahir: '17-08-1990' }).success).toBe(false);
  });

  it('identity check: dob is YYYY-MM-DD', () => {
    const body = {
      nik: '3201234567890001',
      name: 'Siti Aminah',
      dob: '1990-08-17',
      phone: '6281234567890',
      selfie: image,
      ktp: image,
    };
    expect(VerifyIdentityBody.safeParse(body).success).toBe(true);
    expect(VerifyIdentityBody.safeParse({ ...body, dob: '17-08-1990' }).success).toBe(false);
  });

  it('corporate amounts are digits only and dates DD-MM-YYYY', () => {
    const body = {
      nama: 'PT Berkah Amanah Sejahtera',
      npwp: '129876543210000',
      omset_tahun_terakhir: '1500000000',
      tanggal_akta_pendirian: '05-03-2015',
    };
    expect(SaveCorporateCompanyDataBody.safeParse(body).success).toBe(true);
    expect(
      SaveCorporateCompanyDataBody.safeParse({ ...body, omset_tahun_terakhir: '1.500.000.000' })
        .success,
    ).toBe(false);
    expect(
      SaveCorporateCompanyDataBody.safeParse({ ...body, tanggal_akta_pendirian: '2015-03-05' })
        .success,
    ).toBe(false);
  });

  it('checkout needs at least one package; a withdrawal a positive amount (the Rp 100.000 minimum is a 200 error)', () => {
    expect(CheckoutRequest.safeParse({ id_proyek: 17, paket: 0 }).success).toBe(false);
    expect(CheckoutRequest.safeParse({ id_proyek: 17, paket: 2 }).success).toBe(true);
    const withdrawal = { nominal: 100000, rekening: '7123456789', bank: '451', kode_alasan: '01' };
    expect(RequestWithdrawalBody.safeParse(withdrawal).success).toBe(true);
    // Below Rp 100.000 the server answers 200 {error} (spec §7/§8), so the schema lets it through.
    expect(RequestWithdrawalBody.safeParse({ ...withdrawal, nominal: 99999 }).success).toBe(true);
    expect(RequestWithdrawalBody.safeParse({ ...withdrawal, nominal: 0 }).success).toBe(false);
    expect(RequestWithdrawalBody.safeParse({ ...withdrawal, nominal: 1.5 }).success).toBe(false);
  });

  it('operationSchemas finds request and response schemas by operationId', () => {
    const login = operationSchemas('login');
    expect(
      login.body?.safeParse({ username: 'demo.individu', password: 'Pendana123!' }).success,
    ).toBe(true);
    expect(login.response).toBeDefined();
    const faq = operationSchemas('listFaqContents');
    expect(faq.params?.parse({ category_id: '1', group_id: '3' })).toEqual({
      category_id: 1,
      group_id: 3,
    });
    expect(operationSchemas('noSuchOperation')).toEqual({});
  });
});
