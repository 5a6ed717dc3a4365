import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../context.ts';
import {
  documentForPage,
  finishDocument,
  lifecycle,
  markOpened,
  providerStatus,
  renderAgreement,
  signingProviders,
  type SigningDocument,
} from '../../signing/index.ts';
import { formatRupiah, wibDateTime } from '../../signing/index.ts';
import type { SigningProviderName } from '../../signing/index.ts';

type PageLang = 'id' | 'en';

const TEXTS = {
  id: {
    title: 'Tanda tangan akad pendanaan',
    unknown: 'Dokumen tidak ditemukan',
    unknownBody: 'Dokumen ini tidak ada di penyedia tanda tangan.',
    intro: (provider: string) =>
      `Halaman uji (sandbox) ${provider}. Periksa akad di bawah, lalu tanda tangani atau tolak.`,
    lender: 'Pemberi dana',
    project: 'Proyek',
    akad: 'Akad',
    packages: 'Paket',
    amount: 'Nilai pendanaan',
    status: 'Status',
    expires: 'Berlaku sampai',
    read: 'Baca dokumen (PDF)',
    sign: 'Tanda tangani',
    decline: 'Tolak',
    finished: 'Dokumen sudah selesai',
    finishedBody: (status: string) => `Status dokumen: ${status}.`,
    back: 'Kembali ke Pendana',
    closed: 'Dokumen tidak dapat diubah',
    closedBody: 'Dokumen ini sudah selesai atau kedaluwarsa.',
  },
  en: {
    title: 'Sign the funding agreement',
    unknown: 'Document not found',
    unknownBody: 'This document does not exist at the signing provider.',
    intro: (provider: string) =>
      `${provider} sandbox page. Review the agreement below, then sign or decline it.`,
    lender: 'Lender',
    project: 'Project',
    akad: 'Contract',
    packages: 'Packages',
    amount: 'Funding amount',
    status: 'Status',
    expires: 'Valid until',
    read: 'Read the document (PDF)',
    sign: 'Sign',
    decline: 'Decline',
    finished: 'Document finished',
    finishedBody: (status: string) => `Document status: ${status}.`,
    back: 'Back to Pendana',
    closed: 'The document cannot change',
    closedBody: 'This document is finished or expired.',
  },
} as const;

function esc(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function pageLang(value: unknown): PageLang {
  return value === 'en' ? 'en' : 'id';
}

function isProvider(value: string): value is SigningProviderName {
  return value === 'privy' || value === 'vida-sign';
}

function page(reply: FastifyReply, status: number, lang: PageLang, title: string, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:600px;margin:2.5rem auto;padding:0 1rem;color:#1e293b}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{color:#64748b}dd{margin:0;font-weight:600}
form{display:inline}button{font:inherit;padding:.75rem 1.25rem;margin:.25rem;border-radius:8px;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer}
button.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}a{color:#0f766e}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`);
}

/** Where the signer goes back to in the web app (same origin, language prefix, result in the query). */
function returnPath(doc: SigningDocument, lang: PageLang, status: string): string {
  const query = new URLSearchParams({ signing: doc.provider, docToken: doc.doc_token, status });
  return `${lang === 'en' ? '/en' : ''}/dashboard/my-funding?${query.toString()}`;
}

function pageKey(doc: SigningDocument): string {
  return encodeURIComponent(doc.provider === 'privy' ? doc.doc_token : (doc.envelope_id ?? ''));
}

/**
 * The sandbox signing providers' pages (not part of the contract, `SANDBOX=1`):
 * `GET /sandbox/sign/privy/<docToken>` and `GET /sandbox/sign/vida-sign/<envelope_id>` (`?lang=en`)
 * show the agreement with "sign" and "decline" buttons (opening it moves PrivyID to `In Progress`,
 * VIDA to `DELIVERED`); the POST completes or declines it once and redirects (303) to
 * `/dashboard/my-funding?signing=&docToken=&status=`. `…/document.pdf` serves the agreement to read.
 */
export function registerSigningSandbox(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { provider: string; key: string }; Querystring: { lang?: string } }>(
    '/sandbox/sign/:provider/:key',
    async (request, reply) => {
      const lang = pageLang(request.query.lang);
      const tx = TEXTS[lang];
      const { provider, key } = request.params;
      const found = isProvider(provider) ? await documentForPage(ctx, provider, key) : undefined;
      if (!found) return page(reply, 404, lang, tx.unknown, `<p>${tx.unknownBody}</p>`);
      const doc = await markOpened(ctx, found);
      const status = providerStatus(ctx, doc);
      const state = lifecycle(doc, ctx.clock.now());
      const label = signingProviders(ctx)[doc.provider].label;
      const open = state === 'opened' || state === 'sent';
      const facts = `<dl>
<dt>${tx.lender}</dt><dd>${esc(doc.terms.lender.nama)}</dd>
<dt>${tx.project}</dt><dd>${esc(doc.terms.project.nama)}</dd>
<dt>${tx.akad}</dt><dd>${esc(doc.terms.project.akad)}</dd>
<dt>${tx.packages}</dt><dd>${doc.paket}</dd>
<dt>${tx.amount}</dt><dd>${esc(formatRupiah(doc.nominal))}</dd>
<dt>${tx.status}</dt><dd data-testid="status">${esc(status)}</dd>
${open ? `<dt>${tx.expires}</dt><dd>${esc(wibDateTime(doc.expires_at))}</dd>` : ''}
</dl>
<p><a href="/sandbox/sign/${doc.provider}/${pageKey(doc)}/document.pdf?lang=${lang}">${tx.read}</a></p>`;
      if (!open) {
        return page(
          reply,
          200,
          lang,
          tx.finished,
          `${facts}<p>${esc(tx.finishedBody(status))}</p><p><a href="${esc(returnPath(doc, lang, status))}">${tx.back}</a></p>`,
        );
      }
      const action = `/sandbox/sign/${doc.provider}/${pageKey(doc)}`;
      return page(
        reply,
        200,
        lang,
        tx.title,
        `<p>${esc(tx.intro(label))}</p>${facts}
<form method="post" action="${action}"><input type="hidden" name="decision" value="sign"><input type="hidden" name="lang" value="${lang}"><button type="submit">${tx.sign}</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="decline"><input type="hidden" name="lang" value="${lang}"><button class="decline" type="submit">${tx.decline}</button></form>`,
      );
    },
  );

  app.get<{ Params: { provider: string; key: string } }>(
    '/sandbox/sign/:provider/:key/document.pdf',
    async (request, reply) => {
      const { provider, key } = request.params;
      const doc = isProvider(provider) ? await documentForPage(ctx, provider, key) : undefined;
      if (!doc) return page(reply, 404, 'en', TEXTS.en.unknown, `<p>${TEXTS.en.unknownBody}</p>`);
      return reply
        .code(200)
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="akad-pendanaan-${doc.doc_token}.pdf"`)
        .send(Buffer.from(await renderAgreement(ctx, doc)));
    },
  );

  app.post<{
    Params: { provider: string; key: string };
    Body: { decision?: string; lang?: string } | undefined;
  }>('/sandbox/sign/:provider/:key', async (request, reply) => {
    const lang = pageLang(request.body?.lang);
    const tx = TEXTS[lang];
    const { provider, key } = request.params;
    const decision = request.body?.decision;
    const doc = isProvider(provider) ? await documentForPage(ctx, provider, key) : undefined;
    if (!doc || (decision !== 'sign' && decision !== 'decline'))
      return page(reply, 404, lang, tx.unknown, `<p>${tx.unknownBody}</p>`);
    const finished = await finishDocument(ctx, doc, decision);
    if (!finished) return page(reply, 409, lang, tx.closed, `<p>${tx.closedBody}</p>`);
    return reply.redirect(returnPath(finished, lang, providerStatus(ctx, finished)), 303);
  });
}
