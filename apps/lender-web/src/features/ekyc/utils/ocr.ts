// KTP OCR (spec §5, §8): the nik is accepted only when it is exactly 16 characters, the birth date is
// padded to DD-MM-YYYY, rt/rw is split only when it has at least two parts; the result drives one of
// the OCR messages (shown for TOAST_DURATION.OCR, 5 s, from the design system).
import { padDdMmYyyy } from '@pendana/design-system/formatters';
import type { MessageDescriptor } from 'react-intl';
import type { OcrResponse, OcrResult } from '@pendana/api-sdk';
import { ekycOcrMessages } from '../messages';

export const OCR_NIK_LENGTH = 16;

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

interface RegionOption {
  value: string;
  label: string;
}

/** The region lists of the pickers (the SDK's region calls), by the code of the level above. */
export interface RegionLookup {
  provinces(): Promise<readonly RegionOption[]>;
  cities(kodeProvinsi: string): Promise<readonly RegionOption[]>;
  districts(kodeKota: string): Promise<readonly RegionOption[]>;
  villages(kodeKecamatan: string): Promise<readonly RegionOption[]>;
}

/** 'Cipete  Selatan' and 'CIPETE-SELATAN' → 'CIPETE SELATAN'. */
const regionKey = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** The code of the option among `options` whose value (`byCode`) or name equals `wanted`; '' if none. */
async function pick(
  options: Promise<readonly RegionOption[]>,
  wanted: string | null | undefined,
  byCode: boolean,
): Promise<string> {
  const key = byCode ? (wanted?.trim() ?? '') : regionKey(wanted ?? '');
  if (key === '') return '';
  const found = (await options).find((o) => (byCode ? o.value : regionKey(o.label)) === key);
  return found?.value ?? '';
}

/**
 * The OCR gives the codes of the province and the city but the NAMES of the district and the village
 * (contract OcrResult, spec §3); the pickers hold codes. Each level is looked up in the list of the
 * level above; a level not found stays empty (and the levels under it), never a name. Unknown
 * province or unreachable lists: the pickers are left as they are.
 */
async function regionCodes(result: OcrResult, regions: RegionLookup): Promise<OcrFields> {
  try {
    const provinsi = await pick(regions.provinces(), result.kode_provinsi, true);
    if (!provinsi) return {};
    const kabupaten = await pick(regions.cities(provinsi), result.kode_kota, true);
    const kecamatan = kabupaten
      ? await pick(regions.districts(kabupaten), result.kecamatan, false)
      : '';
    const kelurahan = kecamatan
      ? await pick(regions.villages(kecamatan), result.kelurahan, false)
      : '';
    return { provinsi, kabupaten, kecamatan, kelurahan };
  } catch {
    return {};
  }
}

/** The form fields an OCR reading fills; fields that fail their rule are left for the lender. */
export async function fieldsFromOcr(result: OcrResult, regions: RegionLookup): Promise<OcrFields> {
  const fields: OcrFields = {};
  const nik = result.nik?.trim() ?? '';
  if (nik.length === OCR_NIK_LENGTH) fields.nik = nik;
  const assign = (key: keyof OcrFields, value: string | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  assign('nama', text(result.nama));
  assign('tempat_lahir', text(result.tempat_lahir));
  assign('tanggal_lahir', result.tanggal_lahir ? padBirthDate(result.tanggal_lahir) : undefined);
  assign('alamat', text(result.alamat));
  const rtRw = result.rt_rw ? splitRtRw(result.rt_rw) : undefined;
  if (rtRw) Object.assign(fields, rtRw);
  return { ...fields, ...(await regionCodes(result, regions)) };
}

export interface OcrOutcome {
  status: 'success' | 'error';
  message: MessageDescriptor;
  values?: { reason: string };
  fields: OcrFields;
}

/** The message and fields of an OCR answer; `null` answer = the image could not be processed. */
export async function ocrOutcome(
  answer: OcrResponse | null,
  regions: RegionLookup,
): Promise<OcrOutcome> {
  if (!answer) return { status: 'error', message: ekycOcrMessages.processingFailed, fields: {} };
  switch (answer.status) {
    case 'success':
      return {
        status: 'success',
        message: ekycOcrMessages.success,
        fields: await fieldsFromOcr(answer.data, regions),
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
