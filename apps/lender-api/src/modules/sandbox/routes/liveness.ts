import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { hashToken } from '../../../shared/session/tokens.ts';
import { storeLiveness } from '../../ekyc/index.ts';
import { CONTENT_SECURITY_POLICY } from '../../../http/security-headers.ts';

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Sandbox liveness</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#1e293b}
button{font:inherit;padding:.75rem 1.25rem;margin:.25rem;border-radius:8px;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer}
button.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}</style></head><body><h1>${title}</h1>${body}</body></html>`);
}

/**
 * Where the landing page sends the lender back (like a provider's redirect URL): a path on this
 * origin (`/…`, never `//host`), or — as a real provider on another origin is given — an absolute URL
 * on the app's own origin (`appOrigin`); anything else is dropped, so the sandbox is no open redirect.
 */
export function safeReturnPath(value: unknown, appOrigin?: string): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return value;
  if (!appOrigin || !/^https?:\/\/[^\s]*$/.test(value)) return undefined;
  try {
    return new URL(value).origin === appOrigin ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The landing page's own policy: like a provider's page it may be on another origin than the app
 * (`SANDBOX_PROVIDER_URL`), so its forms may lead back to the app's origin (a 303 to the return page).
 */
const landingPolicy = (appOrigin: string) =>
  CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${appOrigin}`);

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function findSession(
  ctx: AppContext,
  reference: string | undefined,
  accessToken: string | undefined,
) {
  let query = ctx.database.db.selectFrom('liveness_sessions').selectAll();
  if (accessToken)
    query = query.where('token_hash', '=', hashToken(accessToken)).where('provider', '=', 'vida');
  else if (reference)
    query = query.where('reference', '=', reference).where('provider', '=', 'privy');
  else return undefined;
  return query.executeTakeFirst();
}

/**
 * The sandbox liveness landing pages: `GET /sandbox/liveness/<reference>` (privy) and
 * `GET /sandbox/liveness/vida?access_token=` show the session with "pass" and "fail" buttons; the
 * POST stores the result in the lender's eKYC state as the provider's callback would.
 */
export function registerLivenessSandbox(app: FastifyInstance, ctx: AppContext): void {
  const appOrigin = new URL(ctx.config.publicUrl).origin;
  const show = async (
    reply: FastifyReply,
    reference: string | undefined,
    accessToken: string | undefined,
    returnUrl: string | undefined,
  ) => {
    const session = await findSession(ctx, reference, accessToken);
    if (!session)
      return page(reply, 404, 'Unknown session', '<p>This liveness session does not exist.</p>');
    if (session.expires_at <= ctx.clock.now())
      return page(reply, 410, 'Session expired', '<p>Start the liveness check again.</p>');
    if (session.status !== 'pending') {
      return page(
        reply,
        200,
        `Liveness ${session.status}`,
        `<p>Session ${session.reference} is finished: <strong>${session.status}</strong>. Return to the app.</p>`,
      );
    }
    reply.header('content-security-policy', landingPolicy(appOrigin));
    const back = returnUrl
      ? `<input type="hidden" name="return_url" value="${escapeAttr(returnUrl)}">`
      : '';
    return page(
      reply,
      200,
      'Liveness check',
      `<p>Provider: ${session.provider}. Session ${session.reference}.</p>
<form method="post" action="/sandbox/liveness/${session.reference}/finish"><input type="hidden" name="result" value="passed">${back}<button type="submit">Pass the check</button></form>
<form method="post" action="/sandbox/liveness/${session.reference}/finish"><input type="hidden" name="result" value="failed">${back}<button class="fail" type="submit">Fail the check</button></form>`,
    );
  };
  app.get<{ Querystring: { access_token?: string; return_url?: string } }>(
    '/sandbox/liveness/vida',
    (request, reply) =>
      show(
        reply,
        undefined,
        request.query.access_token,
        safeReturnPath(request.query.return_url, appOrigin),
      ),
  );
  app.get<{ Params: { reference: string }; Querystring: { return_url?: string } }>(
    '/sandbox/liveness/:reference',
    (request, reply) =>
      show(
        reply,
        request.params.reference,
        undefined,
        safeReturnPath(request.query.return_url, appOrigin),
      ),
  );
  app.post<{
    Params: { reference: string };
    Body: { result?: string; return_url?: string } | undefined;
  }>('/sandbox/liveness/:reference/finish', async (request, reply) => {
    const session = await ctx.database.db
      .selectFrom('liveness_sessions')
      .selectAll()
      .where('reference', '=', request.params.reference)
      .$narrowType<{ provider: 'privy' | 'vida' }>()
      .executeTakeFirst();
    const result = request.body?.result;
    if (!session || (result !== 'passed' && result !== 'failed')) {
      return page(reply, 404, 'Unknown session', '<p>This liveness session does not exist.</p>');
    }
    const now = ctx.clock.now();
    if (session.status !== 'pending' || session.expires_at <= now) {
      return page(reply, 409, 'Session closed', '<p>This session is finished or expired.</p>');
    }
    const passed = result === 'passed';
    await ctx.database.db
      .updateTable('liveness_sessions')
      .set({ status: result, finished_at: now })
      .where('reference', '=', session.reference)
      .execute();
    const outcome = {
      code: passed ? 'LIVENESS_PASSED' : 'LIVENESS_FAILED',
      transaction_id: session.reference,
      result: passed,
      score: passed ? 0.95 : 0.2,
      imgManipulationScore: passed ? 0.02 : 0.6,
      provider: session.provider,
    };
    await storeLiveness(ctx, session.lender_id, { ...outcome, face_1: null });
    // Like a provider's redirect: back to the app with the result in the query.
    const returnUrl = safeReturnPath(request.body?.return_url, appOrigin);
    if (returnUrl) {
      const query = new URLSearchParams(
        Object.entries(outcome).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return reply.redirect(`${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query}`, 303);
    }
    return page(
      reply,
      200,
      `Liveness ${result}`,
      `<p>Session ${session.reference}: <strong>${result}</strong>. Return to the app.</p>`,
    );
  });
}
