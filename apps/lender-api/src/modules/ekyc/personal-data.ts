import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { validationError, type FieldMessage, type FieldMessages } from '../../http/errors.ts';
import { checkOptions, checkRegions, parseDmyDate } from './checks.ts';
import { MAX_IMAGE_BYTES, decodeImageDataUrl, sniffImage, type DecodedImage } from './images.ts';
import { dmy } from './state.ts';

export interface PersonalDataInput {
  nik: string;
  no_paspor?: string | undefined;
  nama?: string | undefined;
  tempat_lahir?: string | undefined;
  tanggal_lahir?: string | undefined;
  agama?: number | undefined;
  jenis_kelamin?: number | undefined;
  ibu_kandung?: string | undefined;
  status_pernikahan?: number | undefined;
  kewarganegaraan?: 'WNI' | 'WNA' | undefined;
  warga_negara?: string | undefined;
  alamat?: string | undefined;
  provinsi?: string | undefined;
  kabupaten?: string | undefined;
  kecamatan?: string | undefined;
  kelurahan?: string | undefined;
  kode_pos?: string | undefined;
  rt?: string | undefined;
  rw?: string | undefined;
  is_passport?: boolean | undefined;
  alt?: number | undefined;
  lat?: number | undefined;
  long?: number | undefined;
  ktp?: string | undefined;
  profile_ktp?: string | undefined;
  profile?: string | undefined;
}

const PHOTOS = ['ktp', 'profile_ktp', 'profile'] as const;
type PhotoField = (typeof PHOTOS)[number];
const PHOTO_COLUMN = { ktp: 'foto_ktp', profile_ktp: 'profile_ktp', profile: 'profile' } as const;

function add(fields: FieldMessages, field: string, message: FieldMessage) {
  (fields[field] ??= []).push(message);
}

/**
 * Saves step 0. Everything the wizard needs must be present (the messages of spec §5; postcode, RT
 * and RW are not required for passport holders), codes must exist, regions must nest, images must be
 * real images. Nothing is written unless all of it holds.
 */
export async function savePersonalData(
  ctx: AppContext,
  lender: Lender,
  input: PersonalDataInput,
  options: { requirePhotos: boolean } = { requirePhotos: true },
): Promise<void> {
  const passport = input.is_passport === true;
  const fields: FieldMessages = {};
  const existing = await ctx.database.db
    .selectFrom('ekyc_personal_data')
    .select(['foto_ktp', 'profile_ktp', 'profile'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();

  if (passport) {
    if (!input.no_paspor) add(fields, 'no_paspor', { key: 'validation.required' });
  } else if (input.nik.length !== 16) {
    add(fields, 'nik', {
      key: input.nik === '' ? 'validation.required' : 'validation.invalidFormat',
    });
  }
  const required: Array<[keyof PersonalDataInput, FieldMessage]> = [
    ['nama', { key: 'validation.required' }],
    ['tempat_lahir', { key: 'validation.required' }],
    ['tanggal_lahir', { key: 'validation.required' }],
    ['agama', { key: 'ekyc.required.agama' }],
    ['jenis_kelamin', { key: 'validation.required' }],
    ['ibu_kandung', { key: 'ekyc.required.ibuKandung' }],
    ['status_pernikahan', { key: 'ekyc.required.statusPernikahan' }],
    ['alamat', { key: 'validation.required' }],
  ];
  if (!passport) {
    required.push(
      ['provinsi', { key: 'validation.required' }],
      ['kabupaten', { key: 'validation.required' }],
      ['kecamatan', { key: 'validation.required' }],
      ['kelurahan', { key: 'validation.required' }],
      ['kode_pos', { key: 'ekyc.required.kodePos' }],
      ['rt', { key: 'ekyc.required.rt' }],
      ['rw', { key: 'ekyc.required.rw' }],
    );
  }
  for (const [field, message] of required) {
    const value = input[field];
    if (value === undefined || value === '') add(fields, field, message);
  }
  let birthDate: string | null = null;
  if (input.tanggal_lahir) {
    birthDate = parseDmyDate(input.tanggal_lahir, ctx.clock.now());
    if (!birthDate) add(fields, 'tanggal_lahir', { key: 'ekyc.birthDateInvalid' });
  }
  const images: Partial<Record<PhotoField, DecodedImage>> = {};
  for (const photo of PHOTOS) {
    const value = input[photo];
    if (value === undefined) {
      if (options.requirePhotos && !existing?.[PHOTO_COLUMN[photo]])
        add(fields, photo, { key: 'validation.required' });
      continue;
    }
    const decoded = decodeImageDataUrl(value);
    if ('key' in decoded) add(fields, photo, decoded);
    else images[photo] = decoded;
  }
  await checkOptions(ctx, fields, [
    { field: 'agama', kind: 'agama', id: input.agama },
    { field: 'jenis_kelamin', kind: 'jenis_kelamin', id: input.jenis_kelamin },
    { field: 'status_pernikahan', kind: 'kawin', id: input.status_pernikahan },
  ]);
  await checkRegions(ctx, fields, input);
  if (input.nik.length === 16 && !fields.nik) {
    const other = await ctx.database.db
      .selectFrom('ekyc_personal_data')
      .select('lender_id')
      .where('nik', '=', input.nik)
      .where('lender_id', '!=', lender.id)
      .executeTakeFirst();
    if (other) add(fields, 'nik', { key: 'ekyc.nikTaken' });
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const photoKeys: Partial<Record<(typeof PHOTO_COLUMN)[PhotoField], string>> = {};
  for (const photo of PHOTOS) {
    const image = images[photo];
    if (!image) continue;
    const key = `lender/${lender.id}/${photo}-${randomBytes(8).toString('hex')}.${image.ext}`;
    await ctx.providers.storage.put(key, image.bytes, image.contentType);
    photoKeys[PHOTO_COLUMN[photo]] = key;
  }
  const now = ctx.clock.now();
  const values = {
    nik: input.nik,
    no_paspor: input.no_paspor ?? null,
    nama: input.nama ?? null,
    tempat_lahir: input.tempat_lahir ?? null,
    tanggal_lahir: birthDate,
    agama: input.agama ?? null,
    jenis_kelamin: input.jenis_kelamin ?? null,
    ibu_kandung: input.ibu_kandung ?? null,
    status_pernikahan: input.status_pernikahan ?? null,
    kewarganegaraan: input.kewarganegaraan ?? (passport ? 'WNA' : 'WNI'),
    warga_negara: input.warga_negara ?? (passport ? null : 'Indonesia'),
    alamat: input.alamat ?? null,
    provinsi: input.provinsi ?? null,
    kabupaten: input.kabupaten ?? null,
    kecamatan: input.kecamatan ?? null,
    kelurahan: input.kelurahan ?? null,
    kode_pos: input.kode_pos ?? null,
    rt: input.rt ?? null,
    rw: input.rw ?? null,
    is_passport: passport,
    alt: input.alt ?? null,
    lat: input.lat ?? null,
    long: input.long ?? null,
    ...photoKeys,
    complete: true,
    updated_at: now,
  } as const;
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ekyc_personal_data')
      .values({ lender_id: lender.id, ...values })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
      .execute();
    await trx
      .updateTable('lenders')
      .set({ nama: input.nama ?? null, updated_at: now })
      .where('id', '=', lender.id)
      .execute();
  });
}

function withoutNulls<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null),
  ) as Partial<T>;
}

/** The stored personal data (wire shape: absent fields are omitted, photos as URLs or null). */
export async function getPersonalData(ctx: AppContext, lender: Lender) {
  const row = await ctx.database.db
    .selectFrom('ekyc_personal_data')
    .select([
      'nik',
      'no_paspor',
      'nama',
      'tempat_lahir',
      dmy('tanggal_lahir').as('tanggal_lahir'),
      'agama',
      'jenis_kelamin',
      'ibu_kandung',
      'status_pernikahan',
      'kewarganegaraan',
      'warga_negara',
      'alamat',
      'provinsi',
      'kabupaten',
      'kecamatan',
      'kelurahan',
      'kode_pos',
      'rt',
      'rw',
      'is_passport',
      'foto_ktp',
      'profile_ktp',
      'profile',
    ])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  const url = (key: string | null | undefined) =>
    key ? `${ctx.config.apiBasePath}/files/${key}` : null;
  if (!row) return { nik: '', foto_ktp: null, profile_ktp: null, profile: null };
  const { foto_ktp, profile_ktp, profile, ...rest } = row;
  return {
    ...withoutNulls(rest),
    nik: row.nik,
    foto_ktp: url(foto_ktp),
    profile_ktp: url(profile_ktp),
    profile: url(profile),
  };
}

export interface PhotoFiles {
  ktp?: Blob | undefined;
  profile_ktp?: Blob | undefined;
  profile?: Blob | undefined;
}

/** Stores uploaded photo files (multipart): each must really be a JPEG, PNG or WebP of at most 5 MB. */
export async function savePhotos(ctx: AppContext, lender: Lender, files: PhotoFiles) {
  const fields: FieldMessages = {};
  const images: Partial<Record<PhotoField, DecodedImage>> = {};
  if (!PHOTOS.some((photo) => files[photo] !== undefined)) {
    for (const photo of PHOTOS) add(fields, photo, { key: 'validation.required' });
  }
  for (const photo of PHOTOS) {
    const file = files[photo];
    if (!file) continue;
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) {
      add(fields, photo, {
        key: 'ekyc.imageTooLarge',
        params: { mb: MAX_IMAGE_BYTES / 1024 / 1024 },
      });
      continue;
    }
    const ext = sniffImage(bytes);
    if (!ext) add(fields, photo, { key: 'ekyc.imageInvalid' });
    else images[photo] = { bytes, ext, contentType: file.type };
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const keys: Partial<Record<(typeof PHOTO_COLUMN)[PhotoField], string>> = {};
  for (const photo of PHOTOS) {
    const image = images[photo];
    if (!image) continue;
    const key = `lender/${lender.id}/${photo}-${randomBytes(8).toString('hex')}.${image.ext}`;
    await ctx.providers.storage.put(key, image.bytes, image.contentType);
    keys[PHOTO_COLUMN[photo]] = key;
  }
  const now = ctx.clock.now();
  await ctx.database.db
    .insertInto('ekyc_personal_data')
    .values({
      lender_id: lender.id,
      nik: '',
      is_passport: false,
      complete: false,
      ...keys,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet({ ...keys, updated_at: now }))
    .execute();
  return getPhotos(ctx, lender);
}

export async function getPhotos(ctx: AppContext, lender: Lender) {
  const row = await ctx.database.db
    .selectFrom('ekyc_personal_data')
    .select(['foto_ktp', 'profile_ktp', 'profile'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  const url = (key: string | null | undefined) =>
    key ? `${ctx.config.apiBasePath}/files/${key}` : null;
  return {
    foto_ktp: url(row?.foto_ktp),
    profile_ktp: url(row?.profile_ktp),
    profile: url(row?.profile),
  };
}
