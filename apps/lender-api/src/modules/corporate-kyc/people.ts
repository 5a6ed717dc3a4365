import type { AppContext } from '../../context.ts';
import type { CorporateRole, Lender } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';
import { checkOptions, checkRegions, parseDmyDate } from '../ekyc/index.ts';
import { dmy } from '../ekyc/index.ts';
import { checkFile, fileUrl, storeFile, type CheckedFile } from './files.ts';

export interface PersonInput {
  id?: number | undefined;
  nama: string;
  jenis_kelamin?: number | undefined;
  jenis_identitas: 1;
  identitas: string;
  tempat_lahir?: string | undefined;
  tanggal_lahir?: string | undefined;
  kode_operator?: string | undefined;
  no_telepon?: string | undefined;
  agama?: number | undefined;
  pendidikan?: number | undefined;
  npwp?: string | undefined;
  jabatan: number;
  alamat?: string | undefined;
  provinsi?: string | undefined;
  kabupaten?: string | undefined;
  kecamatan?: string | undefined;
  kelurahan?: string | undefined;
  kode_pos?: string | undefined;
  jenis_pemegang_saham?: number | undefined;
  nilai_saham?: string | undefined;
  lembar_saham?: string | undefined;
  foto_ktp?: Blob | undefined;
  foto_npwp?: Blob | undefined;
  foto_profile?: Blob | undefined;
  foto_profile_ktp?: Blob | undefined;
}

const PHOTO_FIELDS = ['foto_ktp', 'foto_npwp', 'foto_profile', 'foto_profile_ktp'] as const;
type PhotoField = (typeof PHOTO_FIELDS)[number];

/** The multipart list name of each role (`admins[i][field]`, …). */
export const LIST_NAME: Record<CorporateRole, string> = {
  admin: 'admins',
  shareholder: 'shareholders',
  contact: 'contacts',
};

/** Fields sent as numbers inside the multipart lists. */
export const PERSON_INT_FIELDS = [
  'id',
  'jenis_kelamin',
  'jenis_identitas',
  'agama',
  'pendidikan',
  'jabatan',
  'jenis_pemegang_saham',
] as const;

/**
 * Replaces the people of one role with the posted list: rows with an `id` (which must be one of this
 * lender's rows of this role) are updated, rows without are added, rows not posted are removed.
 * The first administrator's position (jabatan) is always 2 (spec §9). Nothing is written unless every
 * row is valid.
 */
export async function savePeople(
  ctx: AppContext,
  lender: Lender,
  role: CorporateRole,
  people: PersonInput[],
): Promise<void> {
  const list = LIST_NAME[role];
  const { db } = ctx.database;
  const existing = await db
    .selectFrom('corporate_people')
    .selectAll()
    .where('lender_id', '=', lender.id)
    .where('role', '=', role)
    .execute();
  const byId = new Map(existing.map((row) => [row.id, row]));
  const fields: FieldMessages = {};
  const files: Array<Partial<Record<PhotoField, CheckedFile>>> = [];
  const birthDates: Array<string | null> = [];
  for (const [index, person] of people.entries()) {
    const at = (field: string) => `${list}[${index}][${field}]`;
    if (person.id !== undefined && !byId.has(person.id))
      (fields[at('id')] ??= []).push({ key: 'corporate.unknownRow' });
    let birth: string | null = null;
    if (person.tanggal_lahir) {
      birth = parseDmyDate(person.tanggal_lahir, ctx.clock.now());
      if (!birth) (fields[at('tanggal_lahir')] ??= []).push({ key: 'ekyc.birthDateInvalid' });
    }
    birthDates.push(birth);
    if (
      person.no_telepon &&
      person.kode_operator &&
      !person.no_telepon.startsWith(person.kode_operator)
    ) {
      (fields[at('kode_operator')] ??= []).push({ key: 'validation.invalidValue' });
    }
    if (
      role === 'shareholder' &&
      (person.jenis_pemegang_saham === undefined || !person.nilai_saham || !person.lembar_saham)
    ) {
      for (const field of ['jenis_pemegang_saham', 'nilai_saham', 'lembar_saham'] as const) {
        if (person[field] === undefined || person[field] === '')
          (fields[at(field)] ??= []).push({ key: 'validation.required' });
      }
    }
    const optionErrors: FieldMessages = {};
    await checkOptions(ctx, optionErrors, [
      { field: 'jenis_kelamin', kind: 'jenis_kelamin', id: person.jenis_kelamin },
      { field: 'agama', kind: 'agama', id: person.agama },
      { field: 'pendidikan', kind: 'pendidikan', id: person.pendidikan },
      { field: 'jabatan', kind: 'jabatan', id: person.jabatan },
      {
        field: 'jenis_pemegang_saham',
        kind: 'jenis_pemegang_saham',
        id: person.jenis_pemegang_saham,
      },
    ]);
    await checkRegions(ctx, optionErrors, person);
    for (const [field, messages] of Object.entries(optionErrors))
      (fields[at(field)] ??= []).push(...messages);
    const checked: Partial<Record<PhotoField, CheckedFile>> = {};
    for (const field of PHOTO_FIELDS) {
      const blob = person[field];
      if (!blob) continue;
      const result = await checkFile(blob);
      if ('key' in result) (fields[at(field)] ??= []).push(result);
      else checked[field] = result;
    }
    files.push(checked);
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const now = ctx.clock.now();
  const stored: Array<Partial<Record<PhotoField, string>>> = [];
  for (const [index, checked] of files.entries()) {
    const keys: Partial<Record<PhotoField, string>> = {};
    for (const field of PHOTO_FIELDS) {
      const file = checked[field];
      if (file) keys[field] = await storeFile(ctx, lender.id, `${role}-${index}-${field}`, file);
    }
    stored.push(keys);
  }
  await db.transaction().execute(async (trx) => {
    const kept: number[] = [];
    for (const [index, person] of people.entries()) {
      const values = {
        position: index,
        nama: person.nama.trim(),
        jenis_kelamin: person.jenis_kelamin ?? null,
        jenis_identitas: 1,
        identitas: person.identitas,
        tempat_lahir: person.tempat_lahir ?? null,
        tanggal_lahir: birthDates[index] ?? null,
        kode_operator: person.kode_operator ?? null,
        no_telepon: person.no_telepon ?? null,
        agama: person.agama ?? null,
        pendidikan: person.pendidikan ?? null,
        npwp: person.npwp ?? null,
        jabatan: role === 'admin' && index === 0 ? 2 : person.jabatan,
        alamat: person.alamat ?? null,
        provinsi: person.provinsi ?? null,
        kabupaten: person.kabupaten ?? null,
        kecamatan: person.kecamatan ?? null,
        kelurahan: person.kelurahan ?? null,
        kode_pos: person.kode_pos ?? null,
        jenis_pemegang_saham: person.jenis_pemegang_saham ?? null,
        nilai_saham: person.nilai_saham ? Number(person.nilai_saham) : null,
        lembar_saham: person.lembar_saham ? Number(person.lembar_saham) : null,
        ...stored[index],
        updated_at: now,
      };
      if (person.id !== undefined) {
        await trx
          .updateTable('corporate_people')
          .set(values)
          .where('id', '=', person.id)
          .where('lender_id', '=', lender.id)
          .execute();
        kept.push(person.id);
      } else {
        const row = await trx
          .insertInto('corporate_people')
          .values({ lender_id: lender.id, role, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        kept.push(row.id);
      }
    }
    await trx
      .deleteFrom('corporate_people')
      .where('lender_id', '=', lender.id)
      .where('role', '=', role)
      .where('id', 'not in', kept)
      .execute();
  });
}

export async function listPeople(ctx: AppContext, lender: Lender, role: CorporateRole) {
  const rows = await ctx.database.db
    .selectFrom('corporate_people')
    .selectAll()
    .select(dmy('tanggal_lahir').as('tanggal_lahir'))
    .where('lender_id', '=', lender.id)
    .where('role', '=', role)
    .orderBy('position')
    .execute();
  return rows.map((row) => {
    const {
      lender_id: _l,
      role: _r,
      position: _p,
      updated_at: _u,
      foto_ktp,
      foto_npwp,
      foto_profile,
      foto_profile_ktp,
      nilai_saham,
      lembar_saham,
      jenis_pemegang_saham,
      ...rest
    } = row;
    return {
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null)),
      id: row.id,
      jenis_identitas: 1 as const,
      ...(role === 'shareholder'
        ? {
            jenis_pemegang_saham,
            nilai_saham: String(nilai_saham ?? 0),
            lembar_saham: String(lembar_saham ?? 0),
          }
        : {}),
      foto_ktp: fileUrl(ctx, foto_ktp),
      foto_npwp: fileUrl(ctx, foto_npwp),
      foto_profile: fileUrl(ctx, foto_profile),
      foto_profile_ktp: fileUrl(ctx, foto_profile_ktp),
    };
  });
}
