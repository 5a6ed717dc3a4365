// The two signing providers behind one shape (spec §7 "Funding management and signing"): send the
// funding's agreement (→ where to sign), check it, and which status means signed (spec §4: 'Completed'
// for the first provider, 'COMPLETED' for the second; anything else is still in progress).
import {
  checkPrivyFundingAgreement,
  checkVidaSignFundingAgreement,
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

interface ProviderCalls {
  /** The provider's name as lenders know it. */
  label: string;
  send: (fundingId: number) => Promise<Agreement>;
  check: (docToken: string) => Promise<Agreement>;
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
    signed: PrivyDocumentStatus.Completed,
    ended: [PrivyDocumentStatus.Declined, PrivyDocumentStatus.Expired],
  },
  'vida-sign': {
    label: 'VIDA Sign',
    send: async (id) => vida((await sendVidaSignFundingAgreement({ id_pendanaan: id })).data),
    check: async (docToken) => vida((await checkVidaSignFundingAgreement({ docToken })).data),
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
