import type { Kysely } from 'kysely';
import type { NotificationItem } from '@pendana/api-sdk/zod';
import type { DB } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { isRowId } from '../../shared/ledger/ledger.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import type { EventKind } from './kinds.ts';
import { eventText } from './texts.ts';

export const DEFAULT_PAGE = 20;

function itemQuery(db: Kysely<DB>, lenderId: number) {
  return db
    .selectFrom('inbox_items as i')
    .innerJoin('lender_events as e', 'e.id', 'i.event_id')
    .select(['i.id', 'i.read_at', 'e.kind', 'e.payload', 'e.created_at'])
    .where('i.lender_id', '=', lenderId);
}

type ItemRow = {
  id: number;
  read_at: Date | null;
  kind: string;
  payload: unknown;
  created_at: Date;
};

function toItem(lang: Lang, row: ItemRow): NotificationItem {
  const kind = row.kind as EventKind;
  const payload = (
    typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
  ) as Record<string, unknown> | null;
  return {
    id: row.id,
    kind,
    ...eventText(lang, kind, payload ?? {}),
    payload: payload ?? {},
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/** How many of the lender's items are unread. */
export async function unreadCount(db: Kysely<DB>, lenderId: number): Promise<number> {
  const row = await db
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('lender_id', '=', lenderId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the lender's inbox, newest first, older than `before` when given. */
export async function listInbox(
  db: Kysely<DB>,
  lenderId: number,
  lang: Lang,
  page: { before?: number | undefined; limit?: number | undefined },
) {
  const limit = page.limit ?? DEFAULT_PAGE;
  let query = itemQuery(db, lenderId);
  // Every id is below a `before` past the integer ids: that is the first page.
  if (page.before !== undefined && isRowId(page.before))
    query = query.where('i.id', '<', page.before);
  const rows = await query
    .orderBy('i.id', 'desc')
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit).map((row) => toItem(lang, row));
  return {
    items,
    next_before: rows.length > limit ? (items.at(-1)?.id ?? null) : null,
    unread: await unreadCount(db, lenderId),
  };
}

/** Marks one of the lender's items read (the first time is kept); another lender's or none: 404. */
export async function markRead(
  db: Kysely<DB>,
  lenderId: number,
  id: number,
  lang: Lang,
  now: Date,
): Promise<NotificationItem> {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const marked = await db
    .updateTable('inbox_items')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('lender_id', '=', lenderId)
    .returning('id')
    .executeTakeFirst();
  if (!marked) throw new HttpError(404, 'errors.notFound');
  const row = await itemQuery(db, lenderId).where('i.id', '=', id).executeTakeFirstOrThrow();
  return toItem(lang, row);
}

/** Marks all of the lender's unread items read; how many there were. */
export async function markAllRead(db: Kysely<DB>, lenderId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('inbox_items')
    .set({ read_at: now })
    .where('lender_id', '=', lenderId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
