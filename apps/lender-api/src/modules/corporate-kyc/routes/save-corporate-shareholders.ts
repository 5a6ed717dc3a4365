import { SaveCorporateShareholdersBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireCorporate } from '../access.ts';
import { PERSON_INT_FIELDS, savePeople } from '../people.ts';
import { corporateProgress } from '../progress.ts';

/** Multipart `shareholders[i][field]` (files per person); the posted list replaces the stored one. */
export const saveCorporateShareholdersRoute = defineRoute({
  operationId: 'saveCorporateShareholders',
  method: 'POST',
  url: '/v1/lender_corporation/kyc/pemegang_saham',
  auth: 'lender',
  audience: 'corporate',
  body: SaveCorporateShareholdersBody,
  multipart: { ints: PERSON_INT_FIELDS },
  async handle({ ctx, lang, lender, body }) {
    requireCorporate(lender);
    await savePeople(ctx, lender, 'shareholder', body.shareholders);
    const progress = await corporateProgress(ctx, lender.id);
    return {
      status: 200,
      body: { message: t(lang, 'corporate.savedShareholders'), step_order: 4, progress },
    };
  },
});
