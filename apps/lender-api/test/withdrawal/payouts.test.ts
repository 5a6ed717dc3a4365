// Withdrawals paid out by the disbursement provider, on PGlite and PostgreSQL 15 (`test:pg`): a request
// at or below the approval threshold is sent by a job on the queue and ended by the provider's signed
// callback (paid: reserved → platform_cash_out; failed: money back, the bank's reason in the history);
// a send that times out is retried and paid once; a repeated callback changes nothing; a bad signature
// is a 401 with its reason; above the threshold the withdrawal waits for an operator's approval.
import {
  ErrorResponse,
  ListWithdrawalHistoryResponse,
  ReceiveDisbursementCallbackResponse,
  RequestWithdrawalResponse,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCallbackSecret } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import {
  approveWithdrawal,
  operatorApproveWithdrawal,
} from '../../src/modules/withdrawal/index.ts';
import {
  sandboxDisbursementControls,
  type SandboxDisbursementControls,
} from '../../src/providers/disbursements/index.ts';
import { callbackSignature } from '../../src/shared/callback-signature.ts';
import { audit, balances, money } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  moneyKey,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import {
  cashOutOf as sharedCashOutOf,
  lenderWithAccount as sharedLenderWithAccount,
  untilPayout,
} from './payout-helpers.ts';
import { waitFor } from '../jobs/helpers.ts';

const THRESHOLD = 1_000_000;
const SECRET = sandboxCallbackSecret('disbursement');

let t: TestApp;
let ctx: AppContext;
let bank: SandboxDisbursementControls;
beforeAll(async () => {
  t = await createTestApp({ config: { withdrawalApprovalThreshold: THRESHOLD } });
  ctx = (t.app as unknown as { appContext: AppContext }).appContext;
  const controls = sandboxDisbursementControls(ctx.providers.disbursements);
  if (!controls) throw new Error('the test app has no sandbox disbursements');
  bank = controls;
});
afterAll(async () => {
  await t.close();
});

/** A lender with `funds` available and a payout account of their own (the sandbox bank keys on it). */
const lenderWithAccount = (funds: number) => sharedLenderWithAccount(t, funds, '81');
const until = (id: number, states: string[]) => untilPayout(t, id, states);
const cashOutOf = (id: number) => sharedCashOutOf(t, id);

async function requestWithdrawal(lender: { token: string; rekening: string }, nominal: number) {
  const answer = expectBody(
    RequestWithdrawalResponse,
    await post(
      t.app,
      api('/newRekening/requestPenarikan'),
      { nominal, rekening: lender.rekening, bank: '451', kode_alasan: '01' },
      { token: lender.token, headers: moneyKey() },
    ),
  );
  expect(answer.status_transaksi).toBe(2);
  return withdrawal(answer.id!);
}

async function withdrawal(id: number) {
  return money(t)
    .selectFrom('withdrawals')
    .select(['id', 'status', 'payout_state', 'payout_reference', 'provider_reason', 'approved_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function callback(body: unknown, signature?: string | null) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: api('/v1/disbursements/callback'),
    headers: {
      'content-type': 'application/json',
      'x-lang': 'id',
      ...(signature === null
        ? {}
        : { 'x-callback-signature': signature ?? callbackSignature(SECRET, raw) }),
    },
    payload: raw,
  });
}

async function history(token: string, lang: 'id' | 'en' = 'id') {
  return expectBody(
    ListWithdrawalHistoryResponse,
    await post(t.app, api('/newRekening/historyPenarikanDana'), undefined, { token, lang }),
  ).history;
}

describe('withdrawals paid by the disbursement provider', () => {
  it('below the threshold: the job sends it, the signed callback pays it once', async () => {
    const lender = await lenderWithAccount(1_000_000);
    const w = await requestWithdrawal(lender, 400_000);
    await until(w.id, ['sent']);
    expect(await ctx.providers.disbursements.state(w.payout_reference)).toEqual({
      status: 'pending',
    });
    expect(await balances(t, lender.id)).toMatchObject({
      available: 600_000,
      pendingWithdrawal: 400_000,
    });

    const paid = { reference_id: w.payout_reference, status: 'paid', amount: 400_000 };
    const first = expectBody(ReceiveDisbursementCallbackResponse, await callback(paid));
    expect(first).toEqual({ reference_id: w.payout_reference, status_transaksi: 3, changed: true });
    expect(await balances(t, lender.id)).toEqual({
      available: 600_000,
      pendingWithdrawal: 0,
      invested: 0,
    });
    expect(await cashOutOf(w.id)).toBe(400_000);

    // The provider repeats its callback, and then contradicts it: nothing changes.
    const again = expectBody(ReceiveDisbursementCallbackResponse, await callback(paid));
    expect(again).toEqual({ ...first, changed: false });
    const late = await callback({ ...paid, status: 'failed', reason: 'account_closed' });
    expect(late.json()).toEqual({ ...first, changed: false });
    expect(await balances(t, lender.id)).toEqual({
      available: 600_000,
      pendingWithdrawal: 0,
      invested: 0,
    });
    expect(await cashOutOf(w.id)).toBe(400_000);
    expect((await withdrawal(w.id)).payout_state).toBe('paid');
    const [item] = await history(lender.token);
    expect(item).toMatchObject({
      id: w.id,
      status: 'Disetujui',
      status_transaksi: 3,
      alasan_penolakan: null,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('failed: the money goes back to available and the bank’s reason is shown', async () => {
    const lender = await lenderWithAccount(700_000);
    const w = await requestWithdrawal(lender, 300_000);
    await until(w.id, ['sent']);
    const failed = expectBody(
      ReceiveDisbursementCallbackResponse,
      await callback({
        reference_id: w.payout_reference,
        status: 'failed',
        amount: 300_000,
        reason: 'Rekening dibekukan',
      }),
    );
    expect(failed).toMatchObject({ status_transaksi: 4, changed: true });
    expect(await balances(t, lender.id)).toEqual({
      available: 700_000,
      pendingWithdrawal: 0,
      invested: 0,
    });
    expect(await cashOutOf(w.id)).toBe(0);
    expect((await withdrawal(w.id)).provider_reason).toBe('Rekening dibekukan');
    expect((await history(lender.token))[0]).toMatchObject({
      status: 'Gagal',
      status_transaksi: 4,
      alasan_penolakan: 'Bank tujuan menolak transfer: Rekening dibekukan',
    });
    expect((await history(lender.token, 'en'))[0]?.alasan_penolakan).toBe(
      'The destination bank refused the transfer: Rekening dibekukan',
    );
    // A paid callback after the failure moves nothing.
    const late = await callback({
      reference_id: w.payout_reference,
      status: 'paid',
      amount: 300_000,
    });
    expect(late.json()).toMatchObject({ status_transaksi: 4, changed: false });
    expect(await balances(t, lender.id)).toEqual({
      available: 700_000,
      pendingWithdrawal: 0,
      invested: 0,
    });
  });

  it('the sandbox provider fails a transfer at once with a known reason, in the lender’s language', async () => {
    const lender = await lenderWithAccount(500_000);
    bank.behave(lender.rekening, { status: 'failed', reason: 'account_closed' });
    const w = await requestWithdrawal(lender, 200_000);
    await until(w.id, ['failed']);
    expect(await balances(t, lender.id)).toEqual({
      available: 500_000,
      pendingWithdrawal: 0,
      invested: 0,
    });
    expect((await history(lender.token, 'en'))[0]?.alasan_penolakan).toBe(
      'The destination account is closed or inactive',
    );
  });

  it('a send that times out is retried with the job’s backoff and paid once', async () => {
    const lender = await lenderWithAccount(900_000);
    bank.behave(lender.rekening, { unreceivedTimeouts: 2, then: { status: 'paid' } });
    const w = await requestWithdrawal(lender, 250_000);
    await until(w.id, ['paid']);
    const { rows } = await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM pgboss.job
      WHERE name = 'withdrawal.send-payout' AND singleton_key = ${String(w.id)}`.execute(
      t.database.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.retry_count).toBe(2);
    await waitFor('the job to complete', async () => {
      const { rows: now } = await sql<{ state: string }>`
        SELECT state FROM pgboss.job WHERE name = 'withdrawal.send-payout' AND singleton_key = ${String(w.id)}`.execute(
        t.database.db,
      );
      return now[0]?.state === 'completed';
    });
    expect(await cashOutOf(w.id)).toBe(250_000);
    expect(await balances(t, lender.id)).toEqual({
      available: 650_000,
      pendingWithdrawal: 0,
      invested: 0,
    });

    // A timeout after the provider received it: retried, sent once, paid by the callback.
    bank.behave(lender.rekening, 'timeout');
    const second = await requestWithdrawal(lender, 150_000);
    await until(second.id, ['sent']);
    await callback({ reference_id: second.payout_reference, status: 'paid', amount: 150_000 });
    await callback({ reference_id: second.payout_reference, status: 'paid', amount: 150_000 });
    expect(await cashOutOf(second.id)).toBe(150_000);
    expect(await balances(t, lender.id)).toEqual({
      available: 500_000,
      pendingWithdrawal: 0,
      invested: 0,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('refuses a callback without the right signature (401 with the reason), an unknown reference, another amount', async () => {
    const lender = await lenderWithAccount(500_000);
    const w = await requestWithdrawal(lender, 100_000);
    await until(w.id, ['sent']);
    const paid = { reference_id: w.payout_reference, status: 'paid', amount: 100_000 };
    for (const signature of [
      null,
      'abc',
      callbackSignature('another-secret', JSON.stringify(paid)),
    ]) {
      const refused = await callback(paid, signature);
      expect(refused.statusCode).toBe(401);
      expect(expectBody(ErrorResponse, refused).message).toBe(
        'Tanda tangan notifikasi tidak valid.',
      );
    }
    expect((await callback({ ...paid, reference_id: 'WDR-unknown' })).statusCode).toBe(404);
    const wrongAmount = await callback({ ...paid, amount: 100_001 });
    expect(wrongAmount.statusCode).toBe(422);
    expect(Object.keys(wrongAmount.json().errors)).toEqual(['amount']);
    expect((await callback({ ...paid, status: 'lost' })).statusCode).toBe(422);
    expect((await withdrawal(w.id)).payout_state).toBe('sent');
    expect(await balances(t, lender.id)).toMatchObject({
      available: 400_000,
      pendingWithdrawal: 100_000,
    });
  });

  it('above the threshold: held with an operator task until approved, then sent', async () => {
    const lender = await lenderWithAccount(3_000_000);
    const w = await requestWithdrawal(lender, THRESHOLD + 1);
    expect(w.payout_state).toBe('awaiting_approval');
    const task = () =>
      money(t)
        .selectFrom('operator_tasks')
        .select(['kind', 'details', 'resolved_at'])
        .where('subject_ref', '=', w.payout_reference)
        .executeTakeFirst();
    expect(await task()).toMatchObject({
      kind: 'withdrawal_approval',
      details: { withdrawal_id: w.id, nominal: THRESHOLD + 1, threshold: THRESHOLD },
      resolved_at: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await ctx.providers.disbursements.state(w.payout_reference)).toBeNull();
    expect((await withdrawal(w.id)).payout_state).toBe('awaiting_approval');

    const approved = await approveWithdrawal(money(t), ctx.jobs, w.id, t.clock.now());
    expect(approved).toEqual({ approved: true, id: w.id, nominal: THRESHOLD + 1 });
    expect((await task())?.resolved_at).not.toBeNull();
    await until(w.id, ['sent']);
    expect((await withdrawal(w.id)).approved_at).not.toBeNull();
    expect(await approveWithdrawal(money(t), ctx.jobs, w.id, t.clock.now())).toEqual({
      approved: false,
      id: w.id,
      state: 'sent',
    });
    expect(
      await operatorApproveWithdrawal(money(t), ctx.jobs, { id: w.id }, t.clock.now()),
    ).toMatch(/approved before .*nothing changed/);
    await expect(
      operatorApproveWithdrawal(money(t), ctx.jobs, { id: 999_999 }, t.clock.now()),
    ).rejects.toThrow('no withdrawal 999999');
    // At the threshold exactly: no approval.
    const atThreshold = await requestWithdrawal(lender, THRESHOLD);
    expect(atThreshold.payout_state).toBe('queued');
    await until(atThreshold.id, ['sent']);
  });

  it('the database refuses to change an ended withdrawal (never paid twice)', async () => {
    const lender = await lenderWithAccount(500_000);
    const w = await requestWithdrawal(lender, 100_000);
    await until(w.id, ['sent']);
    await callback({ reference_id: w.payout_reference, status: 'paid', amount: 100_000 });
    await expect(
      sql`UPDATE withdrawals SET status = 2, payout_state = 'sent', decided_at = NULL WHERE id = ${w.id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/already paid/);
    await expect(
      sql`UPDATE withdrawals SET status = 3, payout_state = 'sent' WHERE id = ${w.id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
  });

  it('the sandbox decide route drives the sandbox provider; outside sandbox mode it does not exist', async () => {
    const lender = await lenderWithAccount(500_000);
    const w = await requestWithdrawal(lender, 100_000);
    await until(w.id, ['sent']);
    const decided = await post(
      t.app,
      api('/sandbox/withdrawal/decide'),
      { id: w.id, decision: 'paid' },
      { token: lender.token },
    );
    expect(decided.json()).toEqual({ status_transaksi: 3 });
    expect(await ctx.providers.disbursements.state(w.payout_reference)).toMatchObject({
      status: 'paid',
    });
    expect(await cashOutOf(w.id)).toBe(100_000);

    const production = await t.sibling({ sandbox: false, jobsWorker: false });
    try {
      const second = await requestWithdrawal(lender, 100_000);
      const hidden = await post(
        production,
        api('/sandbox/withdrawal/decide'),
        { id: second.id, decision: 'paid' },
        { token: lender.token },
      );
      expect(hidden.statusCode).toBe(404);
      const unsigned = await production.inject({
        method: 'POST',
        url: api('/v1/disbursements/callback'),
        headers: {
          'content-type': 'application/json',
          'x-callback-signature': callbackSignature(SECRET, '{}'),
        },
        payload: '{}',
      });
      // Outside sandbox mode the published sandbox secret is not accepted (no secret configured).
      expect(unsigned.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });
});
