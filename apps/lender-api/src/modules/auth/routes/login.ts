import { LoginBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { login } from '../accounts.ts';
import { deviceCookieHeader, deviceCookieOf } from '../devices.ts';

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
      device: {
        cookie: deviceCookieOf(request.headers.cookie),
        userAgent: request.headers['user-agent'],
      },
    });
    return {
      status: 200,
      // A browser signing in for the first time gets its device cookie (how its next sign-ins are known).
      ...(result.deviceCookie
        ? {
            headers: {
              'set-cookie': deviceCookieHeader(
                result.deviceCookie,
                ctx.config.publicUrl.startsWith('https:'),
              ),
            },
          }
        : {}),
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
