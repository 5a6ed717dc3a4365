import { describe, expect, it } from 'vitest';
import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  apiErrorFromResponse,
  messageFromBody,
  throwIfBusinessError,
} from './api-error.ts';

describe('messageFromBody (spec §8 fallbacks)', () => {
  it.each([
    [
      'errors.message first',
      { message: 'Data tidak valid', errors: { message: ['NIK sudah terdaftar'], nik: ['x'] } },
      'NIK sudah terdaftar',
    ],
    ['errors.message as a string', { errors: { message: 'Gagal menyimpan' } }, 'Gagal menyimpan'],
    [
      'else the first message of the first field',
      {
        message: 'Data tidak valid',
        errors: { agama: ['Agama harap diisi'], rt: ['RT harap diisi'] },
      },
      'Agama harap diisi',
    ],
    ['else message', { message: 'Unauthenticated.' }, 'Unauthenticated.'],
    ['else the error field', { error: 'Dana Tidak Cukup' }, 'Dana Tidak Cukup'],
    ['else the default for an empty object', {}, 'Terjadi Kesalahan'],
    ['else the default for an HTML body', '<html>502</html>', 'Terjadi Kesalahan'],
    ['else the default for empty field lists', { errors: { nik: [] } }, 'Terjadi Kesalahan'],
  ])('%s', (_name, body, expected) => {
    expect(messageFromBody(body)).toBe(expected);
  });
});

describe('apiErrorFromResponse', () => {
  it('keeps status, field errors, the error field and the raw body', () => {
    const body = {
      message: 'Data tidak valid',
      errors: { email: ['Email Sudah Terdaftar'], nik: 'NIK harus 16 digit' },
    };
    const error = apiErrorFromResponse(422, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Email Sudah Terdaftar');
    expect(error.fieldErrors).toEqual({
      email: ['Email Sudah Terdaftar'],
      nik: ['NIK harus 16 digit'],
    });
    expect(error.fieldError('nik')).toBe('NIK harus 16 digit');
    expect(error.error).toBeUndefined();
    expect(error.raw).toBe(body);
  });
});

describe('throwIfBusinessError (200 with error)', () => {
  it('throws an ApiError carrying the error text', () => {
    let caught: unknown;
    try {
      throwIfBusinessError({ error: 'Penarikan minimum adalah Rp. 100.000,-' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toBe(200);
    expect((caught as ApiError).error).toBe('Penarikan minimum adalah Rp. 100.000,-');
    expect((caught as ApiError).message).toBe('Penarikan minimum adalah Rp. 100.000,-');
  });

  it('returns a success body unchanged', () => {
    const body = { success: 'Penarikan anda sedang diproses' };
    expect(throwIfBusinessError(body)).toBe(body);
  });

  it('uses the default message constant', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Terjadi Kesalahan');
  });
});
