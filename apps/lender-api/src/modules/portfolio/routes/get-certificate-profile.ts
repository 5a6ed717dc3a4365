import { defineRoute } from '../../../http/route.ts';
import { certificateProfile } from '../certificate/profile.ts';

/** `newnewnewallProfileSertifikatBaru`: balances, VA, last mutations and the agreement state. */
export const getCertificateProfileRoute = defineRoute({
  operationId: 'getCertificateProfile',
  method: 'POST',
  url: '/newProfile/newnewnewallProfileSertifikatBaru',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: await certificateProfile(ctx, lender) };
  },
});
