// What the payout tests share: a lender with money and a payout account of their own, waiting for a
// withdrawal's payout state while the queue's retries are moved forward, and the money a withdrawal
// moved out of the platform.
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import {
  givePayoutAccount,
  money,
  newLender,
  type MoneyContext,
} from '../helpers/money-helpers.ts';
import { ReceiveDisbursementCallbackResponse } from '@pendana/api-sdk/zod';
import { expect } from 'vitest';
import type { FakeDisbursementGateway } from '../helpers/fake-disbursement-gateway.ts';
import { api, type TestApp } from '../helpers/test-app.ts';
import { waitFor } from '../jobs/helpers.ts';

let accounts = 0;
/**
 * A lender with `funds` available and a payout account number of their own (`prefix` and the
 * process: the sandbox bank keys on it, and files running at once must not share one).
 */
export async function lenderWithAccount(t: TestApp, funds: number, prefix: string) {
  accounts += 1;
  const rekening = `${prefix}${String(process.pid % 10_000).padStart(4, '0')}${String(accounts).padStart(4, '0')}`;
  const lender = await newLender(t, { topUp: funds });
  await givePayoutAccount(t, lender.id, rekening, '451');
  return { ...lender, rekening };
}

/** The send jobs waiting for a retry become due now (their backoff is 30 s and more). */
export async function moveRetriesForward(database: Database): Promise<void> {
  await sql`UPDATE pgboss.job SET start_after = now()
            WHERE name = 'withdrawal.send-payout' AND state = 'retry'`.execute(database.db);
}

/** Waits for the withdrawal's payout state to be one of `states`, moving the retries forward. */
export async function untilPayout(
  t: MoneyContext,
  id: number,
  states: string[],
  timeoutMs = 30_000,
): Promise<void> {
  await waitFor(
    `withdrawal ${id} to be ${states.join(' or ')}`,
    async () => {
      await moveRetriesForward(t.database);
      const row = await money(t)
        .selectFrom('withdrawals')
        .select('payout_state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return states.includes(row.payout_state);
    },
    timeoutMs,
  );
}

/** What the withdrawal moved to `platform_cash_out` (its amount once paid, else 0). */
export async function cashOutOf(t: MoneyContext, id: number): Promise<number> {
  const row = await money(t)
    .selectFrom('ledger_entries as e')
    .innerJoin('withdrawals as w', 'w.transaction_id', 'e.transaction_id')
    .select(sql<string>`coalesce(sum(e.amount), 0)`.as('total'))
    .where('w.id', '=', id)
    .where('e.account', '=', 'platform_cash_out')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The sends of one transfer the gateway saw (its Idempotency-Key). */
export const sendsOf = (gateway: FakeDisbursementGateway, reference: string) =>
  gateway.requests.filter((r) => r.method === 'POST' && r.headers['idempotency-key'] === reference);

/** The gateway's signed callback (HMAC with `secret`), delivered to the server's route. */
export async function callBack(
  t: TestApp,
  gateway: FakeDisbursementGateway,
  secret: string,
  reference: string,
  outcome: { status: 'paid' } | { status: 'failed'; reason: string },
) {
  const { raw, signature } = gateway.notice(reference, outcome, secret);
  const answer = await t.app.inject({
    method: 'POST',
    url: api('/v1/disbursements/callback'),
    headers: { 'content-type': 'application/json', 'x-callback-signature': signature },
    payload: raw,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return ReceiveDisbursementCallbackResponse.parse(answer.json());
}
