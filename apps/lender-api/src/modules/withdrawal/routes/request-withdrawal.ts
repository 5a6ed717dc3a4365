import { RequestWithdrawalBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { idempotencyKeyOf, replayHeaders } from '../../../shared/idempotency.ts';
import { timeAfterLock } from '../../../shared/clock.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { requestWithdrawal } from '../withdrawal.ts';

/**
 * Refusals are 200 `{ error }`; a success reserves the amount, queues its payout (or holds it for an
 * operator above the threshold) and answers `{ success, id, 2 }`.
 */
export const requestWithdrawalRoute = defineRoute({
  operationId: 'requestWithdrawal',
  method: 'POST',
  url: '/newRekening/requestPenarikan',
  auth: 'lender',
  body: RequestWithdrawalBody,
  async handle({ ctx, lang, lender, body, request }) {
    let replayed = false;
    const answer = await requestWithdrawal(
      {
        db: moneyDb(ctx.database.db),
        lang,
        lender,
        now: ctx.clock.now(),
        idempotencyKey: idempotencyKeyOf(request),
        onReplay: () => {
          replayed = true;
        },
        afterLock: (databaseNow) => timeAfterLock(ctx.clock, databaseNow),
        payout: { jobs: ctx.jobs, approvalThreshold: ctx.config.withdrawalApprovalThreshold },
      },
      body,
    );
    return { status: 200, body: answer, headers: replayHeaders(replayed) };
  },
});
