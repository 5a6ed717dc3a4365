import { describe, expect, it } from 'vitest';
import {
  ddMmYyyyToIso,
  formatDate,
  formatDateTime,
  formatDdMmYyyy,
  formatMonth,
  formatMonthShort,
  normalizeDdMmYyyy,
  padDdMmYyyy,
  parseDdMmYyyy,
} from './date';

// Local-time dates so the tests do not depend on the machine's time zone.
const monday = new Date(2026, 0, 5, 14, 7, 9); // Monday 5 January 2026, 14:07:09
const sunday = new Date(2025, 7, 17, 9, 5, 0); // Sunday 17 August 2025, 09:05:00

describe("formatDate — spec §9 Indonesian 'dddd, D MMMM YYYY'; English 'dddd, MMMM D, YYYY'", () => {
  it.each([
    [monday, 'id', 'Senin, 5 Januari 2026'],
    [monday, 'en', 'Monday, January 5, 2026'],
    [sunday, 'id', 'Minggu, 17 Agustus 2025'],
    [sunday, 'en', 'Sunday, August 17, 2025'],
  ] as const)('%s in %s → %s', (date, locale, expected) => {
    expect(formatDate(date, locale)).toBe(expected);
  });

  it('accepts DD-MM-YYYY strings and ISO strings', () => {
    expect(formatDate('05-01-2026', 'id')).toBe('Senin, 5 Januari 2026');
    expect(formatDate('2026-01-05', 'en')).toBe('Monday, January 5, 2026');
  });

  it('gives an empty string for empty or invalid dates', () => {
    expect(formatDate('', 'id')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime — spec §9 "adds HH:mm:ss in Indonesian and hh:mm A in English"', () => {
  it.each([
    [monday, 'id', 'Senin, 5 Januari 2026 14:07:09'],
    [monday, 'en', 'Monday, January 5, 2026 02:07 PM'],
    [sunday, 'id', 'Minggu, 17 Agustus 2025 09:05:00'],
    [sunday, 'en', 'Sunday, August 17, 2025 09:05 AM'],
  ] as const)('%s in %s → %s', (date, locale, expected) => {
    expect(formatDateTime(date, locale)).toBe(expected);
  });

  it('is empty for a missing value', () => {
    expect(formatDateTime(undefined, 'id')).toBe('');
  });
});

describe('DD-MM-YYYY — spec §9 "Corporate and OCR dates use DD-MM-YYYY"', () => {
  it('formats a date', () => {
    expect(formatDdMmYyyy(monday)).toBe('05-01-2026');
    expect(formatDdMmYyyy('1990-12-31')).toBe('31-12-1990');
    expect(formatDdMmYyyy(null)).toBe('');
  });

  it.each([
    ['5-1-1990', '05-01-1990'],
    ['05/01/1990', '05-01-1990'],
    ['31.12.1999', '31-12-1999'],
    ['05-01-1990', '05-01-1990'],
    ['31-02-1990', ''],
    ['1990-01-05', ''],
    ['', ''],
  ])('pads the OCR birth date %s → %s (spec §5)', (input, expected) => {
    expect(padDdMmYyyy(input)).toBe(expected);
  });

  it('parses strictly', () => {
    expect(parseDdMmYyyy('05-01-2026')?.getFullYear()).toBe(2026);
    expect(parseDdMmYyyy('30-02-2026')).toBeNull();
    expect(parseDdMmYyyy(undefined)).toBeNull();
  });
});

describe('normalizeDdMmYyyy / ddMmYyyyToIso — one strict rule for every date the forms take', () => {
  it.each([
    ['1990-01-05', '05-01-1990'],
    ['1990-1-5', '05-01-1990'],
    ['5-1-1990', '05-01-1990'],
    ['05/01/1990', '05-01-1990'],
    ['29-02-2024', '29-02-2024'],
    ['31-02-1990', ''],
    ['29-02-2023', ''],
    ['1990-02-31', ''],
    ['1990-13-01', ''],
    ['kemarin', ''],
    [undefined, ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDdMmYyyy(input)).toBe(expected);
  });

  it.each([
    ['05-01-1990', '1990-01-05'],
    ['31-02-1990', ''],
    ['5-1-1990', ''],
    ['', ''],
  ])('to ISO %s → %s', (input, expected) => {
    expect(ddMmYyyyToIso(input)).toBe(expected);
  });
});

describe('formatMonth — a month in the language of the page', () => {
  it.each([
    ['2026-11', 'id', 'November 2026'],
    ['2025-08', 'id', 'Agustus 2025'],
    ['2025-08', 'en', 'August 2025'],
    ['2026-02-28', 'id', 'Februari 2026'],
    ['2026-01-31', 'en', 'January 2026'],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatMonth(value, locale)).toBe(expected);
  });

  it('is empty for nothing or an impossible month', () => {
    expect(formatMonth(null, 'id')).toBe('');
    expect(formatMonth('2026-13', 'id')).toBe('');
  });
});

describe('formatMonthShort — a month on a chart axis', () => {
  it.each([
    ['2025-08', 'id', 'Agt'],
    ['2025-08', 'en', 'Aug'],
    ['2026-05', 'id', 'Mei'],
    ['2026-12-01', 'en', 'Dec'],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatMonthShort(value, locale)).toBe(expected);
  });

  it('is empty for an impossible month', () => {
    expect(formatMonthShort('2026-13', 'en')).toBe('');
  });
});
