// Payouts whose callback never came, reconciled by `withdrawal.reconcile-payouts` through the
// disbursement gateway over HTTP (a fake gateway on 127.0.0.1), on PGlite and PostgreSQL 15
// (`test:pg`): a withdrawal sent longer ago than the reconcile age is asked of the gateway — paid or
// failed there, it is settled as the callback settles it (a late callback then changes nothing, a
// callback that came first leaves nothing to ask); unknown there, it is sent again under the same
// Idempotency-Key (one transfer); pending, younger than the age, or a gateway that fails to answer, it
// is left as it is and the run goes on.
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { RECONCILE_AFTER_MINUTES, RECONCILE_PAYOUTS } from '../../src/modules/withdrawal/index.ts';
import type { FakeDisbursementGateway } from '../helpers/fake-disbursement-gateway.ts';
import { audit, balances } from '../helpers/money-helpers.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  cashOutOf,
  untilPayout,
  requestPayout,
  useGatewayApp,
  backdate,
} from './payout-helpers.ts';

const SECRET = 'reconcile-callback-0123456789';
const KEY = 'reconcile-key-0123456789abcdef';

let gateway: FakeDisbursementGateway;
let t: TestApp;
let ctx: AppContext;
const { lenderWithAccount, withdrawal, sendsOf, callBack, reconcile } = useGatewayApp(
  { secret: SECRET, key: KEY, timeoutMs: 2_000, accountPrefix: '83' },
  (app) => ({ gateway, t, ctx } = app),
);

/** A withdrawal asked by a new lender with 1,000,000 and sent to the gateway (pending there). */
async function sentWithdrawal(nominal: number) {
  const lender = await lenderWithAccount(1_000_000);
  const id = await requestPayout(t, lender, nominal);
  await untilPayout(t, id, ['sent']);
  return { lender, ...(await withdrawal(id)) };
}

const sentAgo = (id: number, minutes: number) => backdate(t, id, 'sent_at', minutes);

const statesAskedOf = (reference: string) =>
  gateway.requests.filter(
    (r) => r.method === 'GET' && r.path === `/disbursements/${encodeURIComponent(reference)}`,
  );

describe('payouts whose callback never came', () => {
  it('paid at the gateway, never called back: the scheduled job settles it paid; a late callback changes nothing', async () => {
    const w = await sentWithdrawal(400_000);
    await sentAgo(w.id, RECONCILE_AFTER_MINUTES + 1);
    gateway.decide(w.payout_reference, { status: 'paid', at: new Date().toISOString() });

    // The job itself, as its schedule queues it.
    await ctx.jobs.send(RECONCILE_PAYOUTS, {});
    await untilPayout(t, w.id, ['paid']);
    expect(await withdrawal(w.id)).toMatchObject({ status: 3, payout_state: 'paid' });
    expect(await cashOutOf(t, w.id)).toBe(400_000);
    expect(await balances(t, w.lender.id)).toMatchObject({
      available: 600_000,
      pendingWithdrawal: 0,
    });

    expect(await callBack(w.payout_reference, { status: 'paid' })).toMatchObject({
      status_transaksi: 3,
      changed: false,
    });
    expect(await cashOutOf(t, w.id)).toBe(400_000);
    expect(await balances(t, w.lender.id)).toMatchObject({
      available: 600_000,
      pendingWithdrawal: 0,
    });
    expect(sendsOf(w.payout_reference)).toHaveLength(1);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('a callback that came first leaves the reconciling nothing to do', async () => {
    const w = await sentWithdrawal(100_000);
    await sentAgo(w.id, RECONCILE_AFTER_MINUTES + 1);
    expect(await callBack(w.payout_reference, { status: 'paid' })).toMatchObject({ changed: true });
    await reconcile();
    expect(statesAskedOf(w.payout_reference)).toHaveLength(0);
    expect(await cashOutOf(t, w.id)).toBe(100_000);
    expect(await balances(t, w.lender.id)).toMatchObject({
      available: 900_000,
      pendingWithdrawal: 0,
    });
  });

  it('failed at the gateway with a reason: the money goes back to the lender, as after a failed callback', async () => {
    const w = await sentWithdrawal(300_000);
    await sentAgo(w.id, RECONCILE_AFTER_MINUTES + 1);
    gateway.decide(w.payout_reference, {
      status: 'failed',
      reason: 'account closed',
      at: new Date().toISOString(),
    });
    await reconcile();
    expect(await withdrawal(w.id)).toMatchObject({
      status: 4,
      payout_state: 'failed',
      kode_penolakan: 'bank_rejected',
      provider_reason: 'account closed',
    });
    expect(await cashOutOf(t, w.id)).toBe(0);
    expect(await balances(t, w.lender.id)).toMatchObject({
      available: 1_000_000,
      pendingWithdrawal: 0,
    });
    // The gateway's own callback, late: nothing moves.
    expect(
      await callBack(w.payout_reference, { status: 'failed', reason: 'account closed' }),
    ).toMatchObject({ status_transaksi: 4, changed: false });
    expect(await balances(t, w.lender.id)).toMatchObject({
      available: 1_000_000,
      pendingWithdrawal: 0,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('unknown to the gateway: sent again under the same key, one transfer there', async () => {
    const w = await sentWithdrawal(200_000);
    await sentAgo(w.id, RECONCILE_AFTER_MINUTES + 1);
    // The gateway lost it (it never received it, for all it can tell).
    gateway.transfers.delete(w.payout_reference);
    expect(await ctx.providers.disbursements.state(w.payout_reference)).toBeNull();

    await reconcile();
    await waitForSends(w.payout_reference, 2);
    const sends = sendsOf(w.payout_reference);
    expect(sends[1]!.raw).toBe(sends[0]!.raw);
    expect(gateway.transfers.get(w.payout_reference)?.state).toEqual({ status: 'pending' });
    expect(await withdrawal(w.id)).toMatchObject({ status: 2, payout_state: 'sent' });
    expect(await balances(t, w.lender.id)).toMatchObject({
      available: 800_000,
      pendingWithdrawal: 200_000,
    });

    // A second run: pending there now, nothing sent again.
    await reconcile();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sendsOf(w.payout_reference)).toHaveLength(2);
    expect([...gateway.transfers.keys()].filter((k) => k === w.payout_reference)).toHaveLength(1);
  });

  it('pending at the gateway, or sent too recently: left as it is', async () => {
    const pending = await sentWithdrawal(150_000);
    await sentAgo(pending.id, RECONCILE_AFTER_MINUTES + 1);
    const recent = await sentWithdrawal(160_000);
    await sentAgo(recent.id, RECONCILE_AFTER_MINUTES - 1);
    gateway.decide(recent.payout_reference, { status: 'paid', at: new Date().toISOString() });

    await reconcile();
    expect(statesAskedOf(pending.payout_reference)).toHaveLength(1);
    expect(statesAskedOf(recent.payout_reference)).toHaveLength(0);
    for (const w of [pending, recent]) {
      expect(await withdrawal(w.id)).toMatchObject({ status: 2, payout_state: 'sent' });
      expect(await cashOutOf(t, w.id)).toBe(0);
      expect(sendsOf(w.payout_reference)).toHaveLength(1);
    }
  });

  it('a gateway that answers 503: that one left for the next run, logged, the others still settled', async () => {
    const failing = await sentWithdrawal(120_000);
    // The oldest sent: asked first, it gets the 503.
    await sentAgo(failing.id, 24 * 60);
    const paid = await sentWithdrawal(130_000);
    await sentAgo(paid.id, RECONCILE_AFTER_MINUTES + 1);
    gateway.decide(paid.payout_reference, { status: 'paid', at: new Date().toISOString() });
    gateway.decide(failing.payout_reference, { status: 'paid', at: new Date().toISOString() });
    gateway.scriptState({ status: 503, body: { message: 'maintenance' } });

    const { result, logged } = await reconcile();
    expect(result.errors).toBe(1);
    expect(logged.some((line) => line.includes(`withdrawal ${failing.id} `))).toBe(true);
    expect(await withdrawal(failing.id)).toMatchObject({ status: 2, payout_state: 'sent' });
    expect(await cashOutOf(t, failing.id)).toBe(0);
    expect(await withdrawal(paid.id)).toMatchObject({ status: 3, payout_state: 'paid' });

    // The next run asks again and settles it.
    await reconcile();
    expect(await withdrawal(failing.id)).toMatchObject({ status: 3, payout_state: 'paid' });
    expect(await cashOutOf(t, failing.id)).toBe(120_000);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});

/** Waits (up to 15 s) for the gateway to have seen `count` sends of `reference`. */
async function waitForSends(reference: string, count: number) {
  const deadline = Date.now() + 15_000;
  while (sendsOf(reference).length < count) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${count} sends of ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
