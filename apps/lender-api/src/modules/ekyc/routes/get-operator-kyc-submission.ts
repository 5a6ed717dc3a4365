import { GetOperatorKycSubmissionParams } from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { kycSubmission } from '../operator-review.ts';

export const getOperatorKycSubmissionRoute = defineRoute({
  operationId: 'getOperatorKycSubmission',
  method: 'GET',
  url: '/operator/kyc/:lender_id',
  auth: 'operator',
  roles: ['reviewer'],
  params: GetOperatorKycSubmissionParams,
  async handle({ ctx, params }) {
    return { status: 200, body: await kycSubmission(ctx, params.lender_id) };
  },
});
