import { defineRoute } from '../../../http/route.ts';
import { tteTime } from '../signer.ts';

/** `newPendanaan/waktu-tte` (GET): when the lender last signed electronically. */
export const getTteTimeRoute = defineRoute({
  operationId: 'getTteTime',
  method: 'GET',
  url: '/newPendanaan/waktu-tte',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: { waktu_tte: await tteTime(ctx, lender.id) } } };
  },
});
