// Withdrawals paid out through the disbursement gateway over HTTP (`disbursements=http`, a fake
// gateway on 127.0.0.1), on PGlite and PostgreSQL 15 (`test:pg`): the payout job sends each one; a
// gateway that answers 503, or takes it without answering in time, gets it again from the queue's
// retry under the same Idempotency-Key and holds one transfer, which its signed callback pays once; a
// gateway that refuses it (4xx) is not asked again: the withdrawal waits for an operator, its money
// still reserved, and the operator's approval sends it again.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { approveWithdrawal } from '../../src/modules/withdrawal/index.ts';
import { sandboxDisbursementControls } from '../../src/providers/disbursements/index.ts';
import type { FakeDisbursementGateway } from '../helpers/fake-disbursement-gateway.ts';
import { audit, balances, money } from '../helpers/money-helpers.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { cashOutOf as sharedCashOutOf, untilPayout, useGatewayApp } from './payout-helpers.ts';

const SECRET = 'gateway-callback-0123456789';
const KEY = 'gateway-key-0123456789abcdef';
/** Short, so a send the gateway never answers fails fast. */
const TIMEOUT_MS = 300;

let gateway: FakeDisbursementGateway;
let t: TestApp;
let ctx: AppContext;
const { lenderWithAccount, requestWithdrawal, sendsOf, callBack } = useGatewayApp(
  {
    secret: SECRET,
    key: KEY,
    timeoutMs: TIMEOUT_MS,
    accountPrefix: '82',
  },
  (app) => ({ gateway, t, ctx } = app),
);

const until = (id: number, states: string[]) => untilPayout(t, id, states);
const cashOutOf = (id: number) => sharedCashOutOf(t, id);

describe('withdrawals paid through the disbursement gateway', () => {
  it('is the gateway provider, with no sandbox controls', () => {
    expect(sandboxDisbursementControls(ctx.providers.disbursements)).toBeNull();
  });

  it('a 503 first: the retry sends it again under the same key, one transfer, paid once', async () => {
    const lender = await lenderWithAccount(1_000_000);
    gateway.script({ status: 503, body: { message: 'maintenance' } });
    const w = await requestWithdrawal(lender, 400_000);
    await until(w.id, ['sent']);
    const sends = sendsOf(w.payout_reference);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.raw).toBe(sends[0]!.raw);
    expect(JSON.parse(sends[0]!.raw)).toMatchObject({
      reference: w.payout_reference,
      amount: '400000',
      bank: { code: '451', account_number: lender.rekening },
    });
    expect(sends[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await ctx.providers.disbursements.state(w.payout_reference)).toEqual({
      status: 'pending',
    });

    expect(await callBack(w.payout_reference, { status: 'paid' })).toMatchObject({
      status_transaksi: 3,
      changed: true,
    });
    expect(await callBack(w.payout_reference, { status: 'paid' })).toMatchObject({
      changed: false,
    });
    expect(await cashOutOf(w.id)).toBe(400_000);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 600_000,
      pendingWithdrawal: 0,
    });
    // Nothing is sent again once it is sent.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sendsOf(w.payout_reference)).toHaveLength(2);
  });

  it('taken but not answered in time: sent again under the same key, the gateway holds one', async () => {
    const lender = await lenderWithAccount(1_000_000);
    // The gateway takes the first send (it is in its books) but answers after the timeout.
    gateway.script('hang');
    const w = await requestWithdrawal(lender, 250_000);
    await until(w.id, ['sent']);
    expect(sendsOf(w.payout_reference).length).toBeGreaterThanOrEqual(2);
    expect(new Set(sendsOf(w.payout_reference).map((r) => r.raw)).size).toBe(1);
    expect(
      await callBack(w.payout_reference, { status: 'failed', reason: 'rekening ditutup' }),
    ).toMatchObject({
      status_transaksi: 4,
      changed: true,
    });
    expect(await balances(t, lender.id)).toMatchObject({
      available: 1_000_000,
      pendingWithdrawal: 0,
    });
    expect(await cashOutOf(w.id)).toBe(0);
  });

  it('refused (4xx): not asked again, held for an operator with the reason; approved, sent again', async () => {
    const lender = await lenderWithAccount(1_000_000);
    gateway.script({ status: 422, body: { message: 'account_number is not accepted' } });
    const w = await requestWithdrawal(lender, 300_000);
    await until(w.id, ['awaiting_approval']);
    const task = () =>
      money(t)
        .selectFrom('operator_tasks')
        .select(['kind', 'details', 'resolved_at'])
        .where('subject_ref', '=', w.payout_reference)
        .where('kind', '=', 'payout_refused')
        .executeTakeFirst();
    const open = await task();
    expect(open).toMatchObject({
      kind: 'payout_refused',
      details: {
        withdrawal_id: w.id,
        nominal: 300_000,
        command: `npm run operator -- retry-payout --id ${w.id}`,
        fail_command: `npm run operator -- fail-payout --id ${w.id} --reason "<why>"`,
      },
      resolved_at: null,
    });
    expect((open!.details as { refusals: string[] }).refusals).toEqual([
      expect.stringContaining('HTTP 422: account_number is not accepted'),
    ]);
    // No retry of a refusal: the job ended, the money is still reserved.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sendsOf(w.payout_reference)).toHaveLength(1);
    const queued = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'withdrawal.send-payout' AND singleton_key = ${String(w.id)}
        AND state IN ('created', 'retry', 'active')`.execute(t.database.db);
    expect(Number(queued.rows[0]!.n)).toBe(0);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 700_000,
      pendingWithdrawal: 300_000,
    });

    // The cause fixed, the operator approves: it is sent again, the task resolved.
    expect(await approveWithdrawal(money(t), ctx.jobs, w.id, t.clock.now())).toMatchObject({
      approved: true,
    });
    await until(w.id, ['sent']);
    expect(sendsOf(w.payout_reference)).toHaveLength(2);
    expect((await task())?.resolved_at).not.toBeNull();
    expect(await callBack(w.payout_reference, { status: 'paid' })).toMatchObject({
      status_transaksi: 3,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
