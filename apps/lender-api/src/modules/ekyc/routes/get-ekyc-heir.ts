import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { getHeir } from '../heir.ts';

/** Before the heir is saved there is nothing to answer with (every heir field is required): 404. */
export const getEkycHeirRoute = defineRoute({
  operationId: 'getEkycHeir',
  method: 'GET',
  url: '/v1/lender/ekyc/ahli_waris',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    const heir = await getHeir(ctx, lender);
    if (!heir) throw new HttpError(404, 'ekyc.heirNotFound');
    return { status: 200, body: { data: heir } };
  },
});
