import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';
import { checkOptions } from '../ekyc/index.ts';
import { decodeImageDataUrl } from '../ekyc/index.ts';
import { signingState } from './signing.ts';
import { profileDb } from './tables.ts';

const fileUrl = (ctx: AppContext, key: string | null | undefined) =>
  key ? `${ctx.config.apiBasePath}/files/${key}` : null;

async function pictureKey(ctx: AppContext, lenderId: number): Promise<string | null> {
  const row = await profileDb(ctx.database.db)
    .selectFrom('lender_profile_pictures')
    .select('storage_key')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

/** Profile of an individual lender: account, eKYC personal data, picture and signing state. */
export async function individualProfile(ctx: AppContext, lender: Lender) {
  const [personal, picture, signing] = await Promise.all([
    ctx.database.db
      .selectFrom('ekyc_personal_data')
      .select([
        'nama',
        'agama',
        'status_pernikahan',
        'kewarganegaraan',
        'warga_negara',
        'ibu_kandung',
        'no_paspor',
        'profile',
      ])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
    pictureKey(ctx, lender.id),
    signingState(ctx, lender),
  ]);
  return {
    username: lender.username,
    nama: personal?.nama ?? lender.nama,
    agama: personal?.agama ?? null,
    status_pernikahan: personal?.status_pernikahan ?? null,
    kewarganegaraan: personal?.kewarganegaraan ?? null,
    warga_negara: personal?.warga_negara ?? null,
    nama_ibu_kandung: personal?.ibu_kandung ?? null,
    no_paspor: personal?.no_paspor ?? null,
    // The picture chosen on the profile page, else the eKYC selfie.
    pic: fileUrl(ctx, picture ?? personal?.profile),
    lender_type: lender.lender_type,
    is_active_rdl: lender.is_active_rdl,
    is_new_lender_ekyc: lender.is_new_lender_ekyc,
    email: lender.email,
    no_hp: lender.no_hp,
    signing,
  };
}

/** Profile of a corporate lender: company name and NPWP, contact person, picture and signing state. */
export async function corporateProfile(ctx: AppContext, lender: Lender) {
  const { db } = ctx.database;
  const [company, people, signing] = await Promise.all([
    db
      .selectFrom('corporate_companies')
      .select(['nama', 'npwp'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
    db
      .selectFrom('corporate_people')
      .select(['role', 'nama', 'foto_profile'])
      .where('lender_id', '=', lender.id)
      .where('role', 'in', ['contact', 'admin'])
      .orderBy('position')
      .execute(),
    signingState(ctx, lender),
  ]);
  const contact = people.find((person) => person.role === 'contact');
  const admin = people.find((person) => person.role === 'admin');
  return {
    username: lender.username,
    nama: company?.nama ?? lender.nama,
    // The first administrator's photo stands for the company.
    pic: fileUrl(ctx, admin?.foto_profile),
    lender_type: 2 as const,
    is_active_rdl: lender.is_active_rdl,
    is_new_lender_ekyc: lender.is_new_lender_ekyc,
    email: lender.email,
    npwp: company?.npwp || null,
    nama_pic: contact?.nama ?? admin?.nama ?? null,
    no_hp: lender.no_hp,
    signing,
  };
}

export interface ProfileUpdate {
  nama?: string;
  agama?: number;
  status_pernikahan?: number;
  kewarganegaraan?: 'WNI' | 'WNA';
  warga_negara?: string;
  nama_ibu_kandung?: string;
  no_paspor?: string;
  pic?: string;
}

/**
 * Changes the fields sent. The name is the one checked against the population registry: once the
 * identity is verified (status_ekyc 1) it cannot change here. Everything is checked before anything is
 * written.
 */
export async function updateIndividualProfile(
  ctx: AppContext,
  lender: Lender,
  input: ProfileUpdate,
): Promise<void> {
  const { db } = ctx.database;
  const fields: FieldMessages = {};
  const add = (field: string, message: FieldMessages[string][number]) =>
    (fields[field] ??= []).push(message);

  const nama = input.nama?.trim();
  if (input.nama !== undefined && !nama) add('nama', { key: 'validation.required' });
  const warga = input.warga_negara?.trim();
  if (input.warga_negara !== undefined && !warga)
    add('warga_negara', { key: 'validation.required' });
  const ibu = input.nama_ibu_kandung?.trim();
  if (input.nama_ibu_kandung !== undefined && !ibu)
    add('nama_ibu_kandung', { key: 'validation.required' });

  const [personal, state] = await Promise.all([
    db
      .selectFrom('ekyc_personal_data')
      .select(['nama'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
    db
      .selectFrom('ekyc_state')
      .select('status_ekyc')
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
  ]);
  if (nama && state?.status_ekyc === 1 && nama !== (personal?.nama ?? '').trim()) {
    add('nama', { key: 'profile.nameLocked' });
  }
  await checkOptions(ctx, fields, [
    { field: 'agama', kind: 'agama', id: input.agama },
    { field: 'status_pernikahan', kind: 'kawin', id: input.status_pernikahan },
  ]);
  const picture = input.pic === undefined ? undefined : decodeImageDataUrl(input.pic);
  if (picture && 'key' in picture) add('pic', picture);
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const now = ctx.clock.now();
  let pictureKeyNew: string | undefined;
  if (picture && !('key' in picture)) {
    pictureKeyNew = `lender/${lender.id}/pic-${randomBytes(8).toString('hex')}.${picture.ext}`;
    await ctx.providers.storage.put(pictureKeyNew, picture.bytes, picture.contentType);
  }
  const changes = {
    ...(nama !== undefined ? { nama } : {}),
    ...(input.agama !== undefined ? { agama: input.agama } : {}),
    ...(input.status_pernikahan !== undefined
      ? { status_pernikahan: input.status_pernikahan }
      : {}),
    ...(input.kewarganegaraan !== undefined ? { kewarganegaraan: input.kewarganegaraan } : {}),
    ...(warga !== undefined ? { warga_negara: warga } : {}),
    ...(ibu !== undefined ? { ibu_kandung: ibu } : {}),
    ...(input.no_paspor !== undefined ? { no_paspor: input.no_paspor } : {}),
  };
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) {
      await trx
        .insertInto('ekyc_personal_data')
        .values({
          lender_id: lender.id,
          nik: '',
          is_passport: false,
          complete: false,
          ...changes,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('lender_id').doUpdateSet({ ...changes, updated_at: now }))
        .execute();
    }
    if (pictureKeyNew) {
      await profileDb(trx)
        .insertInto('lender_profile_pictures')
        .values({ lender_id: lender.id, storage_key: pictureKeyNew, updated_at: now })
        .onConflict((oc) =>
          oc.column('lender_id').doUpdateSet({ storage_key: pictureKeyNew, updated_at: now }),
        )
        .execute();
    }
  });
}
