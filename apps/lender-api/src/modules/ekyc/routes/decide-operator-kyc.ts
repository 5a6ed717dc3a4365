import { DecideOperatorKycBody, DecideOperatorKycParams } from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { operatorDecideKycApi } from '../operator-review.ts';

export const decideOperatorKycRoute = defineRoute({
  operationId: 'decideOperatorKyc',
  method: 'POST',
  url: '/operator/kyc/:lender_id/decision',
  auth: 'operator',
  roles: ['reviewer'],
  params: DecideOperatorKycParams,
  body: DecideOperatorKycBody,
  async handle({ ctx, operator, request, params, body }) {
    return {
      status: 200,
      body: await operatorDecideKycApi(ctx, operator, request, params.lender_id, body),
    };
  },
});
