import { SaveCorporateCompanyDataBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireCorporate } from '../access.ts';
import { saveCompany } from '../company.ts';
import { corporateProgress } from '../progress.ts';

export const saveCorporateCompanyDataRoute = defineRoute({
  operationId: 'saveCorporateCompanyData',
  method: 'POST',
  url: '/v1/lender_corporation/kyc/data_perusahaan',
  auth: 'lender',
  audience: 'corporate',
  body: SaveCorporateCompanyDataBody,
  multipart: { ints: ['bidang_pekerjaan'] },
  async handle({ ctx, lang, lender, body }) {
    requireCorporate(lender);
    await saveCompany(ctx, lender, body);
    const progress = await corporateProgress(ctx, lender.id);
    return {
      status: 200,
      body: { message: t(lang, 'corporate.savedCompany'), step_order: 2, progress },
    };
  },
});
