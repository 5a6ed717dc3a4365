import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender, StatusEkyc } from '../../db/schema/index.ts';
import { deriveEkycProgress } from './progress.ts';

export async function ekycProgress(ctx: AppContext, lender: Lender) {
  const { db } = ctx.database;
  const [personal, education, heir, state] = await Promise.all([
    db
      .selectFrom('ekyc_personal_data')
      .select(['complete', 'is_passport'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
    db
      .selectFrom('ekyc_education')
      .select('complete')
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
    db
      .selectFrom('ekyc_heirs')
      .select('lender_id')
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
    db
      .selectFrom('ekyc_state')
      .select('status_ekyc')
      .where('lender_id', '=', lender.id)
      .executeTakeFirst(),
  ]);
  return deriveEkycProgress({
    profile: personal?.complete ?? false,
    education: education?.complete ?? false,
    inheritance: heir !== undefined,
    statusEkyc: (state?.status_ekyc ?? 0) as StatusEkyc,
    isPassport: personal?.is_passport ?? false,
    phoneVerified: lender.phone_verified_at !== null,
  });
}

/** Resets a failed identity check (status_ekyc 2 → 0) so liveness and the check can run again. */
export async function resetFailedVerification(ctx: AppContext, lenderId: number): Promise<boolean> {
  const result = await ctx.database.db
    .updateTable('ekyc_state')
    .set({
      status_ekyc: 0,
      liveness_passed: false,
      liveness_result: null,
      liveness_score: null,
      liveness_manipulation: null,
      updated_at: ctx.clock.now(),
    })
    .where('lender_id', '=', lenderId)
    .where('status_ekyc', '=', 2)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Liveness passes with a live face, a score of at least 0.7 and a manipulation score of at most 0.3. */
export const LIVENESS_MIN_SCORE = 0.7;
export const LIVENESS_MAX_MANIPULATION = 0.3;

export interface LivenessInput {
  code: string;
  transaction_id: string;
  result: boolean;
  score: number;
  imgManipulationScore: number;
  /** The face photo (data URL); null when the provider keeps it (sandbox landing page). */
  face_1: string | null;
  provider: 'privy' | 'vida';
}

export async function storeLiveness(ctx: AppContext, lenderId: number, input: LivenessInput) {
  const passed =
    input.result &&
    input.score >= LIVENESS_MIN_SCORE &&
    input.imgManipulationScore <= LIVENESS_MAX_MANIPULATION;
  const now = ctx.clock.now();
  const values = {
    liveness_provider: input.provider,
    liveness_transaction_id: input.transaction_id,
    liveness_code: input.code,
    liveness_result: input.result,
    liveness_score: input.score,
    liveness_manipulation: input.imgManipulationScore,
    liveness_passed: passed,
    liveness_face: input.face_1,
    updated_at: now,
  };
  const row = await ctx.database.db
    .insertInto('ekyc_state')
    .values({ lender_id: lenderId, ...values })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
    .returning(['status_ekyc', 'liveness_passed'])
    .executeTakeFirstOrThrow();
  return { status_ekyc: row.status_ekyc, liveness_passed: row.liveness_passed };
}

export const dmy = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)}, 'DD-MM-YYYY')`;
