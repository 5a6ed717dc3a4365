import type { Kysely } from 'kysely';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@pendana/api-sdk/zod';
import type { DB } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { ALWAYS_MAILED, EVENT_KINDS, type EventKind } from './kinds.ts';

/** A lender's stored choices: the mails' language and the kinds not mailed. */
export interface StoredPreferences {
  lang: Lang;
  emailOff: ReadonlySet<EventKind>;
}

/** The lender's preferences; until saved, every kind is mailed in Indonesian. */
export async function readPreferences(
  db: Kysely<DB>,
  lenderId: number,
): Promise<StoredPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['lang', 'email_off'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return {
    lang: row?.lang === 'en' ? 'en' : 'id',
    emailOff: new Set((row?.email_off ?? []) as EventKind[]),
  };
}

/** Whether an event of `kind` is mailed to a lender with these preferences. */
export function wantsMail(preferences: StoredPreferences, kind: EventKind): boolean {
  return ALWAYS_MAILED.has(kind) || !preferences.emailOff.has(kind);
}

/** The preferences as the contract answers them: every kind, in the contract's order. */
export function toPreferencesAnswer(preferences: StoredPreferences): NotificationPreferences {
  return {
    lang: preferences.lang,
    kinds: EVENT_KINDS.map((kind) => ({
      kind,
      email: wantsMail(preferences, kind),
      email_required: ALWAYS_MAILED.has(kind),
    })),
  };
}

/**
 * Saves the language and the kinds named (the others keep their setting). A kind named twice, or a
 * kind always mailed turned off, is a 422 on `kinds` and nothing changes.
 */
export async function savePreferences(
  db: Kysely<DB>,
  lenderId: number,
  update: NotificationPreferencesUpdate,
  now: Date,
): Promise<StoredPreferences> {
  const named = update.kinds.map((choice) => choice.kind);
  if (new Set(named).size !== named.length) throw fieldError('kinds', 'notifications.kindTwice');
  const required = update.kinds.find((choice) => !choice.email && ALWAYS_MAILED.has(choice.kind));
  if (required) throw fieldError('kinds', 'notifications.alwaysMailed', { kind: required.kind });
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('notification_preferences')
      .select('email_off')
      .where('lender_id', '=', lenderId)
      .forUpdate()
      .executeTakeFirst();
    const off = new Set((current?.email_off ?? []) as EventKind[]);
    for (const choice of update.kinds) {
      if (choice.email) off.delete(choice.kind);
      else off.add(choice.kind);
    }
    const emailOff = EVENT_KINDS.filter((kind) => off.has(kind));
    await trx
      .insertInto('notification_preferences')
      .values({ lender_id: lenderId, lang: update.lang, email_off: emailOff, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('lender_id')
          .doUpdateSet({ lang: update.lang, email_off: emailOff, updated_at: now }),
      )
      .execute();
    return { lang: update.lang, emailOff: new Set(emailOff) };
  });
}
