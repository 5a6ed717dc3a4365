import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { signingProfile } from '../signing/index.ts';

/** The electronic-signature part of a profile (contract `SigningProfile`). */
export interface SigningState {
  privy_id: string | null;
  privy_sign_link: string | null;
  privy_sign_status: 'Pending' | 'In Progress' | 'Completed' | 'Declined' | 'Expired' | null;
  vida_sign_id: string | null;
  signature_links: Array<{ signature_link: string; signer_email: string; signer_name: string }>;
  envelopeID: string | null;
  vida_sign_status:
    'CREATED' | 'SENT' | 'DELIVERED' | 'COMPLETED' | 'DECLINED' | 'VOIDED' | 'EXPIRED' | null;
  tteTime: string | null;
}

/**
 * The lender's signing state, from the signing providers' records (modules/signing): identifiers,
 * the latest document and envelope with their links and statuses, and the last tte time.
 */
export async function signingState(ctx: AppContext, lender: Lender): Promise<SigningState> {
  const state = await signingProfile(ctx, lender.id);
  return {
    ...state,
    // The providers name their statuses in these vocabularies (providers/signing/sandbox.ts).
    privy_sign_status: state.privy_sign_status as SigningState['privy_sign_status'],
    vida_sign_status: state.vida_sign_status as SigningState['vida_sign_status'],
  };
}
