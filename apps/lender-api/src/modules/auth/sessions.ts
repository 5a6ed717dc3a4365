import Bowser from 'bowser';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import { hashToken } from '../../shared/session/tokens.ts';

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'unknown';

/** What a user agent says of the browser, the system and the kind of device (null where it is silent). */
export interface ParsedAgent {
  browser: string | null;
  os: string | null;
  device_type: DeviceType;
}

const cut = (text: string) => text.slice(0, 100);

/** Browser with its major version ("Chrome 131"), system with its version ("Windows 10"), device kind. */
export function parseUserAgent(userAgent: string | null | undefined): ParsedAgent {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return { browser: null, os: null, device_type: 'unknown' };
  const parsed = Bowser.parse(agent);
  const browserName = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const osName = parsed.os.name;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const type = parsed.platform.type;
  return {
    browser: browserName ? cut(major ? `${browserName} ${major}` : browserName) : null,
    os: osName ? cut(osVersion ? `${osName} ${osVersion}` : osName) : null,
    device_type: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown',
  };
}

export interface SessionView extends ParsedAgent {
  id: number;
  ip_address: string | null;
  first_seen_at: string;
  last_seen_at: string;
  current: boolean;
}

/** The lender's live sessions, this one (`token`) first, then the most recently seen first. */
export async function listSessions(
  ctx: AppContext,
  lender: Lender,
  token: string,
): Promise<SessionView[]> {
  const current = hashToken(token);
  const rows = await ctx.database.db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'ip_address', 'created_at', 'last_seen_at'])
    .where('lender_id', '=', lender.id)
    .where('expires_at', '>', ctx.clock.now())
    .orderBy((eb) => eb.fn.coalesce('last_seen_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .execute();
  const views = rows.map((row) => ({
    id: row.id,
    ...parseUserAgent(row.user_agent),
    ip_address: row.ip_address,
    first_seen_at: row.created_at.toISOString(),
    last_seen_at: (row.last_seen_at ?? row.created_at).toISOString(),
    current: row.token_hash === current,
  }));
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}

/** Ends one of the lender's sessions; false when the lender has no such session. */
export async function endSession(
  ctx: AppContext,
  lender: Lender,
  sessionId: number,
): Promise<boolean> {
  const ended = await ctx.database.db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}

/** Ends every session of the lender but the one of `token`; returns how many ended. */
export async function endOtherSessions(
  ctx: AppContext,
  lenderId: number,
  token: string,
): Promise<number> {
  const ended = await ctx.database.db
    .deleteFrom('sessions')
    .where('lender_id', '=', lenderId)
    .where('token_hash', '<>', hashToken(token))
    .executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/**
 * Ends the session of a new-device mail's link: the link must be known, unused and unexpired; it is
 * marked used in the same transaction that ends the session, so a second use (or two at once) is
 * refused. A session that had already ended another way counts as ended.
 */
export async function endSessionByLink(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  const done = await ctx.database.db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('session_end_links')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['session_id', 'lender_id'])
      .executeTakeFirst();
    if (!link) return false;
    await trx
      .deleteFrom('sessions')
      .where('id', '=', link.session_id)
      .where('lender_id', '=', link.lender_id)
      .execute();
    return true;
  });
  if (!done) throw fieldError('token', 'auth.sessionLinkInvalid');
}
