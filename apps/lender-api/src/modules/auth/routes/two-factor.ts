import {
  ConfirmTwoFactorBody,
  DeleteTwoFactorBody,
  FinishTwoFactorLoginBody,
} from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { deviceCookieOf } from '../devices.ts';
import {
  confirmTwoFactor,
  deleteTwoFactor,
  finishTwoFactorLogin,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../two-factor.ts';
import { signedInAnswer } from './signed-in-answer.ts';

export const finishTwoFactorLoginRoute = defineRoute({
  operationId: 'finishTwoFactorLogin',
  method: 'POST',
  url: '/newAuth/login/two_factor',
  auth: 'public',
  body: FinishTwoFactorLoginBody,
  async handle({ ctx, body, request }) {
    const result = await finishTwoFactorLogin(ctx, {
      challengeToken: body.challenge_token,
      code: body.code,
      address: request.ip,
      device: {
        cookie: deviceCookieOf(request.headers.cookie),
        userAgent: request.headers['user-agent'],
      },
    });
    return signedInAnswer(ctx, result);
  },
});

export const getTwoFactorStatusRoute = defineRoute({
  operationId: 'getTwoFactorStatus',
  method: 'GET',
  url: '/v1/lender/auth/two_factor',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: await twoFactorStatus(ctx, lender.id) };
  },
});

export const startTwoFactorSetupRoute = defineRoute({
  operationId: 'startTwoFactorSetup',
  method: 'POST',
  url: '/v1/lender/auth/two_factor/setup',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: await startTwoFactorSetup(ctx, lender) };
  },
});

export const confirmTwoFactorRoute = defineRoute({
  operationId: 'confirmTwoFactor',
  method: 'POST',
  url: '/v1/lender/auth/two_factor/confirm',
  auth: 'lender',
  body: ConfirmTwoFactorBody,
  async handle({ ctx, lang, lender, body }) {
    const codes = await confirmTwoFactor(ctx, lender, body.code);
    return {
      status: 200,
      body: { message: t(lang, 'twoFactor.turnedOn'), recovery_codes: codes },
    };
  },
});

export const deleteTwoFactorRoute = defineRoute({
  operationId: 'deleteTwoFactor',
  method: 'POST',
  url: '/v1/lender/auth/two_factor/disable',
  auth: 'lender',
  body: DeleteTwoFactorBody,
  async handle({ ctx, lang, lender, body }) {
    const until = await deleteTwoFactor(ctx, lender, body);
    return {
      status: 200,
      body: {
        message: t(lang, 'twoFactor.turnedOff'),
        payout_hold_until: until ? until.toISOString() : null,
      },
    };
  },
});

export const twoFactorRoutes = [
  finishTwoFactorLoginRoute,
  getTwoFactorStatusRoute,
  startTwoFactorSetupRoute,
  confirmTwoFactorRoute,
  deleteTwoFactorRoute,
] as const;
