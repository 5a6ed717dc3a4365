import type { Clock } from '../../shared/clock.ts';
import type { Database } from '../../db/database.ts';
import type { EmailMessage, EmailProvider } from './index.ts';

/** Stores mails in `outbox_messages` instead of sending them. */
export function createSandboxEmailProvider(database: Database, clock: Clock): EmailProvider {
  return {
    async send(message: EmailMessage) {
      await database.db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body: message.body,
          html: message.html ?? null,
          link: message.link ?? null,
          created_at: clock.now(),
        })
        .execute();
    },
  };
}
