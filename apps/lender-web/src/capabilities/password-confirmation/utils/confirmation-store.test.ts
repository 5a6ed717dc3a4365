import { afterEach, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_TTL_MS,
  isConfirmed,
  markConfirmed,
  resetConfirmation,
} from './confirmation-store';

describe('password confirmation store', () => {
  afterEach(() => resetConfirmation());

  it('is confirmed for the same session token within the TTL only', () => {
    markConfirmed('tok', 1_000);
    expect(isConfirmed('tok', 1_000 + CONFIRMATION_TTL_MS - 1)).toBe(true);
    expect(isConfirmed('tok', 1_000 + CONFIRMATION_TTL_MS)).toBe(false);
    expect(isConfirmed('other', 1_001)).toBe(false);
    expect(isConfirmed(null, 1_001)).toBe(false);
  });

  it('starts unconfirmed', () => {
    expect(isConfirmed('tok')).toBe(false);
  });
});
