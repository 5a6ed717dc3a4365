import { LoginBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { login } from '../accounts.ts';

export const loginRoute = defineRoute({
  operationId: 'login',
  method: 'POST',
  url: '/newAuth/login',
  auth: 'public',
  body: LoginBody,
  async handle({ ctx, body, request }) {
    const result = await login(ctx, {
      username: body.username,
      password: body.password,
      address: request.ip,
    });
    return {
      status: 200,
      body: {
        access_token: result.token,
        token_type: 'bearer',
        expires_in: ctx.config.tokenTtlMinutes,
        status: result.status,
        user_id: result.lenderId,
        lender_type: result.lenderType,
      },
    };
  },
});
