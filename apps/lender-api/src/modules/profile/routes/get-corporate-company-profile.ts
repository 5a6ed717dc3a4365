import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { getCompany } from '../../corporate-kyc/index.ts';

export const getCorporateCompanyProfileRoute = defineRoute({
  operationId: 'getCorporateCompanyProfile',
  method: 'GET',
  url: '/v1/lender_corporation/profile/data_perusahaan',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lender }) {
    const company = await getCompany(ctx, lender);
    if (!company) throw new HttpError(404, 'errors.notFound');
    return { status: 200, body: { data: company } };
  },
});
