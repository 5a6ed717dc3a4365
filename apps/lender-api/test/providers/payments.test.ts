import { describe, expect, it } from 'vitest';
import type { PaymentProviders } from '../../src/providers/payments/index.ts';
import { createSandboxPaymentProviders } from '../../src/providers/payments/sandbox/index.ts';
import { SANDBOX_CARDS } from '../../src/providers/payments/sandbox/cards.ts';
import { parseTlv } from '../../src/providers/payments/sandbox/qris.ts';

/** What every payment provider implementation promises (the sandbox data are the test inputs). */
export async function checkPaymentProviders(payments: PaymentProviders): Promise<void> {
  const qris = await payments.ewallet.open({
    method: 'qris',
    referenceId: 'QRIS-1',
    amount: 150_000,
    nomorHp: null,
  });
  expect(qris.accepted).toBe(true);
  if (!qris.accepted) return;
  expect(qris.redirectUrl).toBeNull();
  expect(parseTlv(qris.qrString ?? '').get('54')).toBe('150000');
  for (const method of ['dana', 'shopeepay'] as const) {
    const opened = await payments.ewallet.open({
      method,
      referenceId: `TOPUP-${method}`,
      amount: 10_000,
      nomorHp: null,
    });
    expect(opened).toMatchObject({ accepted: true, qrString: null });
    if (opened.accepted) expect(opened.redirectUrl).toContain(`TOPUP-${method}`);
  }
  const ovo = await payments.ewallet.open({
    method: 'ovo',
    referenceId: 'TOPUP-ovo',
    amount: 10_000,
    nomorHp: '081234567000',
  });
  expect(ovo).toMatchObject({ accepted: false, result: { code: '14' } });

  const approving = SANDBOX_CARDS.find((card) => card.charge === 'approve')!;
  const declining = SANDBOX_CARDS.find((card) => card.charge === 'decline')!;
  const registered = await payments.cards.register(approving.number);
  expect(registered?.brand).toBe(approving.brand);
  expect(registered?.token).not.toContain(approving.number);
  expect(await payments.cards.register(approving.number)).toEqual(registered);
  expect(await payments.cards.register('4111111111111111')).toBeUndefined();
  expect(await payments.cards.charge(registered!.token, 52_500)).toBe('approved');
  const declined = await payments.cards.register(declining.number);
  expect(await payments.cards.charge(declined!.token, 52_500)).toBe('declined');
  expect(await payments.cards.charge('unknown-token', 52_500)).toBe('declined');

  const incomplete = await payments.rdl.registerInvestor(7, { nama: null, identityNumber: null });
  expect(incomplete.cifNumber).toBeNull();
  expect(incomplete.result.responseCode).not.toBe(payments.rdl.successCode);
  const investor = await payments.rdl.registerInvestor(7, {
    nama: 'Siti Aminah',
    identityNumber: '3174012345678901',
  });
  expect(investor.result).toMatchObject({
    step: 'CREATE_CIF',
    responseCode: payments.rdl.successCode,
  });
  expect(investor.cifNumber).toMatch(/\S/);
  const account = await payments.rdl.registerAccount(7);
  expect(account.result).toMatchObject({
    step: 'CREATE_ACCOUNT',
    responseCode: payments.rdl.successCode,
  });
  expect(account.accountNumber).not.toBe((await payments.rdl.registerAccount(8)).accountNumber);
}

describe('payment providers contract', () => {
  it('the sandbox keeps it', async () => {
    await checkPaymentProviders(createSandboxPaymentProviders('http://localhost/api/sandbox'));
  });

  it('catches an implementation that breaks it', async () => {
    const sandbox = createSandboxPaymentProviders('http://localhost/api/sandbox');
    const approvesAll: PaymentProviders = {
      ...sandbox,
      cards: { ...sandbox.cards, charge: async () => 'approved' },
    };
    await expect(checkPaymentProviders(approvesAll)).rejects.toThrow();
    const acceptsEveryPhone: PaymentProviders = {
      ...sandbox,
      ewallet: {
        open: async () => ({ accepted: true, qrString: null, redirectUrl: null }),
      },
    };
    await expect(checkPaymentProviders(acceptsEveryPhone)).rejects.toThrow();
  });
});
