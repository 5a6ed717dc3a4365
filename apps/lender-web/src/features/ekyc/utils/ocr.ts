// KTP OCR (spec §5, §8): the nik is accepted only when it is exactly 16 characters, the birth date is
// padded to DD-MM-YYYY, rt/rw is split only when it has at least two parts; the result drives one of
// the OCR messages (shown for 5 s).
import { padDdMmYyyy } from '@pendana/design-system/formatters';
import type { MessageDescriptor } from 'react-intl';
import type { OcrResponse, OcrResult } from '@pendana/api-sdk';
import { ekycOcrMessages } from '../messages';

export const OCR_NIK_LENGTH = 16;
export const OCR_TOAST_MS = 5000;

export interface OcrFields {
  nik?: string;
  nama?: string;
  tempat_lahir?: string;
  tanggal_lahir?: string;
  provinsi?: string;
  kabupaten?: string;
  kecamatan?: string;
  kelurahan?: string;
  alamat?: string;
  rt?: string;
  rw?: string;
}

/** '1-2-1990' → '01-02-1990'; '17/08/1990' → '17-08-1990'; anything unreadable → undefined. */
export function padBirthDate(raw: string): string | undefined {
  // The design system's strict rule: a real calendar date ('31-02-1990' is not one).
  return (
    padDdMmYyyy(
      raw
        .trim()
        .split(/[-/.\s]+/)
        .join('-'),
    ) || undefined
  );
}

/** '001/002' → rt '001', rw '002'; fewer than two parts → nothing. */
export function splitRtRw(raw: string): { rt: string; rw: string } | undefined {
  const parts = raw
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 2) return undefined;
  return { rt: parts[0]!, rw: parts[1]! };
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The form fields an OCR reading fills; fields that fail their rule are left for the lender. */
export function fieldsFromOcr(result: OcrResult): OcrFields {
  const fields: OcrFields = {};
  const nik = result.nik?.trim() ?? '';
  if (nik.length === OCR_NIK_LENGTH) fields.nik = nik;
  const assign = (key: keyof OcrFields, value: string | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  assign('nama', text(result.nama));
  assign('tempat_lahir', text(result.tempat_lahir));
  assign('tanggal_lahir', result.tanggal_lahir ? padBirthDate(result.tanggal_lahir) : undefined);
  assign('provinsi', text(result.kode_provinsi));
  assign('kabupaten', text(result.kode_kota));
  assign('kecamatan', text(result.kecamatan));
  assign('kelurahan', text(result.kelurahan));
  assign('alamat', text(result.alamat));
  const rtRw = result.rt_rw ? splitRtRw(result.rt_rw) : undefined;
  if (rtRw) Object.assign(fields, rtRw);
  return fields;
}

export interface OcrOutcome {
  status: 'success' | 'error';
  message: MessageDescriptor;
  values?: { reason: string };
  fields: OcrFields;
}

/** The message and fields of an OCR answer; `null` answer = the image could not be processed. */
export function ocrOutcome(answer: OcrResponse | null): OcrOutcome {
  if (!answer) return { status: 'error', message: ekycOcrMessages.processingFailed, fields: {} };
  switch (answer.status) {
    case 'success':
      return {
        status: 'success',
        message: ekycOcrMessages.success,
        fields: fieldsFromOcr(answer.data),
      };
    case 'not_found':
      return { status: 'error', message: ekycOcrMessages.notFound, fields: {} };
    default:
      return {
        status: 'error',
        message: ekycOcrMessages.failed,
        values: { reason: answer.reason?.trim() || answer.message },
        fields: {},
      };
  }
}
