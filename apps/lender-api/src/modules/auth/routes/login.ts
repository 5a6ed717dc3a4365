import { LoginBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { login } from '../accounts.ts';
import { deviceCookieOf } from '../devices.ts';
import { signedInAnswer } from './signed-in-answer.ts';

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
    if ('challenge' in result) {
      // Two-factor sign-in is on: no session until the code (`finishTwoFactorLogin`).
      return {
        status: 202,
        body: {
          two_factor_required: true,
          challenge_token: result.challenge.token,
          expires_in: result.challenge.expiresInMinutes,
        },
      };
    }
    return signedInAnswer(ctx, result);
  },
});
