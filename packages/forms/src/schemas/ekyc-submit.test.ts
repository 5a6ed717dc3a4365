import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ekycSubmitCheckSchema } from './ekyc-submit';

// The contract (committed OpenAPI bundle), read as data: forms may not import the SDK.
const openapi = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../api-spec/generated/openapi.bundled.json'),
    'utf8',
  ),
) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
const contractFields = Object.keys(openapi.components.schemas.PersonalData?.properties ?? {});

const messages = (value: Record<string, unknown>, locale: 'id' | 'en' = 'id') => {
  const result = ekycSubmitCheckSchema(locale).safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('eKYC submit check — spec §5', () => {
  it('gives the six spec messages when everything is empty', () => {
    expect(messages({})).toEqual([
      'agama: Agama harap diisi',
      'ibu_kandung: Ibu kandung harap diisi',
      'status_pernikahan: Status pernikahan harap diisi',
      'kode_pos: Kode pos harap diisi',
      'rt: RT harap diisi',
      'rw: RW harap diisi',
    ]);
  });

  it('puts every message on a field of the contract (PersonalData)', () => {
    const fields = messages({}).map((line) => line.split(':')[0]);
    expect(fields).toHaveLength(6);
    for (const field of fields) expect(contractFields).toContain(field);
    expect(contractFields).toContain('is_passport');
  });

  it('does not require postal code, RT and RW for passport holders', () => {
    expect(
      messages({ is_passport: true, agama: 1, ibu_kandung: 'Siti', status_pernikahan: '' }),
    ).toEqual(['status_pernikahan: Status pernikahan harap diisi']);
  });

  it('passes when complete and speaks English', () => {
    const complete = {
      agama: '1',
      ibu_kandung: 'Siti',
      status_pernikahan: 2,
      kode_pos: '12345',
      rt: '001',
      rw: '002',
    };
    expect(messages(complete)).toEqual([]);
    expect(messages({ ...complete, rw: '' }, 'en')).toEqual(['rw: RW is required']);
  });

  it('still accepts the deprecated names (nama_ibu_kandung, status_kawin, isPassport)', () => {
    expect(
      messages({ isPassport: true, agama: 1, nama_ibu_kandung: 'Siti', status_kawin: '' }),
    ).toEqual(['status_kawin: Status pernikahan harap diisi']);
    expect(
      messages({ isPassport: true, agama: 1, nama_ibu_kandung: 'Siti', status_kawin: 1 }),
    ).toEqual([]);
  });
});
