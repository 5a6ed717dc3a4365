import { SaveCorporateContactsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireCorporate } from '../access.ts';
import { PERSON_INT_FIELDS, savePeople } from '../people.ts';
import { corporateProgress } from '../progress.ts';

/** Multipart `contacts[i][field]` (files per person); the posted list replaces the stored one. */
export const saveCorporateContactsRoute = defineRoute({
  operationId: 'saveCorporateContacts',
  method: 'POST',
  url: '/v1/lender_corporation/kyc/contacts',
  auth: 'lender',
  audience: 'corporate',
  body: SaveCorporateContactsBody,
  multipart: { ints: PERSON_INT_FIELDS },
  async handle({ ctx, lang, lender, body }) {
    requireCorporate(lender);
    await savePeople(ctx, lender, 'contact', body.contacts);
    const progress = await corporateProgress(ctx, lender.id);
    return {
      status: 200,
      body: { message: t(lang, 'corporate.savedContacts'), step_order: 5, progress },
    };
  },
});
