import {
  GetSandboxProjectLifeParams,
  StartSandboxLatenessBody,
  StartSandboxLatenessParams,
  SubmitSandboxFullRepaymentParams,
  SubmitSandboxNextDuePaymentBody,
  SubmitSandboxNextDuePaymentParams,
  SubmitSandboxProjectDefaultBody,
  SubmitSandboxProjectDefaultParams,
} from '@pendana/api-sdk/zod';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { canArrive } from '../../../providers/repayments/index.ts';
import { canMove } from '../../../shared/clock.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import {
  LifeRefusedError,
  declareSandboxDefault,
  makeLate,
  payNextDue,
  projectLife,
  projectLives,
  repayAll,
  type LifeCall,
  type ProjectLife,
} from '../../repayments/index.ts';

/**
 * The sandbox's project life (contract tag `sandbox`): sandbox mode only, with the sandbox collecting
 * account and a clock the sandbox may move; a project the caller did not fund is a 404, an action its
 * stage does not allow a 409 with the reason.
 */
function lifeCall(ctx: AppContext, lenderId: number): LifeCall {
  const { repayments } = ctx.providers;
  if (!ctx.config.sandbox || !canArrive(repayments) || !canMove(ctx.clock))
    throw new HttpError(404, 'errors.routeNotFound');
  return {
    db: moneyDb(ctx.database.db),
    clock: ctx.clock,
    repayments,
    lenderId,
    graceDays: ctx.config.repaymentGraceDays,
  };
}

async function answer(run: () => Promise<ProjectLife | null>) {
  try {
    const life = await run();
    if (!life) throw new HttpError(404, 'errors.notFound');
    return { status: 200 as const, body: { data: life } };
  } catch (error) {
    if (!(error instanceof LifeRefusedError)) throw error;
    if (error.kind === 'stage')
      throw new HttpError(409, 'sandbox.lifeStage', { params: { stage: error.detail } });
    if (error.kind === 'notNextDue')
      throw new HttpError(409, 'sandbox.lifeNotNextDue', { params: { date: error.detail } });
    throw new HttpError(409, 'sandbox.lifeRefused', { params: { reason: error.detail } });
  }
}

export const listSandboxProjectLivesRoute = defineRoute({
  operationId: 'listSandboxProjectLives',
  method: 'GET',
  url: '/v1/sandbox/projects/life',
  auth: 'lender',
  handle: async ({ ctx, lender }) => ({
    status: 200 as const,
    body: { data: await projectLives(lifeCall(ctx, lender.id)) },
  }),
});

export const getSandboxProjectLifeRoute = defineRoute({
  operationId: 'getSandboxProjectLife',
  method: 'GET',
  url: '/v1/sandbox/projects/:id/life',
  auth: 'lender',
  params: GetSandboxProjectLifeParams,
  handle: ({ ctx, lender, params }) =>
    answer(() => projectLife(lifeCall(ctx, lender.id), params.id)),
});

export const submitSandboxNextDuePaymentRoute = defineRoute({
  operationId: 'submitSandboxNextDuePayment',
  method: 'POST',
  url: '/v1/sandbox/projects/:id/life/next-due',
  auth: 'lender',
  params: SubmitSandboxNextDuePaymentParams,
  body: SubmitSandboxNextDuePaymentBody,
  handle: ({ ctx, lender, params, body }) =>
    answer(() => payNextDue(lifeCall(ctx, lender.id), params.id, body.tanggal_jatuh_tempo)),
});

export const submitSandboxFullRepaymentRoute = defineRoute({
  operationId: 'submitSandboxFullRepayment',
  method: 'POST',
  url: '/v1/sandbox/projects/:id/life/repay-all',
  auth: 'lender',
  params: SubmitSandboxFullRepaymentParams,
  handle: ({ ctx, lender, params }) => answer(() => repayAll(lifeCall(ctx, lender.id), params.id)),
});

export const startSandboxLatenessRoute = defineRoute({
  operationId: 'startSandboxLateness',
  method: 'POST',
  url: '/v1/sandbox/projects/:id/life/late',
  auth: 'lender',
  params: StartSandboxLatenessParams,
  body: StartSandboxLatenessBody,
  handle: ({ ctx, lender, params, body }) =>
    answer(() => makeLate(lifeCall(ctx, lender.id), params.id, body.tanggal_jatuh_tempo)),
});

export const submitSandboxProjectDefaultRoute = defineRoute({
  operationId: 'submitSandboxProjectDefault',
  method: 'POST',
  url: '/v1/sandbox/projects/:id/life/default',
  auth: 'lender',
  params: SubmitSandboxProjectDefaultParams,
  body: SubmitSandboxProjectDefaultBody,
  handle: ({ ctx, lender, params, body }) =>
    answer(() => declareSandboxDefault(lifeCall(ctx, lender.id), params.id, BigInt(body.recovery))),
});

export const sandboxLifeRoutes = [
  listSandboxProjectLivesRoute,
  getSandboxProjectLifeRoute,
  submitSandboxNextDuePaymentRoute,
  submitSandboxFullRepaymentRoute,
  startSandboxLatenessRoute,
  submitSandboxProjectDefaultRoute,
];
