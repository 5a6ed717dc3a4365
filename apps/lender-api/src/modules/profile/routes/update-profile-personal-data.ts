import { UpdateProfilePersonalDataBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { ekycProgress } from '../../ekyc/index.ts';
import { updateProfilePersonalData } from '../personal-data.ts';

/**
 * The profile page's edit of the personal data: the wizard's rules, stored photos kept, the
 * occupation too; the verified identity (NIK or passport, name) cannot change here.
 */
export const updateProfilePersonalDataRoute = defineRoute({
  operationId: 'updateProfilePersonalData',
  method: 'POST',
  url: '/v2/lender/profile/data_diri',
  auth: 'lender',
  audience: 'individual',
  body: UpdateProfilePersonalDataBody,
  async handle({ ctx, lang, lender, body }) {
    await updateProfilePersonalData(ctx, lender, body);
    const progress = await ekycProgress(ctx, lender);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedPersonal'), step_order: progress.step_order },
    };
  },
});
