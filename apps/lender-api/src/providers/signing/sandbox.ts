import { randomBytes, randomUUID } from 'node:crypto';
import type { SigningProviderName } from '../../modules/signing/index.ts';
import type { SigningLifecycle, SigningProvider } from './index.ts';

/** Statuses as each provider spells them (contract `PrivyDocumentStatus`, `VidaSignEnvelopeStatus`). */
const PRIVY_STATUS: Record<SigningLifecycle, string> = {
  sent: 'Pending',
  opened: 'In Progress',
  signed: 'Completed',
  declined: 'Declined',
  // PrivyID has no "voided": a replaced document simply expires.
  voided: 'Expired',
  expired: 'Expired',
};

const VIDA_STATUS: Record<SigningLifecycle, string> = {
  sent: 'SENT',
  opened: 'DELIVERED',
  signed: 'COMPLETED',
  declined: 'DECLINED',
  voided: 'VOIDED',
  expired: 'EXPIRED',
};

const DOCUMENT_VALID_DAYS = 7;

function initials(name: string): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (letters + 'XXX').slice(0, 3);
}

function langQuery(lang: 'id' | 'en'): string {
  return lang === 'en' ? 'lang=en' : 'lang=id';
}

/**
 * The sandbox signing providers: documents are signed or declined on the server's own page
 * `/sandbox/sign/<provider>/<docToken | envelope_id>` (routes/sandbox/signing.ts), which plays the
 * provider's signing screen and redirects back to the web app.
 */
export function createSandboxSigningProviders(
  publicUrl: string,
): Record<SigningProviderName, SigningProvider> {
  return {
    privy: {
      name: 'privy',
      label: 'PrivyID',
      validDays: DOCUMENT_VALID_DAYS,
      newIds: (scope) => ({
        docToken: `DOC-${scope}-${randomBytes(8).toString('hex')}`,
        envelopeId: null,
      }),
      newAccountId: (name) => `${initials(name)}-${randomBytes(3).toString('hex').toUpperCase()}`,
      status: (lifecycle) => PRIVY_STATUS[lifecycle],
      signingUrl: (doc, lang) =>
        `${publicUrl}/sandbox/sign/privy/${encodeURIComponent(doc.doc_token)}?${langQuery(lang)}`,
    },
    'vida-sign': {
      name: 'vida-sign',
      label: 'VIDA Sign',
      validDays: DOCUMENT_VALID_DAYS,
      newIds: (scope) => ({
        docToken: `DOC-${scope}-${randomBytes(8).toString('hex')}`,
        envelopeId: randomUUID(),
      }),
      newAccountId: () => `VS-${randomBytes(4).toString('hex')}`,
      status: (lifecycle) => VIDA_STATUS[lifecycle],
      signingUrl: (doc, lang) =>
        `${publicUrl}/sandbox/sign/vida-sign/${encodeURIComponent(doc.envelope_id ?? '')}?recipient=1&${langQuery(lang)}`,
    },
  };
}
