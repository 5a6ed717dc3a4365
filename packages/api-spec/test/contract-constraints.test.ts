// Constraints the spec names (§3, §5, §8, §9), checked on the bundled schemas.
import { describe, expect, it } from 'vitest';
import { loadBundle, operations } from './load-bundle.ts';

const bundle = loadBundle();
const schemas = bundle.components.schemas as Record<string, Record<string, unknown>>;
const matches = (name: string, value: string) =>
  new RegExp(String(schemas[name]?.pattern)).test(value);
const byId = new Map(operations(bundle).map((o) => [o.op.operationId, o.op]));

describe('value constraints', () => {
  it('nik is exactly 16 digits', () => {
    expect(matches('Nik', '3201234567890001')).toBe(true);
    expect(matches('Nik', '320123456789000')).toBe(false);
    expect(matches('Nik', '32012345678900012')).toBe(false);
    expect(matches('Nik', '32012345678900a1')).toBe(false);
  });

  it('dates of the corporate and personal forms are DD-MM-YYYY', () => {
    expect(matches('DateDmy', '17-08-1990')).toBe(true);
    expect(matches('DateDmy', '1990-08-17')).toBe(false);
    expect(matches('DateDmy', '32-01-2020')).toBe(false);
  });

  it('dob of the identity check is YYYY-MM-DD', () => {
    const dob = (
      schemas.IdentityVerificationRequest?.properties as Record<
        string,
        { format?: string; pattern?: string }
      >
    ).dob;
    expect(dob?.format).toBe('date');
    expect(new RegExp(String(dob?.pattern)).test('1990-08-17')).toBe(true);
    expect(new RegExp(String(dob?.pattern)).test('17-08-1990')).toBe(false);
  });

  it('corporate amounts are digits only', () => {
    expect(matches('DigitsAmount', '1500000000')).toBe(true);
    expect(matches('DigitsAmount', '1.500.000.000')).toBe(false);
  });

  it('images are base64 data URLs', () => {
    expect(matches('Base64Image', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==')).toBe(true);
    expect(matches('Base64Image', 'https://example.com/ktp.jpg')).toBe(false);
    expect(matches('Base64Image', 'data:application/pdf;base64,JVBERi0=')).toBe(false);
  });

  it('transaction status numbers are BARU 1, MENUNGGU 2, BERHASIL 3, GAGAL 4, BATAL 8', () => {
    expect(schemas.TransactionStatus?.enum).toEqual([1, 2, 3, 4, 8]);
    expect(schemas.TransactionStatus?.['x-enum-varnames']).toEqual([
      'BARU',
      'MENUNGGU',
      'BERHASIL',
      'GAGAL',
      'BATAL',
    ]);
  });

  it('signing statuses: Completed (first provider) and COMPLETED (second provider)', () => {
    expect(schemas.PrivyDocumentStatus?.enum).toContain('Completed');
    expect(schemas.VidaSignEnvelopeStatus?.enum).toContain('COMPLETED');
  });
});

describe('wire shapes', () => {
  it('corporate people are posted as admins[i], shareholders[i], contacts[i] multipart arrays', () => {
    for (const [operationId, field] of [
      ['saveCorporateAdministrators', 'admins'],
      ['saveCorporateShareholders', 'shareholders'],
      ['saveCorporateContacts', 'contacts'],
    ] as const) {
      const content = byId.get(operationId)?.requestBody?.content ?? {};
      expect(Object.keys(content)).toEqual(['multipart/form-data']);
      const ref =
        (content['multipart/form-data']?.schema as { $ref: string }).$ref.split('/').pop() ?? '';
      const props = schemas[ref]?.properties as Record<string, { type?: string }>;
      expect(props[field]?.type).toBe('array');
    }
  });

  it('OCR posts the file ktp_file as multipart', () => {
    const content = byId.get('scanIdCard')?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(schemas.OcrUpload?.required).toEqual(['ktp_file']);
  });

  it('agreement and certificate downloads are binary PDFs', () => {
    for (const operationId of ['downloadFundingAgreement', 'getCertificate']) {
      const ok = byId.get(operationId)?.responses?.['200']?.content ?? {};
      expect(Object.keys(ok)).toEqual(['application/pdf']);
      expect(ok['application/pdf']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('the calls whose error field the web reads answer 200 with success or error', () => {
    for (const operationId of [
      'requestWithdrawal',
      'checkoutProject',
      'addFunds',
      'takeFunds',
      'verifyPassword',
    ]) {
      const schema = byId.get(operationId)?.responses?.['200']?.content?.['application/json']
        ?.schema as { $ref: string };
      const name = schema.$ref.split('/').pop() ?? '';
      expect(Object.keys((schemas[name]?.properties as object) ?? {})).toEqual(
        expect.arrayContaining(['success', 'error']),
      );
    }
  });

  it('read-style POSTs that read data are marked as queries, changes are not', () => {
    const flagged = (id: string) =>
      (byId.get(id) as { 'x-query'?: boolean } | undefined)?.['x-query'];
    for (const id of [
      'listProjects',
      'getProjectDetail',
      'getPortfolio',
      'listNews',
      'listManagedFundings',
      'getTermCondition',
    ]) {
      expect(flagged(id)).toBe(true);
    }
    for (const id of [
      'checkoutProject',
      'requestWithdrawal',
      'addFunds',
      'takeFunds',
      'verifyPassword',
      'deleteCard',
    ]) {
      expect(flagged(id)).toBeUndefined();
    }
  });
});
