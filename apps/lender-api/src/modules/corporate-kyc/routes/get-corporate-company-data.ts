import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireCorporate } from '../access.ts';
import { getCompany } from '../company.ts';

/** Before the first save there is no company (its name is required): 404. */
export const getCorporateCompanyDataRoute = defineRoute({
  operationId: 'getCorporateCompanyData',
  method: 'GET',
  url: '/v1/lender_corporation/kyc/data_perusahaan',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lender }) {
    requireCorporate(lender);
    const company = await getCompany(ctx, lender);
    if (!company) throw new HttpError(404, 'errors.notFound');
    return { status: 200, body: { data: company } };
  },
});
