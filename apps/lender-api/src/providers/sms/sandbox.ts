import type { Clock } from '../../shared/clock.ts';
import type { Database } from '../../db/database.ts';
import type { SmsProvider } from './index.ts';

/** Stores SMS in `outbox_messages` (channel `sms`) instead of sending them. */
export function createSandboxSmsProvider(database: Database, clock: Clock): SmsProvider {
  return {
    async send(message) {
      await database.db
        .insertInto('outbox_messages')
        .values({
          channel: 'sms',
          recipient: message.to,
          subject: 'SMS',
          body: message.body,
          link: null,
          created_at: clock.now(),
        })
        .execute();
    },
  };
}
