import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute, type ApiRoute, type RouteResult } from '../../../http/route.ts';
import { routeHandler } from '../../../http/run-route.ts';
import { formatRupiah } from '../../../shared/ledger/ledger.ts';
import { authenticateCard } from '../cards.ts';
import { settleTopUp, topUpForProvider } from '../ewallet.ts';
import { WalletRefusal } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';
import { safeReturnPath } from '../../sandbox/index.ts';

/**
 * The sandbox providers' own pages (not in the contract, `SANDBOX=1` only, no session: the provider
 * side knows the payment by its reference): the e-wallet checkout / payer's app
 * (`GET /api/sandbox/ewallet/<reference>`, the `redirect_url` of DANA and ShopeePay, usable for OVO
 * and QRIS too) and the card issuer's 3-D Secure page (`GET /api/sandbox/card/3ds/<reference>`, the
 * `authentication_url`). Their buttons post back; with a same-origin `return_url` the page then
 * redirects there with `reference_id`, `status` (and `authentication_id`), like a provider redirect.
 */

const Params = z.object({ reference_id: z.string().min(1).max(64) });
const PageQuery = z.object({
  return_url: z.string().max(500).optional(),
  lang: z.enum(['id', 'en']).optional(),
});
const EwalletForm = z.object({
  result: z.enum(['paid', 'failed']),
  code: z
    .string()
    .regex(/^[0-9A-Z]{0,3}$/)
    .optional(),
  return_url: z.string().max(500).optional(),
  lang: z.enum(['id', 'en']).optional(),
});
const CardForm = z.object({
  result: z.enum(['success', 'failed']),
  return_url: z.string().max(500).optional(),
  lang: z.enum(['id', 'en']).optional(),
});

type PageLang = 'id' | 'en';

const TEXTS = {
  checkout: { id: 'Pembayaran sandbox', en: 'Sandbox payment' },
  secure: { id: 'Verifikasi 3-D Secure (sandbox)', en: '3-D Secure check (sandbox)' },
  amount: { id: 'Jumlah', en: 'Amount' },
  fee: { id: 'Biaya', en: 'Fee' },
  card: { id: 'Kartu', en: 'Card' },
  reference: { id: 'Referensi', en: 'Reference' },
  pay: { id: 'Bayar', en: 'Pay' },
  fail: { id: 'Gagalkan pembayaran', en: 'Fail the payment' },
  approve: { id: 'Verifikasi berhasil', en: 'Pass the check' },
  reject: { id: 'Verifikasi gagal', en: 'Fail the check' },
  status: { id: 'Status', en: 'Status' },
  back: { id: 'Kembali ke aplikasi', en: 'Back to the app' },
  unknown: { id: 'Pembayaran tidak ditemukan.', en: 'This payment does not exist.' },
  authId: { id: 'ID autentikasi', en: 'Authentication id' },
  ovoCode: { id: 'Kode gagal OVO', en: 'OVO failure code' },
} as const;

const STATUS: Record<number, Record<PageLang, string>> = {
  1: { id: 'Baru', en: 'New' },
  2: { id: 'Menunggu pembayaran', en: 'Waiting for payment' },
  3: { id: 'Berhasil', en: 'Paid' },
  4: { id: 'Gagal', en: 'Failed' },
  8: { id: 'Kedaluwarsa', en: 'Expired' },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(status: number, lang: PageLang, title: string, body: string): RouteResult {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#1e293b}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#64748b}
button{font:inherit;padding:.75rem 1.25rem;margin:.25rem 0;border-radius:8px;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer}
button.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}select{font:inherit;padding:.5rem}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  };
}

function hidden(returnUrl: string | undefined, lang: PageLang): string {
  return (
    `<input type="hidden" name="lang" value="${lang}">` +
    (returnUrl ? `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">` : '')
  );
}

function redirect(location: string): RouteResult {
  return { status: 303, headers: { location, 'cache-control': 'no-store' }, body: '' };
}

function withQuery(path: string, params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function requireSandbox(sandbox: boolean): void {
  if (!sandbox) throw new HttpError(404, 'errors.routeNotFound');
}

export const sandboxEwalletPageRoute = defineRoute({
  operationId: 'sandboxEwalletPage',
  method: 'GET',
  url: '/sandbox/ewallet/:reference_id',
  auth: 'public',
  params: Params,
  query: PageQuery,
  async handle({ ctx, params, query }) {
    requireSandbox(ctx.config.sandbox);
    const lang: PageLang = query.lang ?? 'id';
    const view = await topUpForProvider(
      walletDb(ctx.database.db),
      params.reference_id,
      ctx.clock.now(),
    );
    if (!view || view.method === 'card')
      return page(404, lang, TEXTS.checkout[lang], `<p>${TEXTS.unknown[lang]}</p>`);
    const returnUrl = safeReturnPath(query.return_url);
    const action = `${ctx.config.apiBasePath}/sandbox/ewallet/${encodeURIComponent(view.referenceId)}`;
    const facts = `<dl><dt>${TEXTS.reference[lang]}</dt><dd>${escapeHtml(view.referenceId)}</dd>
<dt>${view.method.toUpperCase()}</dt><dd>${formatRupiah(view.amount)}</dd>
<dt>${TEXTS.status[lang]}</dt><dd>${STATUS[view.status]?.[lang] ?? view.status}</dd></dl>`;
    if (view.status !== 2) {
      const back = returnUrl
        ? `<p><a href="${escapeHtml(withQuery(returnUrl, { reference_id: view.referenceId, status: String(view.status) }))}">${TEXTS.back[lang]}</a></p>`
        : '';
      return page(200, lang, TEXTS.checkout[lang], facts + back);
    }
    const ovoCodes =
      view.method === 'ovo'
        ? `<label>${TEXTS.ovoCode[lang]} <select name="code"><option value="17">17</option><option value="51">51</option><option value="68">68</option></select></label> `
        : '';
    return page(
      200,
      lang,
      TEXTS.checkout[lang],
      `${facts}
<form method="post" action="${escapeHtml(action)}">${hidden(returnUrl, lang)}<input type="hidden" name="result" value="paid"><button type="submit">${TEXTS.pay[lang]}</button></form>
<form method="post" action="${escapeHtml(action)}">${hidden(returnUrl, lang)}<input type="hidden" name="result" value="failed">${ovoCodes}<button class="fail" type="submit">${TEXTS.fail[lang]}</button></form>`,
    );
  },
});

export const sandboxEwalletPageSubmitRoute = defineRoute({
  operationId: 'sandboxEwalletPageSubmit',
  method: 'POST',
  url: '/sandbox/ewallet/:reference_id',
  auth: 'public',
  params: Params,
  body: EwalletForm,
  async handle({ ctx, params, body }) {
    requireSandbox(ctx.config.sandbox);
    const lang: PageLang = body.lang ?? 'id';
    const db = walletDb(ctx.database.db);
    const now = ctx.clock.now();
    const view = await topUpForProvider(db, params.reference_id, now);
    if (!view || view.method === 'card')
      return page(404, lang, TEXTS.checkout[lang], `<p>${TEXTS.unknown[lang]}</p>`);
    const settled = await settleTopUp(
      db,
      view.lenderId,
      view.referenceId,
      { result: body.result, code: body.code || undefined },
      ctx.clock,
    );
    const returnUrl = safeReturnPath(body.return_url);
    if (returnUrl)
      return redirect(
        withQuery(returnUrl, { reference_id: view.referenceId, status: String(settled.status) }),
      );
    return redirect(
      `${ctx.config.apiBasePath}/sandbox/ewallet/${encodeURIComponent(view.referenceId)}?lang=${lang}`,
    );
  },
});

export const sandboxCardPageRoute = defineRoute({
  operationId: 'sandboxCardPage',
  method: 'GET',
  url: '/sandbox/card/3ds/:reference_id',
  auth: 'public',
  params: Params,
  query: PageQuery,
  async handle({ ctx, params, query }) {
    requireSandbox(ctx.config.sandbox);
    const lang: PageLang = query.lang ?? 'id';
    const db = walletDb(ctx.database.db);
    const view = await topUpForProvider(db, params.reference_id, ctx.clock.now());
    if (!view || view.method !== 'card')
      return page(404, lang, TEXTS.secure[lang], `<p>${TEXTS.unknown[lang]}</p>`);
    const returnUrl = safeReturnPath(query.return_url);
    const action = `${ctx.config.apiBasePath}/sandbox/card/3ds/${encodeURIComponent(view.referenceId)}`;
    const authenticated = await db
      .selectFrom('ewallet_topups')
      .select('authentication_id')
      .where('reference_id', '=', view.referenceId)
      .executeTakeFirstOrThrow();
    const facts = `<dl><dt>${TEXTS.reference[lang]}</dt><dd>${escapeHtml(view.referenceId)}</dd>
<dt>${TEXTS.card[lang]}</dt><dd>${escapeHtml(view.cardMasked ?? '')}</dd>
<dt>${TEXTS.amount[lang]}</dt><dd>${formatRupiah(view.amount + view.biaya)}</dd>
<dt>${TEXTS.status[lang]}</dt><dd>${STATUS[view.status]?.[lang] ?? view.status}</dd>
${authenticated.authentication_id ? `<dt>${TEXTS.authId[lang]}</dt><dd><code>${escapeHtml(authenticated.authentication_id)}</code></dd>` : ''}</dl>`;
    if (view.status !== 1) return page(200, lang, TEXTS.secure[lang], facts);
    return page(
      200,
      lang,
      TEXTS.secure[lang],
      `${facts}
<form method="post" action="${escapeHtml(action)}">${hidden(returnUrl, lang)}<input type="hidden" name="result" value="success"><button type="submit">${TEXTS.approve[lang]}</button></form>
<form method="post" action="${escapeHtml(action)}">${hidden(returnUrl, lang)}<input type="hidden" name="result" value="failed"><button class="fail" type="submit">${TEXTS.reject[lang]}</button></form>`,
    );
  },
});

export const sandboxCardPageSubmitRoute = defineRoute({
  operationId: 'sandboxCardPageSubmit',
  method: 'POST',
  url: '/sandbox/card/3ds/:reference_id',
  auth: 'public',
  params: Params,
  body: CardForm,
  async handle({ ctx, params, body }) {
    requireSandbox(ctx.config.sandbox);
    const lang: PageLang = body.lang ?? 'id';
    const db = walletDb(ctx.database.db);
    const now = ctx.clock.now();
    const view = await topUpForProvider(db, params.reference_id, now);
    if (!view || view.method !== 'card')
      return page(404, lang, TEXTS.secure[lang], `<p>${TEXTS.unknown[lang]}</p>`);
    let result: { authentication_id: string | null; status: number };
    try {
      result = await authenticateCard(db, view.lenderId, view.referenceId, body.result, now);
    } catch (error) {
      if (error instanceof WalletRefusal)
        return page(404, lang, TEXTS.secure[lang], `<p>${TEXTS.unknown[lang]}</p>`);
      throw error;
    }
    const returnUrl = safeReturnPath(body.return_url);
    if (returnUrl)
      return redirect(
        withQuery(returnUrl, {
          reference_id: view.referenceId,
          status: String(result.status),
          ...(result.authentication_id ? { authentication_id: result.authentication_id } : {}),
        }),
      );
    return redirect(
      `${ctx.config.apiBasePath}/sandbox/card/3ds/${encodeURIComponent(view.referenceId)}?lang=${lang}`,
    );
  },
});

const WALLET_SANDBOX_PAGES: readonly ApiRoute[] = [
  sandboxEwalletPageRoute,
  sandboxEwalletPageSubmitRoute,
  sandboxCardPageRoute,
  sandboxCardPageSubmitRoute,
];

/**
 * Mounts the provider pages under the API base (sandbox mode only; they are not contract operations,
 * so they stay out of `API_ROUTES`).
 */
export function registerWalletSandboxPages(app: FastifyInstance, ctx: AppContext): void {
  for (const route of WALLET_SANDBOX_PAGES) {
    app.route({
      method: route.method,
      url: `${ctx.config.apiBasePath}${route.url}`,
      handler: routeHandler(ctx, route),
    });
  }
}
