import { describe, expect, it } from 'vitest';
import type { SigningProviders } from '../../src/providers/signing/index.ts';
import { createSandboxSigningProviders } from '../../src/providers/signing/sandbox.ts';

/** What every signing provider implementation promises. */
export function checkSigningProviders(providers: SigningProviders): void {
  for (const name of ['privy', 'vida-sign'] as const) {
    const provider = providers[name];
    expect(provider.name).toBe(name);
    expect(provider.validDays).toBeGreaterThan(0);
    const first = provider.newIds('F12');
    const second = provider.newIds('F12');
    expect(first.docToken).not.toBe(second.docToken);
    if (name === 'vida-sign') expect(first.envelopeId).not.toBeNull();
    const statuses = (['sent', 'opened', 'signed', 'declined', 'expired'] as const).map((state) =>
      provider.status(state),
    );
    expect(new Set(statuses).size).toBe(statuses.length);
    const doc = { doc_token: first.docToken, envelope_id: first.envelopeId };
    expect(provider.signingUrl(doc, 'en')).toMatch(/^https?:\/\/.*lang=en/);
    expect(provider.signingUrl(doc, 'id')).toMatch(/lang=id/);
    expect(provider.newAccountId('Siti Aminah')).toMatch(/\S/);
  }
  expect(providers.privy.status('signed')).toBe('Completed');
  expect(providers['vida-sign'].status('signed')).toBe('COMPLETED');
}

describe('signing providers contract', () => {
  it('the sandbox keeps it', () => {
    checkSigningProviders(createSandboxSigningProviders('http://localhost:3000'));
  });

  it('catches an implementation that breaks it', () => {
    const sandbox = createSandboxSigningProviders('http://localhost:3000');
    const wrongStatus: SigningProviders = {
      ...sandbox,
      privy: { ...sandbox.privy, status: () => 'Pending' },
    };
    expect(() => checkSigningProviders(wrongStatus)).toThrow();
  });
});
