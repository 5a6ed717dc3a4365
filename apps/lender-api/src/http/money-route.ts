import type { z } from 'zod';
import { idempotencyKeyOf, replayHeaders, type MoneyCall } from '../shared/idempotency.ts';
import { timeAfterLock } from '../shared/clock.ts';
import { moneyDb } from '../shared/ledger/tables.ts';
import { defineRoute, type ApiRoute } from './route.ts';

/**
 * A lender's money mutation over POST: `run` gets the caller as a `MoneyCall` (the money tables, the
 * language, the lender, the clock's now, its time after the wallet lock and the required
 * `Idempotency-Key`) and the validated body;
 * its answer is the 200 body (refusals are answers too, or an `HttpError` thrown), marked
 * `Idempotency-Replayed: true` when it is the stored answer of an earlier request under the key.
 */
export function defineMoneyRoute<B extends z.ZodType>(def: {
  operationId: string;
  url: string;
  body: B;
  run(call: MoneyCall, body: z.output<B>): Promise<unknown>;
}): ApiRoute {
  return defineRoute({
    operationId: def.operationId,
    method: 'POST',
    url: def.url,
    auth: 'lender',
    body: def.body,
    async handle({ ctx, lang, lender, body, request }) {
      let replayed = false;
      const call: MoneyCall = {
        db: moneyDb(ctx.database.db),
        lang,
        lenderId: lender.id,
        now: ctx.clock.now(),
        idempotencyKey: idempotencyKeyOf(request),
        onReplay: () => {
          replayed = true;
        },
        afterLock: (databaseNow) => timeAfterLock(ctx.clock, databaseNow),
      };
      // `body` is `B`'s output (validated before `handle`); TypeScript keeps the conditional unresolved.
      const answer = await def.run(call, body as z.output<B>);
      return { status: 200, body: answer, headers: replayHeaders(replayed) };
    },
  });
}
