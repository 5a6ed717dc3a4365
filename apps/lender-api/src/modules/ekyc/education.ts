import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';
import { checkOptions } from './checks.ts';
import { payoutAccountReplaced, startPayoutHold } from '../withdrawal/index.ts';

export interface EducationInput {
  pendidikan?: number | undefined;
  pekerjaan?: number | undefined;
  bidang_pekerjaan?: number | undefined;
  bidang_online?: number | undefined;
  lama_kerja?: number | undefined;
  estimasi_penghasilan?: number | undefined;
  sumber_penghasilan?: number | undefined;
  npwp: string;
  rekening?: string | undefined;
  bank?: string | undefined;
  nama_pemilik?: string | undefined;
}

const REQUIRED = [
  'pendidikan',
  'pekerjaan',
  'estimasi_penghasilan',
  'sumber_penghasilan',
  'rekening',
  'bank',
  'nama_pemilik',
] as const;

/** Saves step 1 (education, work, payout bank account). */
export async function saveEducation(
  ctx: AppContext,
  lender: Lender,
  input: EducationInput,
): Promise<void> {
  const fields: FieldMessages = {};
  for (const field of REQUIRED) {
    if (input[field] === undefined || input[field] === '')
      (fields[field] ??= []).push({ key: 'validation.required' });
  }
  await checkOptions(ctx, fields, [
    { field: 'pendidikan', kind: 'pendidikan', id: input.pendidikan },
    { field: 'pekerjaan', kind: 'pekerjaan', id: input.pekerjaan },
    { field: 'bidang_pekerjaan', kind: 'bidang_pekerjaan', id: input.bidang_pekerjaan },
    { field: 'bidang_online', kind: 'bidang_online', id: input.bidang_online },
    { field: 'lama_kerja', kind: 'lama_kerja', id: input.lama_kerja },
    { field: 'estimasi_penghasilan', kind: 'pendapatan', id: input.estimasi_penghasilan },
    { field: 'sumber_penghasilan', kind: 'sumber_penghasilan', id: input.sumber_penghasilan },
  ]);
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
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const values = {
    pendidikan: input.pendidikan ?? null,
    pekerjaan: input.pekerjaan ?? null,
    bidang_pekerjaan: input.bidang_pekerjaan ?? null,
    bidang_online: input.bidang_online ?? null,
    lama_kerja: input.lama_kerja ?? null,
    estimasi_penghasilan: input.estimasi_penghasilan ?? null,
    sumber_penghasilan: input.sumber_penghasilan ?? null,
    npwp: input.npwp,
    rekening: input.rekening ?? null,
    bank: input.bank ?? null,
    nama_pemilik: input.nama_pemilik ?? null,
    complete: true,
    updated_at: ctx.clock.now(),
  };
  await ctx.database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('ekyc_education')
      .select(['rekening', 'bank'])
      .where('lender_id', '=', lender.id)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('ekyc_education')
      .values({ lender_id: lender.id, ...values })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
      .execute();
    if (payoutAccountReplaced(before, values)) {
      await startPayoutHold(trx, {
        lenderId: lender.id,
        reason: 'bank_account_changed',
        now: values.updated_at,
        hours: ctx.config.payoutHoldHours,
      });
    }
  });
}

export async function getEducation(ctx: AppContext, lender: Lender) {
  const row = await ctx.database.db
    .selectFrom('ekyc_education')
    .select([
      'pendidikan',
      'pekerjaan',
      'bidang_pekerjaan',
      'bidang_online',
      'lama_kerja',
      'estimasi_penghasilan',
      'sumber_penghasilan',
      'npwp',
      'rekening',
      'bank',
      'nama_pemilik',
    ])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  if (!row) return { npwp: '' };
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as {
    npwp: string;
  };
}
