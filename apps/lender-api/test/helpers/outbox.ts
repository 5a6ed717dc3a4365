import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { get } from './test-app.ts';

export interface OutboxItem {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
}

/** The sandbox outbox for `recipient` (every recipient without one), newest first. */
export async function outboxOf(app: FastifyInstance, recipient?: string): Promise<OutboxItem[]> {
  const query = recipient === undefined ? '' : `?recipient=${encodeURIComponent(recipient)}`;
  const response = await get(app, `/api/sandbox/outbox${query}`);
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode}`);
  return (response.json() as { data: OutboxItem[] }).data;
}

/**
 * The newest mail to `recipient` once it has more than `seen` mails: mails are sent by a job after
 * the request answered, so this polls the outbox (every 100 ms, at most `timeoutMs`).
 */
export async function nextMail(
  app: FastifyInstance,
  recipient: string,
  seen = 0,
  timeoutMs = 15_000,
): Promise<OutboxItem> {
  return vi.waitFor(
    async () => {
      const mails = await outboxOf(app, recipient);
      if (mails.length <= seen) throw new Error(`no new mail for ${recipient} (${seen} before)`);
      return mails[0]!;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
