import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { decideKyc, kycDecisionProblem, KYC_REASON_MAX } from '../../ekyc/index.ts';

export const SANDBOX_REVIEWER = 'reviewer';

/** `Authorization: Basic` value of the sandbox reviewer. */
export const reviewerAuthorization = (password: string) =>
  `Basic ${Buffer.from(`${SANDBOX_REVIEWER}:${password}`).toString('base64')}`;

/** Whether the request carries the reviewer's login (HTTP Basic; compared in constant time). */
function isReviewer(ctx: AppContext, request: FastifyRequest): boolean {
  const given = Buffer.from(String(request.headers.authorization ?? ''));
  const expected = Buffer.from(reviewerAuthorization(ctx.config.sandboxReviewerPassword));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 401 with a Basic challenge (the browser asks for the reviewer's login) unless the reviewer. */
function refuseUnlessReviewer(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  if (isReviewer(ctx, request)) return null;
  return reply
    .code(401)
    .header('www-authenticate', 'Basic realm="Pendana sandbox KYC review", charset="UTF-8"')
    .send({ message: 'The sandbox KYC review needs the reviewer login (printed by npm start).' });
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The sandbox KYC reviewer: `GET /sandbox/kyc` lists the lenders waiting for review with approve and
 * reject buttons; `POST /sandbox/kyc/<user_id>/decision` (form or JSON `{decision, reason}`; a rejection needs its
 * reason, told to the lender) decides through `decideKyc`, the operator's path too. Under the
 * API base the same POST answers JSON `{user_id, user_status}` for tests and scripts. Every one needs
 * the reviewer's login (HTTP Basic `reviewer` / `SANDBOX_REVIEWER_PASSWORD`), even in the demo: the
 * page names waiting lenders and approves them.
 */
export function registerKycReviewSandbox(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sandbox/kyc', async (request, reply) => {
    const refused = refuseUnlessReviewer(ctx, request, reply);
    if (refused) return refused;
    const pending = await ctx.database.db
      .selectFrom('lenders')
      .select(['id', 'username', 'email', 'lender_type', 'nama', 'updated_at'])
      .where('status', '=', 'pending')
      .orderBy('updated_at')
      .execute();
    const rows = pending
      .map(
        (
          lender,
        ) => `<tr><td>${lender.id}</td><td>${escapeHtml(lender.username)}</td><td>${escapeHtml(lender.nama ?? '')}</td>
<td>${lender.lender_type === 2 ? 'corporate' : 'individual'}</td>
<td><form method="post" action="/sandbox/kyc/${lender.id}/decision"><input type="hidden" name="decision" value="approve"><button>Approve</button></form>
<form method="post" action="/sandbox/kyc/${lender.id}/decision"><input type="hidden" name="decision" value="reject"><label>Reason <input name="reason" required maxlength="${KYC_REASON_MAX}" placeholder="what to correct"></label> <button>Reject</button></form></td></tr>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox KYC review · Pendana</title>
<style>body{font-family:system-ui,sans-serif;max-width:880px;margin:2rem auto;padding:0 1rem}td,th{padding:.4rem;text-align:left}form{display:inline}</style></head>
<body><h1>KYC waiting for review</h1>${rows ? `<table><tr><th>id</th><th>username</th><th>name</th><th>type</th><th></th></tr>${rows}</table>` : '<p>Nobody is waiting.</p>'}</body></html>`);
  });

  const handler =
    (json: boolean) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const refused = refuseUnlessReviewer(ctx, request, reply);
      if (refused) return refused;
      const id = Number(request.params.id);
      const body = request.body as { decision?: unknown; reason?: unknown } | undefined;
      const decision = body?.decision;
      if (!Number.isInteger(id) || (decision !== 'approve' && decision !== 'reject')) {
        return reply.code(422).send({
          message: 'decision must be approve or reject',
          errors: { decision: ['approve | reject'] },
        });
      }
      const reason = typeof body?.reason === 'string' ? body.reason : null;
      const approved = decision === 'approve';
      const problem = kycDecisionProblem({ approved, reason });
      if (problem) return reply.code(422).send({ message: problem, errors: { reason: [problem] } });
      const status = await decideKyc(
        ctx.database.db,
        { lenderId: id, approved, reason, decidedBy: SANDBOX_REVIEWER },
        ctx.clock.now(),
      );
      if (!status)
        return reply.code(409).send({ message: 'This lender is not waiting for review.' });
      return json
        ? reply.send({ user_id: id, user_status: status })
        : reply.redirect('/sandbox/kyc', 303);
    };
  app.post<{ Params: { id: string } }>('/sandbox/kyc/:id/decision', handler(false));
  app.post<{ Params: { id: string } }>(
    `${ctx.config.apiBasePath}/sandbox/kyc/:id/decision`,
    handler(true),
  );
}
