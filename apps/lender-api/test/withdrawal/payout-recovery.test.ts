// Payouts recovered and ended through the disbursement gateway over HTTP (a fake gateway on 127.0.0.1),
// on PGlite and PostgreSQL 15 (`test:pg`):
// - a withdrawal the gateway took is `sent` with its lender's `withdrawal_sent` event, in one
//   transaction: told once however often it is sent, and not sent while the event cannot be written;
// - a withdrawal left `queued` once its sending job ran out of retries is queued again by
//   `withdrawal.reconcile-payouts` under the same reference, so a transfer the gateway took on the first
//   try is not made twice; one whose job still waits for a retry is left to it;
// - a payout the gateway refused (4xx) is retried by the operator to the account now on file, or failed
//   with the money back in one balanced posting, once, its task resolved and the lender told why; any
//   other state is refused with its reason.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import {
  ApprovalRefusedError,
  operatorFailPayout,
  operatorRetryPayout,
  RECONCILE_AFTER_MINUTES,
  SEND_PAYOUT,
} from '../../src/modules/withdrawal/index.ts';
import type { FakeDisbursementGateway } from '../helpers/fake-disbursement-gateway.ts';
import { audit, balances, money } from '../helpers/money-helpers.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { waitFor } from '../jobs/helpers.ts';
import {
  cashOutOf,
  moveRetriesForward,
  untilPayout,
  backdate,
  useGatewayApp,
} from './payout-helpers.ts';

const SECRET = 'recovery-callback-0123456789';
const KEY = 'recovery-key-0123456789abcdef';
/** Short, so a send the gateway takes without answering fails fast. */
const TIMEOUT_MS = 300;
/** Above it a withdrawal waits for an operator's approval. */
const THRESHOLD = 5_000_000;

let gateway: FakeDisbursementGateway;
let t: TestApp;
let ctx: AppContext;
const { lenderWithAccount, requestWithdrawal, withdrawal, sendsOf, callBack, reconcile } =
  useGatewayApp(
    {
      secret: SECRET,
      key: KEY,
      timeoutMs: TIMEOUT_MS,
      config: { withdrawalApprovalThreshold: THRESHOLD },
      // Eleven runs of one sending job in a test: the worker looks for due jobs every half second.
      jobsPollingSeconds: 0.5,
      accountPrefix: '84',
    },
    (app) => ({ gateway, t, ctx } = app),
  );
beforeAll(async () => {
  // Writing an event of a listed lender fails inside its transaction.
  await sql`CREATE TABLE test_events_refused (lender_id integer PRIMARY KEY)`.execute(
    t.database.db,
  );
  await sql`CREATE FUNCTION test_refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM test_events_refused WHERE lender_id = NEW.lender_id) THEN
        RAISE EXCEPTION 'test: the event of lender % cannot be written', NEW.lender_id;
      END IF;
      RETURN NEW;
    END $$`.execute(t.database.db);
  await sql`CREATE TRIGGER test_refuse_event AFTER INSERT ON lender_events
            FOR EACH ROW EXECUTE FUNCTION test_refuse_event()`.execute(t.database.db);
});

/** The withdrawal's events (kind and payload), oldest first. */
async function eventsOfWithdrawal(lenderId: number, id: number) {
  const rows = await money(t)
    .selectFrom('lender_events')
    .select(['kind', 'payload'])
    .where('lender_id', '=', lenderId)
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({
      kind: row.kind,
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        withdrawal_id?: number;
      },
    }))
    .filter((event) => event.payload.withdrawal_id === id);
}

/** The sending jobs of the withdrawal in pg-boss, oldest first: their states. */
async function sendJobs(id: number): Promise<string[]> {
  const { rows } = await sql<{ state: string }>`
    SELECT state FROM pgboss.job WHERE name = ${SEND_PAYOUT.name} AND singleton_key = ${String(id)}
     ORDER BY created_on`.execute(t.database.db);
  return rows.map((row) => row.state);
}

const requestedAgo = (id: number, minutes: number) => backdate(t, id, 'created_at', minutes);

/** A withdrawal the gateway refused (422): held for an operator, its money still reserved. */
async function refusedWithdrawal(nominal: number) {
  const lender = await lenderWithAccount(1_000_000);
  gateway.script({ status: 422, body: { message: 'account_number is not accepted' } });
  const w = await requestWithdrawal(lender, nominal);
  await untilPayout(t, w.id, ['awaiting_approval']);
  return { lender, w };
}

function refusedTask(reference: string) {
  return money(t)
    .selectFrom('operator_tasks')
    .select(['resolved_at'])
    .where('kind', '=', 'payout_refused')
    .where('subject_ref', '=', reference)
    .executeTakeFirstOrThrow();
}

/** The ledger entries of the withdrawal's posting: account and amount. */
async function entriesOf(id: number) {
  return money(t)
    .selectFrom('ledger_entries as e')
    .innerJoin('withdrawals as w', 'w.transaction_id', 'e.transaction_id')
    .select(['e.account', 'e.amount'])
    .where('w.id', '=', id)
    .orderBy('e.id')
    .execute();
}

const refusal = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApprovalRefusedError);
  return (error as Error).message;
};

describe('withdrawal_sent', () => {
  it('told once when the gateway takes the transfer, however often it is sent', async () => {
    const lender = await lenderWithAccount(1_000_000);
    // Taken without an answer in time: sent again by the retry, one transfer.
    gateway.script('hang');
    const w = await requestWithdrawal(lender, 250_000);
    await untilPayout(t, w.id, ['sent']);
    expect(sendsOf(w.payout_reference).length).toBeGreaterThanOrEqual(2);
    expect(await eventsOfWithdrawal(lender.id, w.id)).toEqual([
      {
        kind: 'withdrawal_sent',
        payload: { withdrawal_id: w.id, amount: 250_000, reason: null },
      },
    ]);
    // A lost callback's reconciling sends it once more: still told once.
    gateway.transfers.delete(w.payout_reference);
    await money(t)
      .updateTable('withdrawals')
      .set({ sent_at: new Date(t.clock.now().getTime() - 31 * 60_000) })
      .where('id', '=', w.id)
      .execute();
    const sends = sendsOf(w.payout_reference).length;
    expect((await reconcile()).result.resent).toBe(1);
    await waitFor('the send again', () => sendsOf(w.payout_reference).length > sends);
    await waitFor('its job done', async () => (await sendJobs(w.id)).at(-1) === 'completed');
    expect((await eventsOfWithdrawal(lender.id, w.id)).map((e) => e.kind)).toEqual([
      'withdrawal_sent',
    ]);
  });

  it('in the transaction of the state change: while the event cannot be written, it stays queued', async () => {
    const lender = await lenderWithAccount(1_000_000);
    await sql`INSERT INTO test_events_refused VALUES (${lender.id})`.execute(t.database.db);
    const w = await requestWithdrawal(lender, 300_000);
    await waitFor('two sends', async () => {
      await moveRetriesForward(t.database);
      return sendsOf(w.payout_reference).length >= 2;
    });
    expect((await withdrawal(w.id)).payout_state).toBe('queued');
    expect(await eventsOfWithdrawal(lender.id, w.id)).toEqual([]);

    await sql`DELETE FROM test_events_refused WHERE lender_id = ${lender.id}`.execute(
      t.database.db,
    );
    await untilPayout(t, w.id, ['sent']);
    expect((await eventsOfWithdrawal(lender.id, w.id)).map((e) => e.kind)).toEqual([
      'withdrawal_sent',
    ]);
    expect(gateway.transfers.get(w.payout_reference)?.state).toEqual({ status: 'pending' });
  });
});

describe('a withdrawal left queued', () => {
  it('its job out of retries after the gateway took the first send: queued again by the reconciling, sent once, one transfer', async () => {
    const lender = await lenderWithAccount(1_000_000);
    // The first send is taken but not answered in time; the gateway then fails every retry.
    const retries = SEND_PAYOUT.retryLimit;
    gateway.script(
      'hang',
      ...Array.from({ length: retries }, () => ({ status: 503, body: { message: 'down' } })),
    );
    const w = await requestWithdrawal(lender, 200_000);
    await waitFor(
      'the sending job to run out of retries',
      async () => {
        await moveRetriesForward(t.database);
        return (await sendJobs(w.id)).at(-1) === 'failed';
      },
      60_000,
    );
    expect(sendsOf(w.payout_reference)).toHaveLength(retries + 1);
    expect(gateway.transfers.has(w.payout_reference)).toBe(true);
    expect(await withdrawal(w.id)).toMatchObject({ status: 2, payout_state: 'queued' });

    // Requested too recently: left.
    await requestedAgo(w.id, RECONCILE_AFTER_MINUTES - 1);
    expect((await reconcile()).result.requeued).toBe(0);
    expect(await sendJobs(w.id)).toEqual(['failed']);

    await requestedAgo(w.id, RECONCILE_AFTER_MINUTES + 1);
    const { result, logged } = await reconcile();
    expect(result.requeued).toBe(1);
    expect(logged).toContainEqual(
      expect.stringMatching(new RegExp(`^warn .*withdrawal ${w.id}, queued since .*queued again`)),
    );
    // A second run while that job waits or runs queues nothing more.
    expect((await reconcile()).result.requeued).toBe(0);

    await untilPayout(t, w.id, ['sent']);
    expect(await sendJobs(w.id)).toEqual(['failed', 'completed']);
    const sends = sendsOf(w.payout_reference);
    expect(sends).toHaveLength(retries + 2);
    expect(new Set(sends.map((s) => s.raw)).size).toBe(1);
    expect([...gateway.transfers.keys()].filter((k) => k === w.payout_reference)).toHaveLength(1);
    expect((await eventsOfWithdrawal(lender.id, w.id)).map((e) => e.kind)).toEqual([
      'withdrawal_sent',
    ]);

    // Sent now: the next run does not queue it again.
    expect((await reconcile()).result.requeued).toBe(0);
    expect(await sendJobs(w.id)).toEqual(['failed', 'completed']);
    expect(await callBack(w.payout_reference, { status: 'paid' })).toMatchObject({
      status_transaksi: 3,
      changed: true,
    });
    expect(await cashOutOf(t, w.id)).toBe(200_000);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 800_000,
      pendingWithdrawal: 0,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  }, 90_000);

  it('its job still waiting for a retry: left to that job', async () => {
    const lender = await lenderWithAccount(1_000_000);
    gateway.script({ status: 503, body: { message: 'down' } });
    const w = await requestWithdrawal(lender, 150_000);
    await waitFor('the retry to wait', async () => (await sendJobs(w.id)).at(-1) === 'retry');
    await requestedAgo(w.id, RECONCILE_AFTER_MINUTES + 1);
    expect((await reconcile()).result.requeued).toBe(0);
    expect(await sendJobs(w.id)).toEqual(['retry']);
    await untilPayout(t, w.id, ['sent']);
    expect(sendsOf(w.payout_reference)).toHaveLength(2);
  });
});

describe('a payout the gateway refused', () => {
  it('failed by the operator: the money back in one balanced posting, once; the task resolved, the lender told why', async () => {
    const { lender, w } = await refusedWithdrawal(300_000);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 700_000,
      pendingWithdrawal: 300_000,
    });
    const before = await entriesOf(w.id);

    const reason = 'rekening tidak dikenal bank tujuan';
    expect(await operatorFailPayout(money(t), { id: w.id, reason }, t.clock.now())).toBe(
      `withdrawal ${w.id} of Rp 300.000 failed: Rp 300.000 back in the lender's available balance, the lender told why`,
    );
    expect(await withdrawal(w.id)).toMatchObject({
      status: 4,
      payout_state: 'failed',
      kode_penolakan: 'bank_rejected',
      provider_reason: reason,
    });
    const added = (await entriesOf(w.id)).slice(before.length);
    expect(added.map((e) => [e.account, Number(e.amount)])).toEqual([
      ['lender_pending_withdrawal', -300_000],
      ['lender_available', 300_000],
    ]);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 1_000_000,
      pendingWithdrawal: 0,
    });
    expect((await refusedTask(w.payout_reference)).resolved_at).not.toBeNull();
    expect(await eventsOfWithdrawal(lender.id, w.id)).toEqual([
      { kind: 'withdrawal_refused', payload: { withdrawal_id: w.id, amount: 300_000, reason } },
    ]);

    // Again: nothing moves, nothing is told again.
    expect(await operatorFailPayout(money(t), { id: w.id, reason }, t.clock.now())).toBe(
      `withdrawal ${w.id} was failed before: nothing changed`,
    );
    expect(await entriesOf(w.id)).toHaveLength(before.length + 2);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 1_000_000,
      pendingWithdrawal: 0,
    });
    expect(await eventsOfWithdrawal(lender.id, w.id)).toHaveLength(1);
    // Nor can it be retried, or sent by a late job.
    expect(
      await refusal(operatorRetryPayout(money(t), ctx.jobs, { id: w.id }, t.clock.now())),
    ).toBe(
      `withdrawal ${w.id} is failed: its money is back in the lender's balance; nothing to retry`,
    );
    expect(sendsOf(w.payout_reference)).toHaveLength(1);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('retried by the operator once the lender fixed the account: sent to the account on file, under the same reference', async () => {
    const { lender, w } = await refusedWithdrawal(200_000);
    const fixed = `${lender.rekening.slice(0, -1)}9`;
    await money(t)
      .updateTable('ekyc_education')
      .set({ rekening: fixed })
      .where('lender_id', '=', lender.id)
      .execute();
    expect(await operatorRetryPayout(money(t), ctx.jobs, { id: w.id }, t.clock.now())).toBe(
      `withdrawal ${w.id} of Rp 200.000 queued again for the disbursement provider, to 451 ${fixed} (the account changed from 451 ${lender.rekening})`,
    );
    expect((await refusedTask(w.payout_reference)).resolved_at).not.toBeNull();
    await untilPayout(t, w.id, ['sent']);
    const sends = sendsOf(w.payout_reference);
    expect(sends).toHaveLength(2);
    expect(JSON.parse(sends[1]!.raw)).toMatchObject({
      reference: w.payout_reference,
      bank: { code: '451', account_number: fixed },
    });
    expect((await withdrawal(w.id)).no_rekening).toBe(fixed);
    // Retrying again: it is no longer refused.
    expect(
      await refusal(operatorRetryPayout(money(t), ctx.jobs, { id: w.id }, t.clock.now())),
    ).toBe(
      `withdrawal ${w.id} is sent: the provider holds the transfer and its outcome ends it; nothing to retry`,
    );
    expect(
      await refusal(operatorFailPayout(money(t), { id: w.id, reason: 'x' }, t.clock.now())),
    ).toBe(
      `withdrawal ${w.id} is sent: the provider holds the transfer and its outcome ends it; nothing to fail`,
    );
    expect(await withdrawal(w.id)).toMatchObject({ status: 2, payout_state: 'sent' });
    expect(await balances(t, lender.id)).toMatchObject({
      available: 800_000,
      pendingWithdrawal: 200_000,
    });
  });

  it('anything but a refused payout is refused with its reason, nothing moves', async () => {
    const now = t.clock.now();
    expect(await refusal(operatorFailPayout(money(t), { id: 987_654, reason: 'x' }, now))).toBe(
      'no withdrawal 987654',
    );
    expect(await refusal(operatorRetryPayout(money(t), ctx.jobs, { id: 987_654 }, now))).toBe(
      'no withdrawal 987654',
    );

    // Above the threshold: waiting for an approval, never refused by the gateway.
    const big = await lenderWithAccount(10_000_000);
    const held = await requestWithdrawal(big, THRESHOLD + 1);
    expect(held.payout_state).toBe('awaiting_approval');
    const approvalNeeded = `withdrawal ${held.id} awaits an approval but the provider has not refused it: approve it (approve-withdrawal)`;
    expect(await refusal(operatorFailPayout(money(t), { id: held.id, reason: 'x' }, now))).toBe(
      approvalNeeded,
    );
    expect(await refusal(operatorRetryPayout(money(t), ctx.jobs, { id: held.id }, now))).toBe(
      approvalNeeded,
    );
    expect(await withdrawal(held.id)).toMatchObject({
      status: 2,
      payout_state: 'awaiting_approval',
    });
    expect(await balances(t, big.id)).toMatchObject({ pendingWithdrawal: THRESHOLD + 1 });

    // Paid: the money has left.
    const lender = await lenderWithAccount(1_000_000);
    const paid = await requestWithdrawal(lender, 100_000);
    await untilPayout(t, paid.id, ['sent']);
    await callBack(paid.payout_reference, { status: 'paid' });
    expect(await refusal(operatorFailPayout(money(t), { id: paid.id, reason: 'x' }, now))).toBe(
      `withdrawal ${paid.id} is paid: the money has left the platform; nothing to fail`,
    );
    expect(await cashOutOf(t, paid.id)).toBe(100_000);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 900_000,
      pendingWithdrawal: 0,
    });

    // Refused, but the lender has no payout account any more: not retried.
    const { lender: gone, w } = await refusedWithdrawal(150_000);
    await money(t).deleteFrom('ekyc_education').where('lender_id', '=', gone.id).execute();
    expect(await refusal(operatorRetryPayout(money(t), ctx.jobs, { id: w.id }, now))).toBe(
      `withdrawal ${w.id}: its lender has no payout account on file (bank and account number)`,
    );
    expect(await withdrawal(w.id)).toMatchObject({ payout_state: 'awaiting_approval' });
    expect((await refusedTask(w.payout_reference)).resolved_at).toBeNull();
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
