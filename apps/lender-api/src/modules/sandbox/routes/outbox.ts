import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { OutboxMessage } from '../../../db/schema/index.ts';

const LIMIT = 200;

async function listOutbox(
  ctx: AppContext,
  recipient: string | undefined,
): Promise<OutboxMessage[]> {
  let query = ctx.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(LIMIT);
  if (recipient) query = query.where('recipient', '=', recipient);
  return query.execute();
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span class="meta">${m.channel} → ${escapeHtml(m.recipient)} · ${m.created_at.toISOString()}</span></header>
  <pre>${escapeHtml(m.body)}</pre>
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox · Pendana</title>
<style>body{font-family:system-ui,sans-serif;max-width:880px;margin:2rem auto;padding:0 1rem;color:#1e293b}
article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#475569;font-size:.875rem}
pre{white-space:pre-wrap;font-family:inherit}a{color:#0f766e;word-break:break-all}</style></head>
<body><h1>Sandbox outbox</h1><p>Mails and SMS the sandbox providers would have sent (newest first, at most ${LIMIT}).</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/** `/sandbox/outbox` (HTML) and `<api>/sandbox/outbox` (JSON, `?recipient=`): only in sandbox mode. */
export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { recipient?: string } }>('/sandbox/outbox', async (request, reply) => {
    const messages = await listOutbox(ctx, request.query.recipient);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage(messages));
  });
  app.get<{ Querystring: { recipient?: string } }>(
    `${ctx.config.apiBasePath}/sandbox/outbox`,
    async (request, reply) => {
      const messages = await listOutbox(ctx, request.query.recipient);
      return reply.header('cache-control', 'no-store').send({
        data: messages.map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          link: m.link,
          created_at: m.created_at.toISOString(),
        })),
      });
    },
  );
}
