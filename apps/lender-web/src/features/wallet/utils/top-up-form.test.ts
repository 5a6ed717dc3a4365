import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '@pendana/api-sdk';
import { topUpLimits, topUpRequest } from './top-up-form';

const ovo: PaymentOption = {
  payment_method: 'ovo',
  nama: 'OVO',
  logo_url: '',
  min: 10_000,
  max: 10_000_000,
  biaya: 0,
  aktif: true,
};

describe('top-up limits', () => {
  it("is the method's range narrowed by what the lender may still top up", () => {
    expect(topUpLimits(ovo, undefined)).toEqual({ minimum: 10_000, maximum: 10_000_000 });
    expect(
      topUpLimits(ovo, {
        min: 20_000,
        max: 50_000_000,
        daily_remaining: 3_000_000,
        monthly_remaining: 9_000_000,
      }),
    ).toEqual({ minimum: 20_000, maximum: 3_000_000 });
    expect(
      topUpLimits(ovo, {
        min: 10_000,
        max: 50_000_000,
        daily_remaining: 20_000_000,
        monthly_remaining: 500_000,
      }),
    ).toEqual({ minimum: 10_000, maximum: 500_000 });
  });
});

describe('the top-up request', () => {
  it('sends an e-wallet phone as the provider wants it (8…), and no phone for QRIS', () => {
    expect(topUpRequest('ovo', { amount: '150000', phone: '0812-3456-7890' })).toEqual({
      payment_method: 'ovo',
      amount: 150_000,
      nomorHp: '81234567890',
    });
    expect(topUpRequest('qris', { amount: '150000', phone: '081234567890' })).toEqual({
      payment_method: 'qris',
      amount: 150_000,
    });
  });
});
