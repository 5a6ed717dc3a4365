// Spec §9: "Date formats: Indonesian 'dddd, D MMMM YYYY'; English 'dddd, MMMM D, YYYY'. A datetime
// adds HH:mm:ss in Indonesian and hh:mm A in English. Corporate and OCR dates use DD-MM-YYYY."
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/id.js';

dayjs.extend(customParseFormat);

export type Locale = 'id' | 'en';
export type DateInput = Date | string | number | Dayjs;

export const DATE_FORMAT = { id: 'dddd, D MMMM YYYY', en: 'dddd, MMMM D, YYYY' } as const;
export const DATETIME_FORMAT = {
  id: 'dddd, D MMMM YYYY HH:mm:ss',
  en: 'dddd, MMMM D, YYYY hh:mm A',
} as const;
export const DD_MM_YYYY = 'DD-MM-YYYY';
export const MONTH_FORMAT = { id: 'MMMM YYYY', en: 'MMMM YYYY' } as const;

function toDayjs(value: DateInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed =
    typeof value === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(value)
      ? dayjs(value, DD_MM_YYYY, true)
      : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** 'Senin, 5 Januari 2026' (id) / 'Monday, January 5, 2026' (en); '' for an empty or invalid date. */
export function formatDate(value: DateInput | null | undefined, locale: Locale): string {
  const date = toDayjs(value);
  return date ? date.locale(locale).format(DATE_FORMAT[locale]) : '';
}

/** Date plus 'HH:mm:ss' (id) or 'hh:mm A' (en). */
export function formatDateTime(value: DateInput | null | undefined, locale: Locale): string {
  const date = toDayjs(value);
  return date ? date.locale(locale).format(DATETIME_FORMAT[locale]) : '';
}

/**
 * 'November 2026' in both languages' month names ('Agustus 2025' / 'August 2025'): a statement's or
 * a trend's month. Takes a date or a `YYYY-MM` month, read as a calendar month (no time zone shift).
 */
export function formatMonth(value: DateInput | null | undefined, locale: Locale): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)
      ? dayjs(value, 'YYYY-MM', true)
      : toDayjs(value);
  return date?.isValid() ? date.locale(locale).format(MONTH_FORMAT[locale]) : '';
}

/** A month's short name for a chart's axis ('Agt' / 'Aug'); takes what `formatMonth` takes. */
export function formatMonthShort(value: DateInput | null | undefined, locale: Locale): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)
      ? dayjs(value, 'YYYY-MM', true)
      : toDayjs(value);
  return date?.isValid() ? date.locale(locale).format('MMM') : '';
}

/** 'DD-MM-YYYY' (corporate and OCR dates). */
export function formatDdMmYyyy(value: DateInput | null | undefined): string {
  const date = toDayjs(value);
  return date ? date.format(DD_MM_YYYY) : '';
}

/**
 * Pads a loose day-month-year (OCR gives '5-1-1990' or '05/01/1990') to 'DD-MM-YYYY' (spec §5: "The
 * birth date is padded to DD-MM-YYYY"). Returns '' when it is not a real date.
 */
export function padDdMmYyyy(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(value);
  if (!match) return '';
  const [, d = '', m = '', y = ''] = match;
  const text = `${d.padStart(2, '0')}-${m.padStart(2, '0')}-${y}`;
  return dayjs(text, DD_MM_YYYY, true).isValid() ? text : '';
}

/** Parses 'DD-MM-YYYY' strictly; null when invalid (e.g. '31-02-2020'). */
export function parseDdMmYyyy(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = dayjs(value, DD_MM_YYYY, true);
  return date.isValid() ? date.toDate() : null;
}

const ISO_DATE = 'YYYY-MM-DD';

/**
 * Any date a form or the server gives ('YYYY-MM-DD', 'D-M-YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY') as
 * 'DD-MM-YYYY'; '' when it is not a real calendar date ('31-02-1990', '2023-02-29').
 */
export function normalizeDdMmYyyy(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(text)) {
    const [y = '', m = '', d = ''] = text.split('-');
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const date = dayjs(iso, ISO_DATE, true);
    return date.isValid() ? date.format(DD_MM_YYYY) : '';
  }
  return padDdMmYyyy(text);
}

/** 'DD-MM-YYYY' → 'YYYY-MM-DD' (strict, real calendar); '' when invalid. */
export function ddMmYyyyToIso(value: string | null | undefined): string {
  const date = value ? dayjs(value.trim(), DD_MM_YYYY, true) : null;
  return date?.isValid() ? date.format(ISO_DATE) : '';
}
