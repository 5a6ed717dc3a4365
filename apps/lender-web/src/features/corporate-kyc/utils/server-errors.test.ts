import { ApiError } from '@pendana/api-sdk';
import { describe, expect, it } from 'vitest';
import { applyServerErrors } from '@pendana/forms';
import { vi } from 'vitest';
import { toFormPath } from './server-errors';

describe('corporate server field errors → form paths', () => {
  it.each([
    ['admins[0][nama]', 'people.0.nama'],
    ['shareholders[2][lembar_saham]', 'people.2.lembar_saham'],
    ['contacts[1][no_telepon]', 'people.1.telepon'],
    ['contacts[1][kode_operator]', 'people.1.telepon'],
    ['tanggal_akta_pendirian', 'tanggal_akta_pendirian'],
  ])('%s → %s', (wire, path) => {
    expect(toFormPath(wire)).toBe(path);
  });

  it('keeps the first message per field and skips errors.message', () => {
    const error = new ApiError({
      status: 422,
      message: 'x',
      fieldErrors: {
        message: ['general'],
        'admins[0][no_telepon]': ['Nomor salah'],
        'admins[0][kode_operator]': ['Kode salah'],
        npwp: ['NPWP salah', 'dua'],
      },
    });
    const setError = vi.fn();
    expect(applyServerErrors(error, setError, { fieldMap: toFormPath }).applied).toEqual([
      'people.0.telepon',
      'npwp',
    ]);
    expect(setError.mock.calls.map(([path, { message }]) => [path, message])).toEqual([
      ['people.0.telepon', 'Nomor salah'],
      ['npwp', 'NPWP salah'],
    ]);
    expect(applyServerErrors(new Error('x'), vi.fn()).applied).toEqual([]);
  });
});
