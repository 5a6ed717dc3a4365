// The transactional outbox: every posting a lender should hear about writes its event in the same
// transaction — the posting and its event commit together or not at all. A trigger makes the event's
// write fail for a chosen lender (after the posting's own writes in that transaction): the posting
// must then be gone too.
import { createHmac } from 'node:crypto';
import {
  CreateEwalletTopUpResponse,
  ReceivePaymentCallbackResponse,
  RequestWithdrawalResponse,
} from '@pendana/api-sdk/zod';
import { describe, expect, it } from 'vitest';
import {
  advanceStagesByDates,
  daysLate,
  declareDefault,
  markLateProjects,
  recordRepayment,
} from '../../src/modules/repayments/index.ts';
import { sendAccountMail } from '../../src/modules/auth/account-mails.ts';
import { resetPassword } from '../../src/modules/auth/verification.ts';
import { settleWithdrawal } from '../../src/modules/withdrawal/index.ts';
import { balancesOf } from '../../src/shared/ledger/ledger.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';
import {
  givePayoutAccount,
  money,
  newLender,
  topUp,
  waitingLender,
} from '../helpers/money-helpers.ts';
import { api, expectBody, moneyKey, post, REVIEWER_HEADERS } from '../helpers/test-app.ts';
import { at, fund, lenderOf, newProject, STANDARD_PROJECT } from '../repayments/fixture.ts';
import { eventsOf, failEventsOf, notificationsApp } from './fixture.ts';

const { t, ctx } = notificationsApp('2026-01-10');

/** Rp 10 000 000 at 12 % a year, monthly for 3 months, no ujrah, starting 2026-01-15; 6 + 4 packages. */
async function fundedProject() {
  const id = await newProject(t(), { ...STANDARD_PROJECT, start: '2026-01-15' });
  const lenders = [
    await lenderOf(t(), 'PPh23', 6_000_000),
    await lenderOf(t(), 'PPh23', 4_000_000),
  ] as const;
  await fund(t(), id, lenders[0], 6, '2026-01-10');
  await fund(t(), id, lenders[1], 4, '2026-01-10');
  await advanceStagesByDates(money(t()), '2026-01-15', at('2026-01-15'));
  return { id, lenders };
}

const pay = (projectId: number, amount: bigint, paidOn: string, reference: string) =>
  recordRepayment(
    money(t()),
    { projectId, amount, paidOn, payerReference: reference, provider: 'uji' },
    at(paidOn),
    TEST_GRACE_DAYS,
  );

async function projectRow(id: number) {
  return money(t())
    .selectFrom('projects')
    .select(['stage', 'nama'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('events written with their postings', () => {
  it('top-up credited: the event with the credit; a failed event write leaves no credit', async () => {
    const lender = await newLender(t(), { topUp: 500_000 });
    expect(await eventsOf(t(), lender.id)).toMatchObject([
      { kind: 'topup_credited', payload: { amount: 500_000 } },
    ]);

    const other = await newLender(t());
    await failEventsOf(t(), other.id);
    await expect(topUp(t(), other, 100_000)).rejects.toThrow(/writing the event/);
    expect(await balancesOf(money(t()), other.id)).toMatchObject({ available: 0 });
    const topups = await money(t())
      .selectFrom('topups')
      .select('id')
      .where('lender_id', '=', other.id)
      .execute();
    expect(topups).toEqual([]);
    expect(await eventsOf(t(), other.id)).toEqual([]);
  });

  it('top-up credited by the provider’s callback (e-wallet): one event, also when the notice is replayed', async () => {
    const lender = await newLender(t());
    const ref = expectBody(
      CreateEwalletTopUpResponse,
      await post(
        t().app,
        api('/v1/lender/ewallet/topup'),
        { payment_method: 'dana', amount: 150_000 },
        { token: lender.token, headers: moneyKey() },
      ),
    ).data.reference_id;
    const raw = JSON.stringify({ reference_id: ref, status: 'paid', amount: 150_000 });
    const notify = () =>
      t().app.inject({
        method: 'POST',
        url: api('/v1/payments/callback/ewallet'),
        headers: {
          'content-type': 'application/json',
          'x-lang': 'id',
          'x-callback-signature': createHmac('sha256', 'sandbox-callback-ewallet')
            .update(raw, 'utf8')
            .digest('hex'),
        },
        payload: raw,
      });
    expect(expectBody(ReceivePaymentCallbackResponse, await notify()).credited).toBe(true);
    expect(expectBody(ReceivePaymentCallbackResponse, await notify()).credited).toBe(false);
    expect(await eventsOf(t(), lender.id)).toMatchObject([
      { kind: 'topup_credited', payload: { amount: 150_000, reference: ref } },
    ]);
  });

  it('funding confirmed: the event with the funding; a failed event write leaves no funding', async () => {
    const id = await newProject(t(), { ...STANDARD_PROJECT, start: '2026-01-15' });
    const lender = await lenderOf(t(), 'PPh23', 3_000_000);
    const fundingId = await fund(t(), id, lender, 2, '2026-01-10');
    const events = await eventsOf(t(), lender);
    expect(events.map((e) => e.kind)).toEqual(['topup_credited', 'funding_confirmed']);
    expect(events[1]?.payload).toEqual({
      funding_id: fundingId,
      project_id: id,
      project_name: (await projectRow(id)).nama,
      amount: 2_000_000,
    });

    const other = await lenderOf(t(), 'PPh23', 3_000_000);
    await failEventsOf(t(), other);
    await expect(fund(t(), id, other, 2, '2026-01-10')).rejects.toThrow(/writing the event/);
    const fundings = await money(t())
      .selectFrom('fundings')
      .select('id')
      .where('lender_id', '=', other)
      .execute();
    expect(fundings).toEqual([]);
    expect(await balancesOf(money(t()), other)).toMatchObject({
      available: 3_000_000,
      invested: 0,
    });
  });

  it('repayment: yield received (net, with the tax), principal returned and the project ended, each its own event, per lender', async () => {
    const { id, lenders } = await fundedProject();
    // All of it at once: 3 months' yield (Rp 300 000) and the principal.
    await pay(id, 10_300_000n, '2026-04-15', `all-${id}`);
    for (const lender of lenders) {
      const shares = await money(t())
        .selectFrom('repayment_shares')
        .select(['net_yield', 'tax', 'principal'])
        .where('lender_id', '=', lender)
        .execute();
      const sum = (key: 'net_yield' | 'tax' | 'principal') =>
        shares.reduce((total, share) => total + Number(share[key]), 0);
      const events = (await eventsOf(t(), lender)).filter(
        (e) => e.kind === 'yield_received' || e.kind === 'principal_returned',
      );
      expect(events).toMatchObject([
        {
          kind: 'yield_received',
          payload: { project_id: id, amount: sum('net_yield'), tax: sum('tax') },
        },
        { kind: 'principal_returned', payload: { project_id: id, amount: sum('principal') } },
      ]);
      expect(sum('net_yield')).toBeGreaterThan(0);
      expect(sum('principal')).toBeGreaterThan(0);
      // It ended the project: all the principal back, told once more as the project's end.
      expect((await eventsOf(t(), lender)).filter((e) => e.kind === 'project_ended')).toMatchObject(
        [{ payload: { project_id: id, principal: sum('principal') } }],
      );
    }
    expect((await projectRow(id)).stage).toBe('repaid');

    const failing = await fundedProject();
    await failEventsOf(t(), failing.lenders[1]);
    await expect(pay(failing.id, 100_000n, '2026-02-15', `f-${failing.id}`)).rejects.toThrow(
      /writing the event/,
    );
    const repayments = await money(t())
      .selectFrom('repayments')
      .select('id')
      .where('project_id', '=', failing.id)
      .execute();
    expect(repayments).toEqual([]);
    expect(await balancesOf(money(t()), failing.lenders[0])).toMatchObject({ available: 0 });
    expect(
      (await eventsOf(t(), failing.lenders[0])).filter((e) => e.kind === 'yield_received'),
    ).toEqual([]);
  });

  it('project late: each lender hears the days late; a failed event write leaves the project running', async () => {
    const { id, lenders } = await fundedProject();
    expect(await markLateProjects(money(t()), at('2026-02-20'), TEST_GRACE_DAYS)).toContain(id);
    const days = await daysLate(money(t()), id, '2026-02-20');
    expect(days).toBeGreaterThan(3);
    for (const lender of lenders)
      expect((await eventsOf(t(), lender)).filter((e) => e.kind === 'project_late')).toMatchObject([
        { payload: { project_id: id, days_late: days } },
      ]);

    const failing = await fundedProject();
    await failEventsOf(t(), failing.lenders[0]);
    await expect(markLateProjects(money(t()), at('2026-02-20'), TEST_GRACE_DAYS)).rejects.toThrow(
      /writing the event/,
    );
    expect((await projectRow(failing.id)).stage).toBe('running');
    expect(
      (await eventsOf(t(), failing.lenders[1])).filter((e) => e.kind === 'project_late'),
    ).toEqual([]);
  });

  it('default declared: each lender hears their part of the recovery; a failed event write declares nothing', async () => {
    const { id, lenders } = await fundedProject();
    await declareDefault(
      money(t()),
      { projectId: id, recovery: 3_000_000n, date: '2026-04-20', reference: `GB-${id}` },
      at('2026-04-20'),
    );
    const parts = await Promise.all(
      lenders.map(async (lender) =>
        (await eventsOf(t(), lender)).filter((e) => e.kind === 'default_declared'),
      ),
    );
    expect(parts).toMatchObject([
      [{ payload: { project_id: id, recovery: 1_800_000 } }],
      [{ payload: { project_id: id, recovery: 1_200_000 } }],
    ]);

    const failing = await fundedProject();
    await failEventsOf(t(), failing.lenders[1]);
    await expect(
      declareDefault(
        money(t()),
        { projectId: failing.id, recovery: 0n, date: '2026-04-20', reference: `GB-${failing.id}` },
        at('2026-04-20'),
      ),
    ).rejects.toThrow(/writing the event/);
    expect((await projectRow(failing.id)).stage).not.toBe('defaulted');
    const defaults = await money(t())
      .selectFrom('project_defaults')
      .select('project_id')
      .where('project_id', '=', failing.id)
      .execute();
    expect(defaults).toEqual([]);
  });

  it('withdrawal paid and refused (with the reason); a failed event write leaves it waiting', async () => {
    const lender = await newLender(t(), { topUp: 1_000_000 });
    await givePayoutAccount(t(), lender.id, '7100000001', '451');
    const ask = async (token: string, nominal: number) =>
      expectBody(
        RequestWithdrawalResponse,
        await post(
          t().app,
          api('/newRekening/requestPenarikan'),
          { nominal, rekening: '7100000001', bank: '451', kode_alasan: '01' },
          { token, headers: moneyKey() },
        ),
      ).id!;
    const paid = await ask(lender.token, 200_000);
    const refused = await ask(lender.token, 300_000);
    const now = t().clock.now();
    await settleWithdrawal(money(t()), { id: paid, lenderId: lender.id }, { paid: true }, now);
    await settleWithdrawal(
      money(t()),
      { id: refused, lenderId: lender.id },
      { paid: false, reason: 'account_closed' },
      now,
    );
    expect((await eventsOf(t(), lender.id)).slice(1)).toMatchObject([
      { kind: 'withdrawal_paid', payload: { withdrawal_id: paid, amount: 200_000, reason: null } },
      {
        kind: 'withdrawal_refused',
        payload: { withdrawal_id: refused, amount: 300_000, reason: 'account_closed' },
      },
    ]);

    const other = await newLender(t(), { topUp: 1_000_000 });
    await givePayoutAccount(t(), other.id, '7100000001', '451');
    const waiting = await ask(other.token, 400_000);
    await failEventsOf(t(), other.id);
    await expect(
      settleWithdrawal(money(t()), { id: waiting, lenderId: other.id }, { paid: true }, now),
    ).rejects.toThrow(/writing the event/);
    const row = await money(t())
      .selectFrom('withdrawals')
      .select(['status'])
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(2);
    expect(await balancesOf(money(t()), other.id)).toMatchObject({
      available: 600_000,
      pendingWithdrawal: 400_000,
    });
  });

  it('password changed (a reset): the event with the new password; a failed event write keeps the old one and the link', async () => {
    const resetLink = async (lenderId: number) => {
      const { email } = await money(t())
        .selectFrom('lenders')
        .select('email')
        .where('id', '=', lenderId)
        .executeTakeFirstOrThrow();
      // What the queued account mail job does (this app runs no job worker): a reset code, mailed.
      await sendAccountMail(ctx(), { kind: 'reset_password', lenderId, lang: 'id' });
      const mail = await money(t())
        .selectFrom('outbox_messages')
        .select('link')
        .where('recipient', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return new URL(mail.link!).searchParams.get('token')!;
    };
    const passwordOf = async (lenderId: number) =>
      (
        await money(t())
          .selectFrom('lenders')
          .select('password_hash')
          .where('id', '=', lenderId)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const input = (token: string) => ({
      token,
      password: 'BaruSekali99',
      password_confirmation: 'BaruSekali99',
    });

    const lender = await newLender(t());
    await resetPassword(ctx(), input(await resetLink(lender.id)));
    expect(await passwordOf(lender.id)).not.toBe('not-a-login');
    expect(await eventsOf(t(), lender.id)).toMatchObject([
      { kind: 'password_changed', payload: {} },
    ]);

    const other = await newLender(t());
    const token = await resetLink(other.id);
    await failEventsOf(t(), other.id);
    await expect(resetPassword(ctx(), input(token))).rejects.toThrow(/writing the event/);
    expect(await passwordOf(other.id)).toBe('not-a-login');
    expect(await eventsOf(t(), other.id)).toEqual([]);
  });

  it('KYC approved or rejected by the reviewer: the event with the decision; a failed event write leaves the lender waiting', async () => {
    const waiting = async () => (await waitingLender(t())).id;
    const decide = (lenderId: number, decision: 'approve' | 'reject') =>
      t().app.inject({
        method: 'POST',
        url: `/api/sandbox/kyc/${lenderId}/decision`,
        headers: { ...REVIEWER_HEADERS, 'x-lang': 'id' },
        payload: { decision, ...(decision === 'reject' ? { reason: 'Foto KTP buram' } : {}) },
      });
    const statusOf = async (lenderId: number) =>
      (
        await money(t())
          .selectFrom('lenders')
          .select('status')
          .where('id', '=', lenderId)
          .executeTakeFirstOrThrow()
      ).status;

    const approved = await waiting();
    expect((await decide(approved, 'approve')).statusCode).toBe(200);
    expect(await eventsOf(t(), approved)).toMatchObject([{ kind: 'kyc_approved', payload: {} }]);
    const rejected = await waiting();
    expect((await decide(rejected, 'reject')).statusCode).toBe(200);
    expect(await eventsOf(t(), rejected)).toMatchObject([
      { kind: 'kyc_rejected', payload: { reason: 'Foto KTP buram' } },
    ]);
    // Deciding again changes nothing and tells nothing.
    expect((await decide(rejected, 'approve')).statusCode).toBe(409);
    expect(await eventsOf(t(), rejected)).toHaveLength(1);

    const other = await waiting();
    await failEventsOf(t(), other);
    expect((await decide(other, 'approve')).statusCode).toBe(500);
    expect(await statusOf(other)).toBe('pending');
    expect(await eventsOf(t(), other)).toEqual([]);
  });
});
