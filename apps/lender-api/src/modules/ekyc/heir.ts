import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';
import { checkOptions } from './checks.ts';

export interface HeirInput {
  ahli_waris: string;
  nik: string;
  hubungan: number;
  telp: string;
  kode_operator: string;
  alamat: string;
}

/** Saves step 2 (the heir). The phone must start with its operator code. */
export async function saveHeir(ctx: AppContext, lender: Lender, input: HeirInput): Promise<void> {
  const fields: FieldMessages = {};
  await checkOptions(ctx, fields, [{ field: 'hubungan', kind: 'hubungan', id: input.hubungan }]);
  if (!input.telp.startsWith(input.kode_operator))
    (fields.kode_operator ??= []).push({ key: 'validation.invalidValue' });
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const values = {
    ...input,
    ahli_waris: input.ahli_waris.trim(),
    alamat: input.alamat.trim(),
    updated_at: ctx.clock.now(),
  };
  await ctx.database.db
    .insertInto('ekyc_heirs')
    .values({ lender_id: lender.id, ...values })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
    .execute();
}

export async function getHeir(ctx: AppContext, lender: Lender) {
  return ctx.database.db
    .selectFrom('ekyc_heirs')
    .select(['ahli_waris', 'nik', 'hubungan', 'telp', 'kode_operator', 'alamat'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
}
