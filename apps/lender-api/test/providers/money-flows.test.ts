import { describe, expect, it } from 'vitest';
import {
  DisbursementTimeoutError,
  type DisbursementOutcome,
} from '../../src/providers/disbursements/index.ts';
import {
  createSandboxDisbursements,
  type SandboxDisbursements,
} from '../../src/providers/disbursements/sandbox.ts';
import type { Repayment } from '../../src/providers/repayments/index.ts';
import {
  createSandboxRepayments,
  type SandboxRepayments,
} from '../../src/providers/repayments/sandbox.ts';

const clock = { now: () => new Date('2026-03-02T03:00:00Z') };

/** What a repayments implementation promises, given a way to make a repayment arrive. */
export async function checkRepayments(provider: SandboxRepayments): Promise<void> {
  const later: Repayment = {
    projectId: 5,
    amount: 2_500_000n,
    paidOn: '2026-03-01',
    payerReference: 'BSI-0002',
  };
  provider.arrive(later);
  provider.arrive({ ...later, paidOn: '2026-02-01', payerReference: 'BSI-0001' });
  provider.arrive({ ...later, amount: 9n }); // the same payer reference again
  provider.arrive({ ...later, projectId: 6, payerReference: 'BSI-0003' });
  const received = await provider.received(5);
  expect(received.map((r) => r.payerReference)).toEqual(['BSI-0001', 'BSI-0002']);
  expect(received[1]).toEqual(later);
  expect(typeof received[0]!.amount).toBe('bigint');
  expect(await provider.received(7)).toEqual([]);
  expect(() => provider.arrive({ ...later, payerReference: 'X', amount: 0n })).toThrow();
}

/** What a disbursements implementation promises, given the sandbox's controls of the bank's side. */
export async function checkDisbursements(provider: SandboxDisbursements): Promise<void> {
  const outcomes: DisbursementOutcome[] = [];
  provider.onOutcome((outcome) => {
    outcomes.push(outcome);
  });
  const bank = { kodeBank: '009', accountNumber: '0011', accountName: 'SITI' };
  await provider.send({ reference: 'WD-1', amount: 1_000_000n, bank });
  expect(await provider.state('WD-1')).toEqual({ status: 'pending' });
  expect(await provider.settle('WD-1', { status: 'paid' })).toBe(true);
  expect(await provider.settle('WD-1', { status: 'failed', reason: 'late' })).toBe(false);
  expect(await provider.state('WD-1')).toMatchObject({ status: 'paid' });

  provider.behave('0022', { status: 'failed', reason: 'account closed' });
  await provider.send({
    reference: 'WD-2',
    amount: 500_000n,
    bank: { ...bank, accountNumber: '0022' },
  });
  expect(await provider.state('WD-2')).toMatchObject({
    status: 'failed',
    reason: 'account closed',
  });

  provider.behave('0033', 'timeout');
  const timedOut = provider.send({
    reference: 'WD-3',
    amount: 1n,
    bank: { ...bank, accountNumber: '0033' },
  });
  await expect(timedOut).rejects.toBeInstanceOf(DisbursementTimeoutError);
  expect(await provider.state('WD-3')).toEqual({ status: 'pending' });

  await provider.send({ reference: 'WD-1', amount: 1_000_000n, bank }); // sent again: nothing new
  expect(await provider.state('WD-404')).toBeNull();
  expect(outcomes.map((o) => [o.reference, o.status])).toEqual([
    ['WD-1', 'paid'],
    ['WD-2', 'failed'],
  ]);
  expect(outcomes[1]).toMatchObject({ reason: 'account closed' });
}

describe('repayments contract', () => {
  it('the sandbox keeps it', async () => {
    await checkRepayments(createSandboxRepayments());
  });

  it('catches an implementation that reports a repayment twice', async () => {
    const sandbox = createSandboxRepayments();
    const twice: SandboxRepayments = {
      ...sandbox,
      received: async (projectId) => {
        const list = await sandbox.received(projectId);
        return [...list, ...list.slice(0, 1)];
      },
    };
    await expect(checkRepayments(twice)).rejects.toThrow();
  });
});

describe('disbursements contract', () => {
  it('the sandbox keeps it', async () => {
    await checkDisbursements(createSandboxDisbursements(clock));
  });

  it('catches an implementation that never calls back', async () => {
    const sandbox = createSandboxDisbursements(clock);
    const silent: SandboxDisbursements = { ...sandbox, onOutcome: () => undefined };
    await expect(checkDisbursements(silent)).rejects.toThrow();
  });
});
