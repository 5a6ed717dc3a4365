import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  base64ImageSchema,
  cardExpirySchema,
  ddMmYyyySchema,
  digitsOnlySchema,
  emailSchema,
  nikSchema,
  npwpSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  rtRwSchema,
} from './rules';
import { VALIDATION_MESSAGES, validationMessage } from './messages';

const issue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
};

describe('nik — spec §5 "exactly 16 characters"', () => {
  it.each([
    ['3174012345678901', null],
    ['317401234567890', 'NIK harus 16 digit'],
    ['31740123456789012', 'NIK harus 16 digit'],
    ['31740123456789AB', 'NIK harus 16 digit'],
  ])('%s → %s', (value, expected) => {
    expect(issue(nikSchema(), value)).toBe(expected);
  });
  it('speaks English when asked', () => {
    expect(issue(nikSchema('en'), '123')).toBe('NIK must be 16 digits');
    expect(issue(nikSchema('en'), undefined)).toBe('This field is required');
  });
});

describe('npwp', () => {
  it('accepts 15 or 16 digits with dots and dashes and returns digits', () => {
    expect(npwpSchema().parse('01.234.567.8-901.000')).toBe('012345678901000');
    expect(npwpSchema().parse('3174012345678901')).toBe('3174012345678901');
    expect(issue(npwpSchema(), '12.345')).toBe('NPWP harus 15 atau 16 digit');
  });
});

describe('phone with operator code', () => {
  it.each([
    ['081234567890', '081234567890'],
    ['+62 812-3456-7890', '081234567890'],
    ['6281234567890', '081234567890'],
  ])('%s → %s', (value, expected) => {
    expect(phoneSchema().parse(value)).toBe(expected);
  });
  it.each([['021345678'], ['0812'], ['08123456789012345'], ['080123456789']])(
    'rejects %s',
    (value) => {
      expect(issue(phoneSchema(), value)).toBe('Nomor HP tidak valid');
    },
  );
});

describe('DD-MM-YYYY — spec §9', () => {
  it.each([
    ['05-01-1990', null],
    ['29-02-2024', null],
    ['29-02-2023', 'Format tanggal DD-MM-YYYY'],
    ['1990-01-05', 'Format tanggal DD-MM-YYYY'],
    ['5-1-1990', 'Format tanggal DD-MM-YYYY'],
  ])('%s → %s', (value, expected) => {
    expect(issue(ddMmYyyySchema(), value)).toBe(expected);
  });
});

describe('digits only, RT/RW', () => {
  it('digits only', () => {
    expect(issue(digitsOnlySchema(), '12345')).toBeNull();
    expect(issue(digitsOnlySchema(), '12a45')).toBe('Hanya boleh angka');
  });
  it.each([
    ['1', null],
    ['001', null],
    ['0001', 'RT/RW maksimal 3 digit'],
    ['', 'RT/RW maksimal 3 digit'],
  ])('rt/rw %s → %s', (value, expected) => {
    expect(issue(rtRwSchema(), value)).toBe(expected);
  });
});

describe('base64 image — spec §5 "otherwise \'Gambar gagal diproses!\'"', () => {
  it.each([
    ['data:image/jpeg;base64,/9j/4AAQSkZJRg==', null],
    ['data:image/png;base64,iVBORw0KGgo=', null],
    ['https://example.com/ktp.jpg', 'Gambar gagal diproses!'],
    ['data:application/pdf;base64,JVBER', 'Gambar gagal diproses!'],
    [undefined, 'Gambar gagal diproses!'],
  ])('%s → %s', (value, expected) => {
    expect(issue(base64ImageSchema(), value)).toBe(expected);
  });
});

describe('card expiry — spec §5 MM/YYYY, expired when the end of that month is before now', () => {
  const now = () => new Date(2026, 10, 22);
  it.each([
    ['11/2026', null],
    ['10/2026', 'Kartu sudah kedaluwarsa'],
    ['13/2026', 'Format masa berlaku MM/YYYY'],
    ['1/2027', 'Format masa berlaku MM/YYYY'],
  ])('%s → %s', (value, expected) => {
    expect(issue(cardExpirySchema('id', now), value)).toBe(expected);
  });
});

describe('email, password, required text', () => {
  it('email', () => {
    expect(issue(emailSchema(), 'budi@example.com')).toBeNull();
    expect(issue(emailSchema(), 'budi@')).toBe('Email tidak valid');
    expect(issue(emailSchema('en'), '')).toBe('This field is required');
  });
  it('password: at least 8 characters with a letter and a digit', () => {
    expect(issue(passwordSchema(), 'Pendana123!')).toBeNull();
    expect(issue(passwordSchema(), 'abc123')).toBe(
      'Kata sandi minimal 8 karakter dengan huruf dan angka',
    );
    expect(issue(passwordSchema(), 'abcdefgh')).toBe(
      'Kata sandi minimal 8 karakter dengan huruf dan angka',
    );
    expect(issue(passwordSchema(), '12345678')).toBe(
      'Kata sandi minimal 8 karakter dengan huruf dan angka',
    );
  });
  it('required text keeps the given message', () => {
    expect(issue(requiredText('Agama harap diisi'), '  ')).toBe('Agama harap diisi');
    expect(issue(requiredText('Agama harap diisi'), 'Islam')).toBeNull();
  });
});

describe('messages', () => {
  it('has an English translation for every Indonesian message', () => {
    expect(Object.keys(VALIDATION_MESSAGES.en).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES.id).sort(),
    );
    expect(validationMessage('livenessRequired')).toBe('Mohon melakukan test liveness');
    expect(validationMessage('otpInvalid', 'id')).toBe('Kode OTP yg kamu masukan salah!');
  });
});
