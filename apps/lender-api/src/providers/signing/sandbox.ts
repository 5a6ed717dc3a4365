import { randomBytes, randomUUID } from 'node:crypto';
import type { SigningProviders } from './index.ts';
import { SIGNING_STATUS } from './status.ts';

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
 * `/sandbox/sign/<provider>/<docToken | envelope_id>` (modules/sandbox/routes/signing.ts), which plays the
 * provider's signing screen and redirects back to the web app.
 */
export function createSandboxSigningProviders(publicUrl: string): SigningProviders {
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
      status: (lifecycle) => SIGNING_STATUS.privy[lifecycle],
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
      status: (lifecycle) => SIGNING_STATUS['vida-sign'][lifecycle],
      signingUrl: (doc, lang) =>
        `${publicUrl}/sandbox/sign/vida-sign/${encodeURIComponent(doc.envelope_id ?? '')}?recipient=1&${langQuery(lang)}`,
    },
  };
}
