import { describe, expect, it, vi } from 'vitest';
import {
  applyServerErrors,
  serverErrorMessage,
  serverFieldErrors,
  toFieldPath,
} from './server-errors';

describe('serverErrorMessage — spec §8 "errors.message; otherwise the first message of the first field in errors; otherwise \'Terjadi Kesalahan\'"', () => {
  it.each([
    [
      { fieldErrors: { message: ['NIK sudah digunakan'], nik: ['x'] }, message: 'm' },
      'NIK sudah digunakan',
    ],
    [
      {
        fieldErrors: {
          email: ['Email Sudah Terdaftar', 'b'],
          username: ['Username Sudah Terdaftar'],
        },
        message: 'The given data was invalid.',
      },
      'Email Sudah Terdaftar',
    ],
    [{ errors: { username: 'Username Sudah Terdaftar' } }, 'Username Sudah Terdaftar'],
    [{ message: 'Unauthenticated.' }, 'Unauthenticated.'],
    [{ error: 'Dana tidak cukup' }, 'Dana tidak cukup'],
    [{ message: '', fieldErrors: {} }, 'errors.generic'],
    [null, 'errors.generic'],
    ['boom', 'errors.generic'],
  ])('%j → %s', (error, expected) => {
    expect(serverErrorMessage(error)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(serverErrorMessage({}, 'Something went wrong')).toBe('Something went wrong');
  });
});

describe('field paths', () => {
  it.each([
    ['admins[0][nama]', 'admins.0.nama'],
    ['admins.1.nik', 'admins.1.nik'],
    ['email', 'email'],
  ])('%s → %s', (wire, path) => {
    expect(toFieldPath(wire)).toBe(path);
  });

  it('reads the first message of each field, skipping message', () => {
    expect(
      serverFieldErrors({ fieldErrors: { message: ['general'], nik: ['a', 'b'], rt: [] } }),
    ).toEqual({ nik: 'a' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('applyServerErrors', () => {
  it('sets each field message, focuses the first and returns the catalogue message', () => {
    const setError = vi.fn();
    const result = applyServerErrors(
      {
        status: 422,
        message: 'The given data was invalid.',
        fieldErrors: { username: ['Username Sudah Terdaftar'], email: ['Email Sudah Terdaftar'] },
      },
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['username', { type: 'server', message: 'Username Sudah Terdaftar' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Email Sudah Terdaftar' }, { shouldFocus: false }],
    ]);
    expect(result).toEqual({
      message: 'Username Sudah Terdaftar',
      applied: ['username', 'email'],
      unmatched: [],
    });
  });

  it('maps wire names and reports fields the form does not have', () => {
    const setError = vi.fn();
    const result = applyServerErrors<{ birthDate: string; nik: string }>(
      { fieldErrors: { tgl_lahir: ['Tanggal lahir salah'], kota: ['Kota harap diisi'] } },
      setError,
      { fieldMap: { tgl_lahir: 'birthDate' }, fields: ['birthDate', 'nik'] },
    );
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith(
      'birthDate',
      { type: 'server', message: 'Tanggal lahir salah' },
      { shouldFocus: true },
    );
    expect(result.unmatched).toEqual(['kota']);
    expect(result.message).toBe('Tanggal lahir salah');
  });

  it('maps wire names with a function; the first message of a shared path wins', () => {
    const setError = vi.fn();
    const result = applyServerErrors(
      {
        fieldErrors: {
          'admins[0][no_telepon]': ['Nomor salah'],
          'admins[0][kode_operator]': ['Kode salah'],
        },
      },
      setError,
      { fieldMap: (wire) => wire.replace(/^admins\[(\d+)\]\[\w+\]$/, 'people.$1.telepon') },
    );
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith(
      'people.0.telepon',
      { type: 'server', message: 'Nomor salah' },
      { shouldFocus: true },
    );
    expect(result.applied).toEqual(['people.0.telepon']);
  });

  it('only returns the message when there are no field errors', () => {
    const setError = vi.fn();
    expect(applyServerErrors({ status: 0, message: '' }, setError).message).toBe('errors.generic');
    expect(setError).not.toHaveBeenCalled();
  });
});
