import { describe, expect, it } from 'vitest';
import { checkPackages, packageLimit } from './package-limit';

describe('packageLimit: the slots left or the balance, whichever is smaller', () => {
  it('the balance limits when it pays for fewer packages than are left', () => {
    expect(packageLimit({ slotsLeft: 10, price: 1_000_000, balance: 3_500_000 })).toEqual({
      max: 3,
      by: 'balance',
      affordable: 3,
    });
  });

  it('the slots limit when fewer are left than the balance pays for', () => {
    expect(packageLimit({ slotsLeft: 2, price: 1_000_000, balance: 9_000_000 })).toEqual({
      max: 2,
      by: 'slots',
      affordable: 9,
    });
  });

  it('at equality the slots are named (buying all that is left is the real limit)', () => {
    expect(packageLimit({ slotsLeft: 3, price: 500_000, balance: 1_500_000 }).by).toBe('slots');
  });

  it('a balance one rupiah short of a package buys one fewer', () => {
    expect(packageLimit({ slotsLeft: 50, price: 1_000_000, balance: 1_999_999 }).max).toBe(1);
    expect(packageLimit({ slotsLeft: 50, price: 1_000_000, balance: 999_999 }).max).toBe(0);
  });

  it('no wallet yet counts as no balance', () => {
    expect(packageLimit({ slotsLeft: 5, price: 1_000_000, balance: null })).toEqual({
      max: 0,
      by: 'balance',
      affordable: 0,
    });
  });
});

describe('checkPackages', () => {
  const limit = packageLimit({ slotsLeft: 4, price: 1_000_000, balance: 10_000_000 });
  const poor = packageLimit({ slotsLeft: 40, price: 1_000_000, balance: 2_000_000 });

  it('accepts 1 up to the limit', () => {
    expect(checkPackages('1', limit)).toBe('ok');
    expect(checkPackages('4', limit)).toBe('ok');
    expect(checkPackages('2', poor)).toBe('ok');
  });

  it('names the limit one above it breaks', () => {
    expect(checkPackages('5', limit)).toBe('overSlots');
    expect(checkPackages('3', poor)).toBe('overBalance');
  });

  it('refuses nothing, zero and fractions', () => {
    expect(checkPackages('', limit)).toBe('empty');
    expect(checkPackages('0', limit)).toBe('belowOne');
    expect(checkPackages('1.5', limit)).toBe('belowOne');
  });
});
