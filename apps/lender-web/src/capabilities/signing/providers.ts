// The two signing providers behind one shape (spec §7 "Funding management and signing"): send the
// funding's agreement (→ where to sign), check it, ask an agreement before the checkout (signing link
// for id_proyek and paket) and read its status, and which status means signed (spec §4: 'Completed'
// for the first provider, 'COMPLETED' for the second; anything else is still in progress).
import {
  checkPrivyFundingAgreement,
  checkVidaSignFundingAgreement,
  createPrivySigningLink,
  createVidaSignSigningLink,
  getPrivySigningStatus,
  getVidaSignEnvelopeStatus,
  PrivyDocumentStatus,
  sendPrivyFundingAgreement,
  sendVidaSignFundingAgreement,
  VidaSignEnvelopeStatus,
  type FundingSigningProvider,
} from '@pendana/api-sdk';

export type Provider = NonNullable<FundingSigningProvider>;

/** An agreement as both providers answer it. */
export interface Agreement {
  fundingId: number;
  docToken: string;
  /** Where the lender signs. */
  link: string | null;
  status: string;
}

/** An agreement asked before the checkout (no funding yet). */
export interface PreCheckoutLink {
  docToken: string;
  /** What the provider's status call takes: the docToken (PrivyID) or the envelope id (VIDA Sign). */
  statusKey: string;
  /** Where the lender signs. */
  link: string | null;
}

interface ProviderCalls {
  /** The provider's name as lenders know it. */
  label: string;
  send: (fundingId: number) => Promise<Agreement>;
  check: (docToken: string) => Promise<Agreement>;
  /** The agreement for `paket` packages of a project, before its checkout. */
  link: (projectId: number, paket: number) => Promise<PreCheckoutLink>;
  /** The provider's status word of an agreement, by `PreCheckoutLink.statusKey`. */
  status: (statusKey: string) => Promise<string>;
  /** The status that means signed. */
  signed: string;
  /** Statuses after which the agreement must be sent again. */
  ended: readonly string[];
}

const privy = (data: {
  pendanaan_id: number;
  docToken: string;
  urlDocument: string;
  status: string;
}): Agreement => ({
  fundingId: data.pendanaan_id,
  docToken: data.docToken,
  link: data.urlDocument,
  status: data.status,
});

const vida = (data: {
  pendanaan_id: number;
  docToken: string;
  signature_links: { signature_link: string }[];
  status: string;
}): Agreement => ({
  fundingId: data.pendanaan_id,
  docToken: data.docToken,
  link: data.signature_links[0]?.signature_link ?? null,
  status: data.status,
});

export const PROVIDERS: Record<Provider, ProviderCalls> = {
  privy: {
    label: 'PrivyID',
    send: async (id) => privy((await sendPrivyFundingAgreement({ id_pendanaan: id })).data),
    check: async (docToken) => privy((await checkPrivyFundingAgreement({ docToken })).data),
    link: async (id_proyek, paket) => {
      const data = (await createPrivySigningLink({ id_proyek, paket })).data;
      return { docToken: data.docToken, statusKey: data.docToken, link: data.urlDocument };
    },
    status: async (docToken) => (await getPrivySigningStatus(docToken)).data.status,
    signed: PrivyDocumentStatus.Completed,
    ended: [PrivyDocumentStatus.Declined, PrivyDocumentStatus.Expired],
  },
  'vida-sign': {
    label: 'VIDA Sign',
    send: async (id) => vida((await sendVidaSignFundingAgreement({ id_pendanaan: id })).data),
    check: async (docToken) => vida((await checkVidaSignFundingAgreement({ docToken })).data),
    link: async (id_proyek, paket) => {
      const data = (await createVidaSignSigningLink({ id_proyek, paket })).data;
      return {
        docToken: data.docToken,
        statusKey: data.envelope_id,
        link: data.signature_links[0]?.signature_link ?? null,
      };
    },
    status: async (envelopeId) => (await getVidaSignEnvelopeStatus(envelopeId)).data.status,
    signed: VidaSignEnvelopeStatus.COMPLETED,
    ended: [
      VidaSignEnvelopeStatus.DECLINED,
      VidaSignEnvelopeStatus.VOIDED,
      VidaSignEnvelopeStatus.EXPIRED,
    ],
  },
};

export const PROVIDER_NAMES = Object.keys(PROVIDERS) as Provider[];

export const isProvider = (value: string | null): value is Provider =>
  value !== null && (PROVIDER_NAMES as string[]).includes(value);

/** Spec §4: exactly 'Completed' (first provider) or 'COMPLETED' (second) is signed. */
export const isSigned = (provider: Provider, status: string | null): boolean =>
  status === PROVIDERS[provider].signed;

export type AgreementState = 'none' | 'waiting' | 'signed' | 'ended';

export function agreementState(provider: Provider | null, status: string | null): AgreementState {
  if (provider === null || status === null) return 'none';
  if (isSigned(provider, status)) return 'signed';
  return PROVIDERS[provider].ended.includes(status) ? 'ended' : 'waiting';
}
