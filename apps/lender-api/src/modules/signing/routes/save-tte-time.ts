import { SaveTteTimeBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { saveTteTime } from '../signer.ts';

/** `newPendanaan/waktu-tte` (POST): records the signing time after a completed signing. */
export const saveTteTimeRoute = defineRoute({
  operationId: 'saveTteTime',
  method: 'POST',
  url: '/newPendanaan/waktu-tte',
  auth: 'lender',
  body: SaveTteTimeBody,
  async handle({ ctx, lender, body }) {
    return {
      status: 200,
      body: { data: { waktu_tte: await saveTteTime(ctx, lender.id, body.waktu_tte) } },
    };
  },
});
