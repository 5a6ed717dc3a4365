import { LoginOperatorBody } from '@pendana/api-sdk/operator/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { loginOperator, operatorView } from '../accounts.ts';

/** Password login of an operator, then the second-factor step; one 401 for every failure. */
export const loginOperatorRoute = defineRoute({
  operationId: 'loginOperator',
  method: 'POST',
  url: '/operator/auth/login',
  auth: 'public',
  body: LoginOperatorBody,
  limits: ({ body, request }) => [
    { key: `operator-login:addr:${request.ip}`, max: 30, windowMinutes: 15, perAddress: true },
    { key: `operator-login:email:${body.email.trim().toLowerCase()}`, max: 10, windowMinutes: 15 },
  ],
  async handle({ ctx, body }) {
    const session = await loginOperator(ctx, body.email, body.password);
    if (!session) throw new HttpError(401, 'operators.loginFailed');
    return {
      status: 200,
      body: {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        idle_minutes: session.idleMinutes,
        second_factor: session.secondFactor,
        operator: operatorView(session.operator),
      },
    };
  },
});
