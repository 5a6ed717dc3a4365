import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SEPARATOR,
  digitsOnly,
  formatCurrency,
  formatNumber,
  parseAmount,
  toNumber,
  formatRate,
} from './number';

const nb = CURRENCY_SEPARATOR;

describe('formatNumber — spec §5 "Numbers are grouped with dot thousands separators."', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1500000, '1.500.000'],
    [1100000000, '1.100.000.000'],
    [-25000, '-25.000'],
    ['1000000', '1.000.000'],
    ['1.000.000', '1.000.000'],
    ['1500000.00', '1.500.000'],
    ['2500000.5', '2.500.001'],
  ])('%s → %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it('keeps decimals after a comma when asked', () => {
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1.234,50');
    expect(formatNumber('1234.50', { decimals: 2 })).toBe('1.234,50');
  });

  it.each([[null], [undefined], [Number.NaN], ['abc'], ['Rp 1.000'], ['1.2.3']])(
    'gives an empty string for %s',
    (input) => {
      expect(formatNumber(input)).toBe('');
    },
  );
});

describe('toNumber — API decimal strings vs Indonesian grouping', () => {
  it.each([
    ['1500000.00', 1500000],
    ['1500000.5', 1500000.5],
    ['-25000.00', -25000],
    ['1.500.000', 1500000],
    ['100.000', 100000],
    ['1.234,50', 1234.5],
    ['1500.0000', 1500],
    [42, 42],
    ['', null],
    ['12a', null],
  ])('%s → %s', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe('formatRate — yield rates and percentages', () => {
  it('whole numbers bare, others with two decimals after a comma', () => {
    expect(formatRate(15)).toBe('15');
    expect(formatRate(13.5)).toBe('13,50');
    expect(formatRate('87.25')).toBe('87,25');
    expect(formatRate(100)).toBe('100');
    expect(formatRate(null)).toBe('');
  });
});

describe('formatCurrency — spec §9 "Currency display uses prefix Rp with dot thousands separators."', () => {
  it.each([
    [1000000, `Rp${nb}1.000.000`],
    [100000, `Rp${nb}100.000`],
    [0, `Rp${nb}0`],
    [-5000, `-Rp${nb}5.000`],
    [1500.6, `Rp${nb}1.501`],
    // The API sends amounts as decimal strings: the '.00' is a fraction, not a thousands group.
    ['1500000.00', `Rp${nb}1.500.000`],
    ['250000000.00', `Rp${nb}250.000.000`],
    ['1.500.000', `Rp${nb}1.500.000`],
  ])('%s → %s', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

  it('uses a non-breaking space so the amount never wraps', () => {
    expect(formatCurrency(1000)).not.toContain(' ');
    expect(formatCurrency(1000).replace(nb, ' ')).toBe('Rp 1.000');
  });

  it('is empty for a missing or unreadable amount', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
});

describe('digitsOnly / parseAmount — spec §5 "Currency amounts keep digits only."', () => {
  it.each([
    [`Rp${nb}1.500.000`, '1500000'],
    ['1.500.000', '1500000'],
    [12345, '12345'],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it('parses a grouped amount back', () => {
    expect(parseAmount('1.500.000')).toBe(1500000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});
