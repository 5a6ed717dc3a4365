import { UpdateProfileBody } from '@pendana/api-sdk/zod';
import { validationError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { individualProfile, updateIndividualProfile } from '../profile.ts';

/** Changes only the profile fields sent (at least one; unknown fields are refused). */
export const updateProfileRoute = defineRoute({
  operationId: 'updateProfile',
  method: 'POST',
  url: '/v1/lender/profile',
  auth: 'lender',
  audience: 'individual',
  body: UpdateProfileBody.strict(),
  async handle({ ctx, lang, lender, body }) {
    if (Object.keys(body).length === 0) {
      throw validationError({ message: [{ key: 'validation.required' }] });
    }
    await updateIndividualProfile(ctx, lender, body);
    return {
      status: 200,
      body: { message: t(lang, 'profile.updated'), data: await individualProfile(ctx, lender) },
    };
  },
});
