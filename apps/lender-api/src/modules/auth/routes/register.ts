import { RegisterBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { register } from '../accounts.ts';

export const registerRoute = defineRoute({
  operationId: 'register',
  method: 'POST',
  url: '/newAuth/register',
  auth: 'public',
  body: RegisterBody,
  limits: ({ request }) => LIMITS.register(request.ip),
  async handle({ ctx, lang, body }) {
    await register(ctx, lang, body);
    return { status: 201, body: { status: 'Not Active', message: t(lang, 'auth.registered') } };
  },
});
