import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { OperatorAccount } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { writeAudit } from '../../shared/audit.ts';
import { decideKycIn, kycDecisionProblem } from './review.ts';

const lenderType = (type: number) => (type === 2 ? 'corporate' : 'individual');

function waiting(ctx: AppContext) {
  return ctx.database.db.selectFrom('lenders').where('status', '=', 'pending');
}

/** A page of the lenders waiting for a KYC review, longest waiting first (`OperatorKycQueueResponse`). */
export async function kycQueuePage(ctx: AppContext, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    waiting(ctx)
      .select(['id', 'username', 'email', 'nama', 'lender_type', 'updated_at'])
      .orderBy('updated_at')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    waiting(ctx)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      lender_id: row.id,
      username: row.username,
      email: row.email,
      name: row.nama,
      lender_type: lenderType(row.lender_type),
      submitted_at: new Date(row.updated_at).toISOString(),
    })),
    meta: { page, per_page: perPage, total: Number(count.total) },
  };
}

/**
 * One lender waiting for review with what they sent: an individual's personal data, a corporate
 * lender's company data (the photos are left out: stored files, a later screen's). 404 when the lender
 * is not waiting.
 */
export async function kycSubmission(ctx: AppContext, lenderId: number) {
  const db = ctx.database.db;
  const lender = await waiting(ctx)
    .select(['id', 'username', 'email', 'nama', 'lender_type', 'updated_at', 'status'])
    .where('id', '=', lenderId)
    .executeTakeFirst();
  if (!lender) throw new HttpError(404, 'operators.kycNotPending');
  const personalRow = await db
    .selectFrom('ekyc_personal_data')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  const company = await db
    .selectFrom('corporate_companies')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  let personal: Record<string, unknown> | null = null;
  if (personalRow) {
    const { foto_ktp: _ktp, profile_ktp: _selfieKtp, profile: _selfie, ...rest } = personalRow;
    personal = rest;
  }
  return {
    data: {
      lender_id: lender.id,
      username: lender.username,
      email: lender.email,
      name: lender.nama,
      lender_type: lenderType(lender.lender_type),
      submitted_at: new Date(lender.updated_at).toISOString(),
      status: lender.status,
      details: JSON.parse(JSON.stringify({ personal, company: company ?? null })) as Record<
        string,
        unknown
      >,
    },
  };
}

/**
 * A reviewer's decision through the operator API: `decideKycIn` (the command line's and the sandbox's
 * `decideKyc`: the same writes and the same notice to the lender) and its audit row, in one
 * transaction. 422 for a rejection without a reason, 409 when the lender is not waiting.
 */
export async function operatorDecideKycApi(
  ctx: AppContext,
  operator: OperatorAccount,
  request: FastifyRequest,
  lenderId: number,
  input: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  const approved = input.decision === 'approve';
  const reason = approved ? null : (input.reason ?? null);
  if (kycDecisionProblem({ approved, reason }))
    throw new HttpError(422, 'operators.kycReasonRequired', {
      fields: { reason: [{ key: 'operators.kycReasonRequired' }] },
    });
  const now = ctx.clock.now();
  const status = await ctx.database.db.transaction().execute(async (trx) => {
    const decided = await decideKycIn(
      trx,
      // `kyc_decisions.decided_by` holds 100 characters; the audit row names the operator in full.
      {
        lenderId,
        approved,
        reason,
        decidedBy: operator.email.length <= 100 ? operator.email : `operator:${operator.id}`,
      },
      now,
    );
    if (!decided) throw new HttpError(409, 'operators.kycNotPending');
    await writeAudit(trx, {
      actor: { operator, request },
      at: now,
      action: 'kyc.decide',
      target: `lender:${lenderId}`,
      before: { status: 'pending' },
      after: { status: decided, reason: reason?.trim() ?? null },
    });
    return decided;
  });
  return { data: { lender_id: lenderId, status } };
}
