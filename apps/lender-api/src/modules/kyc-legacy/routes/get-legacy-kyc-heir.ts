import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { getHeir } from '../../ekyc/index.ts';

export const getLegacyKycHeirRoute = defineRoute({
  operationId: 'getLegacyKycHeir',
  method: 'GET',
  url: '/v1/lender/kyc/ahli_waris',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    const heir = await getHeir(ctx, lender);
    if (!heir) throw new HttpError(404, 'ekyc.heirNotFound');
    return { status: 200, body: { data: heir } };
  },
});
