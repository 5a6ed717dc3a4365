import { describe, expect, it } from 'vitest';
import { agreementState, isProvider, isSigned } from './providers';

describe('the signing status rule (spec §4 "Document signing")', () => {
  it("§4.16 the first provider is signed at exactly 'Completed'", () => {
    expect(isSigned('privy', 'Completed')).toBe(true);
    expect(isSigned('privy', 'COMPLETED')).toBe(false);
    expect(isSigned('privy', 'completed')).toBe(false);
    expect(isSigned('privy', 'In Progress')).toBe(false);
  });

  it("§4.17 the second provider is signed at exactly 'COMPLETED'", () => {
    expect(isSigned('vida-sign', 'COMPLETED')).toBe(true);
    expect(isSigned('vida-sign', 'Completed')).toBe(false);
    expect(isSigned('vida-sign', 'DELIVERED')).toBe(false);
  });

  it('§4.18 anything else is waiting, or ended when declined, voided or expired', () => {
    expect(agreementState(null, null)).toBe('none');
    expect(agreementState('privy', 'Pending')).toBe('waiting');
    expect(agreementState('privy', 'Declined')).toBe('ended');
    expect(agreementState('vida-sign', 'SENT')).toBe('waiting');
    expect(agreementState('vida-sign', 'VOIDED')).toBe('ended');
    expect(agreementState('vida-sign', 'COMPLETED')).toBe('signed');
  });

  it('knows the two providers by their path prefix', () => {
    expect(isProvider('privy')).toBe(true);
    expect(isProvider('vida-sign')).toBe(true);
    expect(isProvider('docusign')).toBe(false);
    expect(isProvider(null)).toBe(false);
  });
});
