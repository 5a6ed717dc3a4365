import { describe, expect, it } from 'vitest';
import { toCorporateOtpPayload } from './phone';

describe('§9.2 corporate phone payload (country code 62)', () => {
  it.each([
    ['0812-3456-7890', '81234567890'],
    ['+62 812 3456 7890', '81234567890'],
    ['6281234567890', '81234567890'],
    ['81234567890', '81234567890'],
  ])('%s → no_telp %s', (typed, number) => {
    expect(toCorporateOtpPayload(typed)).toEqual({ no_telp: number });
  });

  it.each(['', '12345', '0212345678', '08123'])('refuses %j', (typed) => {
    expect(toCorporateOtpPayload(typed)).toBeNull();
  });
});
