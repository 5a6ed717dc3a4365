// The people of the corporate wizard (spec §3): administrators, shareholders and contacts, each a
// list of rows in one form (`people.<index>.<field>`), text fields and the identity photos (files).
import type { CorporatePersonDetail, ShareholderDetail } from '@pendana/api-sdk';
import { ADDRESS_FIELDS } from '../../../capabilities/wizard';
import { asId, asText } from '../../../lib/master-options';
import type { CorporateSection } from './corporate-steps';
import { PERSON_PHOTO_FIELDS, type ShareholderValues } from './to-corporate-payloads';

export type PeopleSection = Exclude<CorporateSection, 'company'>;
export type PersonPhoto = (typeof PERSON_PHOTO_FIELDS)[number];
export type PersonRow = ShareholderValues & { id: string } & Record<PersonPhoto, File[]>;
export interface PeopleFormValues {
  people: PersonRow[];
}
export type SavedPerson = CorporatePersonDetail | ShareholderDetail;

const PERSON_FIELDS = [
  'id',
  'nama',
  'jenis_kelamin',
  'identitas',
  'tempat_lahir',
  'tanggal_lahir',
  'telepon',
  'agama',
  'pendidikan',
  'npwp',
  'jabatan',
  ...ADDRESS_FIELDS,
  'jenis_pemegang_saham',
  'nilai_saham',
  'lembar_saham',
] as const satisfies readonly (keyof PersonRow)[];

const PERSON_ID_FIELDS = [
  'jenis_kelamin',
  'agama',
  'pendidikan',
  'jabatan',
  'jenis_pemegang_saham',
] as const;

export const emptyPerson = (): PersonRow =>
  Object.fromEntries([
    ...PERSON_FIELDS.map((field) => [field, '']),
    ...PERSON_PHOTO_FIELDS.map((field) => [field, []]),
  ]) as unknown as PersonRow;

function fromServer(person: SavedPerson): PersonRow {
  const row = emptyPerson();
  const data = person as Partial<Record<keyof PersonRow, string | number | null>>;
  for (const field of PERSON_FIELDS) row[field] = asText(data[field]);
  for (const field of PERSON_ID_FIELDS) row[field] = asId(data[field]);
  row.telepon = person.no_telepon ? `0${person.no_telepon}` : '';
  return row;
}

/** The rows to start from: the draft's (over empty rows), else the saved people, else one empty. */
export function initialPeople(draft: Partial<PeopleFormValues>, saved: SavedPerson[]): PersonRow[] {
  const fromDraft = (draft.people ?? []).map((row) => ({ ...emptyPerson(), ...row }));
  if (fromDraft.length > 0) return fromDraft;
  if (saved.length > 0) return saved.map(fromServer);
  return [emptyPerson()];
}

/** Which photos each saved person (by row id) has stored already: need not be chosen again. */
export function savedPhotosById(
  saved: SavedPerson[],
): Record<string, Record<PersonPhoto, boolean> | undefined> {
  return Object.fromEntries(
    saved.map((person) => [
      String(person.id),
      Object.fromEntries(PERSON_PHOTO_FIELDS.map((photo) => [photo, Boolean(person[photo])])),
    ]),
  ) as Record<string, Record<PersonPhoto, boolean> | undefined>;
}
