import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';
import { checkOptions, checkRegions, parseDmyDate } from '../ekyc/index.ts';
import { dmy } from '../ekyc/index.ts';
import { checkFile, fileUrl, storeFile, type CheckedFile } from './files.ts';
import { payoutAccountReplaced, startPayoutHold } from '../withdrawal/index.ts';

export interface CompanyInput {
  nama: string;
  npwp: string;
  no_surat_izin?: string | undefined;
  no_akta_pendirian?: string | undefined;
  tanggal_akta_pendirian?: string | undefined;
  no_akta_perubahan?: string | undefined;
  tanggal_akta_perubahan?: string | undefined;
  telepon?: string | undefined;
  alamat?: string | undefined;
  provinsi?: string | undefined;
  kabupaten?: string | undefined;
  kecamatan?: string | undefined;
  kelurahan?: string | undefined;
  kode_pos?: string | undefined;
  berkedudukan?: string | undefined;
  kedudukan_notaris_akta_pendirian?: string | undefined;
  kedudukan_notaris_akta_perubahan?: string | undefined;
  nama_notaris_akta_pendirian?: string | undefined;
  nama_notaris_akta_perubahan?: string | undefined;
  no_sk_kemenkumham_akta_pendirian?: string | undefined;
  no_sk_kemenkumham_akta_perubahan?: string | undefined;
  tanggal_sk_kemenkumham_akta_pendirian?: string | undefined;
  tanggal_sk_kemenkumham_akta_perubahan?: string | undefined;
  rekening?: string | undefined;
  bank?: string | undefined;
  nama_pemilik?: string | undefined;
  bidang_pekerjaan?: number | undefined;
  omset_tahun_terakhir?: string | undefined;
  total_aset_tahun_terakhir?: string | undefined;
  foto_npwp?: Blob | undefined;
  laporan_keuangan?: Blob | undefined;
}

const DATE_FIELDS = [
  'tanggal_akta_pendirian',
  'tanggal_akta_perubahan',
  'tanggal_sk_kemenkumham_akta_pendirian',
  'tanggal_sk_kemenkumham_akta_perubahan',
] as const;

export async function saveCompany(
  ctx: AppContext,
  lender: Lender,
  input: CompanyInput,
): Promise<void> {
  const fields: FieldMessages = {};
  const dates: Partial<Record<(typeof DATE_FIELDS)[number], string>> = {};
  for (const field of DATE_FIELDS) {
    const value = input[field];
    if (!value) continue;
    const parsed = parseDmyDate(value, ctx.clock.now());
    if (parsed) dates[field] = parsed;
    else (fields[field] ??= []).push({ key: 'validation.invalidFormat' });
  }
  await checkOptions(ctx, fields, [
    { field: 'bidang_pekerjaan', kind: 'bidang_pekerjaan', id: input.bidang_pekerjaan },
  ]);
  await checkRegions(ctx, fields, input);
  if (
    input.bank &&
    !(await ctx.database.db
      .selectFrom('banks')
      .select('kode')
      .where('kode', '=', input.bank)
      .executeTakeFirst())
  ) {
    (fields.bank ??= []).push({ key: 'ekyc.unknownOption' });
  }
  const files: { foto_npwp?: CheckedFile; laporan_keuangan?: CheckedFile } = {};
  for (const [field, allowPdf] of [
    ['foto_npwp', false],
    ['laporan_keuangan', true],
  ] as const) {
    const blob = input[field];
    if (!blob) continue;
    const checked = await checkFile(blob, { allowPdf });
    if ('key' in checked) (fields[field] ??= []).push(checked);
    else files[field] = checked;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const keys: { foto_npwp?: string; laporan_keuangan?: string } = {};
  if (files.foto_npwp) keys.foto_npwp = await storeFile(ctx, lender.id, 'npwp', files.foto_npwp);
  if (files.laporan_keuangan)
    keys.laporan_keuangan = await storeFile(
      ctx,
      lender.id,
      'laporan-keuangan',
      files.laporan_keuangan,
    );
  const {
    foto_npwp: _f,
    laporan_keuangan: _l,
    omset_tahun_terakhir,
    total_aset_tahun_terakhir,
    ...rest
  } = input;
  const values = {
    ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? null])),
    nama: input.nama.trim(),
    npwp: input.npwp,
    tanggal_akta_pendirian: dates.tanggal_akta_pendirian ?? null,
    tanggal_akta_perubahan: dates.tanggal_akta_perubahan ?? null,
    tanggal_sk_kemenkumham_akta_pendirian: dates.tanggal_sk_kemenkumham_akta_pendirian ?? null,
    tanggal_sk_kemenkumham_akta_perubahan: dates.tanggal_sk_kemenkumham_akta_perubahan ?? null,
    omset_tahun_terakhir: omset_tahun_terakhir ? Number(omset_tahun_terakhir) : null,
    total_aset_tahun_terakhir: total_aset_tahun_terakhir ? Number(total_aset_tahun_terakhir) : null,
    ...keys,
    updated_at: ctx.clock.now(),
  };
  await ctx.database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('corporate_companies')
      .select(['rekening', 'bank'])
      .where('lender_id', '=', lender.id)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('corporate_companies')
      .values({ lender_id: lender.id, ...values })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
      .execute();
    const after = { rekening: input.rekening ?? null, bank: input.bank ?? null };
    if (payoutAccountReplaced(before, after)) {
      await startPayoutHold(trx, {
        lenderId: lender.id,
        reason: 'bank_account_changed',
        now: ctx.clock.now(),
        hours: ctx.config.payoutHoldHours,
      });
    }
    await trx
      .updateTable('lenders')
      .set({ nama: input.nama.trim(), updated_at: ctx.clock.now() })
      .where('id', '=', lender.id)
      .execute();
  });
}

export async function getCompany(ctx: AppContext, lender: Lender) {
  const row = await ctx.database.db
    .selectFrom('corporate_companies')
    .selectAll()
    .select([
      dmy('tanggal_akta_pendirian').as('tanggal_akta_pendirian'),
      dmy('tanggal_akta_perubahan').as('tanggal_akta_perubahan'),
      dmy('tanggal_sk_kemenkumham_akta_pendirian').as('tanggal_sk_kemenkumham_akta_pendirian'),
      dmy('tanggal_sk_kemenkumham_akta_perubahan').as('tanggal_sk_kemenkumham_akta_perubahan'),
    ])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  if (!row) return null;
  const {
    lender_id: _id,
    updated_at: _u,
    foto_npwp,
    laporan_keuangan,
    omset_tahun_terakhir,
    total_aset_tahun_terakhir,
    ...rest
  } = row;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null)),
    nama: row.nama,
    npwp: row.npwp,
    ...(omset_tahun_terakhir !== null
      ? { omset_tahun_terakhir: String(omset_tahun_terakhir) }
      : {}),
    ...(total_aset_tahun_terakhir !== null
      ? { total_aset_tahun_terakhir: String(total_aset_tahun_terakhir) }
      : {}),
    foto_npwp: fileUrl(ctx, foto_npwp),
    laporan_keuangan: fileUrl(ctx, laporan_keuangan),
  };
}
