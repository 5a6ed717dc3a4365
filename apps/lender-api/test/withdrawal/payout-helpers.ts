// What the payout tests share: an app paying out through a fake gateway, a lender with money and a
// payout account of their own, asking for a withdrawal, waiting for its payout state while the queue's
// retries are moved forward, the money a withdrawal moved out of the platform, and one run of the
// reconciling.
import { sql } from 'kysely';
import { DEFAULT_PROVIDER_CHOICES, type Config } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { Database } from '../../src/db/database.ts';
import { reconcilePayouts } from '../../src/modules/withdrawal/index.ts';
import {
  givePayoutAccount,
  money,
  newLender,
  type MoneyContext,
} from '../helpers/money-helpers.ts';
import { ReceiveDisbursementCallbackResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  startFakeDisbursementGateway,
  type FakeDisbursementGateway,
} from '../helpers/fake-disbursement-gateway.ts';
import { api, createTestApp, moneyKey, post, type TestApp } from '../helpers/test-app.ts';
import { waitFor } from '../jobs/helpers.ts';

/** A fake gateway on 127.0.0.1 and an app paying out through it over HTTP. */
export interface GatewayApp {
  gateway: FakeDisbursementGateway;
  t: TestApp;
  ctx: AppContext;
}

/**
 * Starts a fake gateway and an app whose disbursements go to it (`disbursements=http`) with `key`,
 * a send timing out after `timeoutMs`, and callbacks signed with `secret`; `config` and
 * `jobsPollingSeconds` on top.
 */
export async function startGatewayApp(options: {
  secret: string;
  key: string;
  timeoutMs: number;
  config?: Partial<Config>;
  jobsPollingSeconds?: number;
}): Promise<GatewayApp> {
  const gateway = await startFakeDisbursementGateway();
  const t = await createTestApp({
    config: {
      providers: { ...DEFAULT_PROVIDER_CHOICES, disbursements: 'http' },
      disbursementApi: { url: gateway.url, key: options.key, timeoutMs: options.timeoutMs },
      disbursementCallbackSecret: options.secret,
      ...options.config,
    },
    jobsPollingSeconds: options.jobsPollingSeconds,
  });
  const ctx = (t.app as unknown as { appContext: AppContext }).appContext;
  return { gateway, t, ctx };
}

/**
 * The file's gateway app: started in `beforeAll` (handed to `started`, before the file's own
 * `beforeAll` hooks run) and closed in `afterAll`; with the payout helpers bound to it (the payout
 * accounts its lenders get start with `accountPrefix`).
 */
export function useGatewayApp(
  options: Parameters<typeof startGatewayApp>[0] & { accountPrefix: string },
  started: (app: GatewayApp) => void,
) {
  let current: GatewayApp | undefined;
  beforeAll(async () => {
    current = await startGatewayApp(options);
    started(current);
  });
  afterAll(async () => {
    await current?.t.close();
    await current?.gateway.close();
  });
  const app = (): GatewayApp => {
    if (!current) throw new Error('the gateway app starts in beforeAll');
    return current;
  };
  return {
    lenderWithAccount: (funds: number) => lenderWithAccount(app().t, funds, options.accountPrefix),
    requestWithdrawal: (lender: { token: string; rekening: string }, nominal: number) =>
      requestWithdrawal(app().t, lender, nominal),
    withdrawal: (id: number) => withdrawalRow(app().t, id),
    sendsOf: (reference: string) => sendsOf(app().gateway, reference),
    callBack: (reference: string, outcome: CallbackOutcome) =>
      callBack(app().t, app().gateway, options.secret, reference, outcome),
    reconcile: () => reconcileOnce(app().t, app().ctx),
  };
}

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

/** The lender asks for a withdrawal of `nominal` to their payout account: its id. */
export async function requestPayout(
  t: TestApp,
  lender: { token: string; rekening: string },
  nominal: number,
): Promise<number> {
  const answer = await post(
    t.app,
    api('/newRekening/requestPenarikan'),
    { nominal, rekening: lender.rekening, bank: '451', kode_alasan: '01' },
    { token: lender.token, headers: moneyKey() },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().id as number;
}

/** The withdrawal's row as it is now. */
export function withdrawalRow(t: MoneyContext, id: number) {
  return money(t)
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The lender asks for a withdrawal of `nominal` (as `requestPayout`): its row. */
export async function requestWithdrawal(
  t: TestApp,
  lender: { token: string; rekening: string },
  nominal: number,
) {
  return withdrawalRow(t, await requestPayout(t, lender, nominal));
}

/** Makes the withdrawal look requested (`created_at`) or sent (`sent_at`) `minutes` ago by the app's clock. */
export async function backdate(
  t: MoneyContext,
  id: number,
  column: 'created_at' | 'sent_at',
  minutes: number,
): Promise<void> {
  const at = new Date(t.clock.now().getTime() - minutes * 60_000);
  await money(t)
    .updateTable('withdrawals')
    .set(column === 'sent_at' ? { sent_at: at } : { created_at: at })
    .where('id', '=', id)
    .execute();
}

/** One run of the reconciling, as the job runs it; the lines it logged. */
export async function reconcileOnce(t: MoneyContext, ctx: AppContext) {
  const logged: string[] = [];
  const result = await reconcilePayouts({
    db: money(t),
    disbursements: ctx.providers.disbursements,
    clock: ctx.clock,
    jobs: ctx.jobs,
    log: (level: string, message: string) => logged.push(`${level} ${message}`),
  });
  return { result, logged };
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

/** What the gateway's callback says of a transfer. */
type CallbackOutcome = { status: 'paid' } | { status: 'failed'; reason: string };

/** The gateway's signed callback (HMAC with `secret`), delivered to the server's route. */
export async function callBack(
  t: TestApp,
  gateway: FakeDisbursementGateway,
  secret: string,
  reference: string,
  outcome: CallbackOutcome,
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
