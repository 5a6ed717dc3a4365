import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { newDeviceSignIn, recordEvent } from '../notifications/index.ts';

/**
 * The device cookie: a random id the login answer sets (httpOnly, 400 days, the longest a browser
 * keeps one) and the browser sends back with its next sign-ins. Only its SHA-256 is stored.
 */
export const DEVICE_COOKIE = 'pendana_device';
const DEVICE_COOKIE_DAYS = 400;
const DEVICE_ID = /^[A-Za-z0-9_-]{32,64}$/;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The device id in the request's `cookie` header, when it carries a well-formed one. */
export function deviceCookieOf(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const id = value.join('=');
      return DEVICE_ID.test(id) ? id : null;
    }
  }
  return null;
}

/** A `set-cookie` value for a new device id (Secure when the app is served over https). */
export function deviceCookieHeader(id: string, secure: boolean): string {
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 3600;
  return `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * What the lender is told the device is: browser and system from the user agent ("Chrome · Windows"),
 * else the user agent itself cut to 80 characters, else "unknown device".
 */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').trim();
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(' · ');
  // Only printable ASCII of an unknown agent reaches the mail.
  const plain = agent.replace(/[^\x20-\x7e]/g, '').slice(0, 80);
  return plain === '' ? 'unknown device' : plain;
}

export interface SignInDevice {
  /** The device cookie the request carried, or null (first sign-in of a browser, or a client without cookies). */
  cookie: string | null;
  userAgent: string | undefined;
}

/**
 * Recognises the device of a sign-in, in the sign-in's transaction: by its device cookie when it sends
 * one, else by its user agent. A device the lender has not signed in from is remembered and, when the
 * lender has signed in from another device before, told (`new_device_sign_in`, always mailed); the
 * first device of a lender is just remembered. The notice names the new session (`sessionId`): its mail
 * carries a link that ends it. A request without a cookie gets a new one (returned, for
 * the answer's `set-cookie`), remembered with the user agent. Returns the cookie to set, or null.
 */
export async function recogniseDevice(
  trx: Transaction<DB>,
  lenderId: number,
  device: SignInDevice,
  now: Date,
  sessionId?: number,
): Promise<{ setCookie: string | null; isNew: boolean }> {
  const label = deviceLabel(device.userAgent);
  const presented = device.cookie
    ? sha256(`cookie:${device.cookie}`)
    : sha256(`agent:${device.userAgent ?? ''}`);
  // The lender's devices, locked: two sign-ins at once tell of one new device once.
  const known = await trx
    .selectFrom('lender_devices')
    .select('device_hash')
    .where('lender_id', '=', lenderId)
    .forUpdate()
    .execute();
  const isNew = !known.some((row) => row.device_hash === presented);
  const setCookie = device.cookie ? null : randomBytes(24).toString('base64url');
  const hashes = [presented, ...(setCookie ? [sha256(`cookie:${setCookie}`)] : [])];
  for (const hash of hashes) {
    await trx
      .insertInto('lender_devices')
      .values({
        lender_id: lenderId,
        device_hash: hash,
        label,
        first_seen_at: now,
        last_seen_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['lender_id', 'device_hash']).doUpdateSet({ last_seen_at: now, label }),
      )
      .execute();
  }
  if (isNew && known.length > 0)
    await recordEvent(trx, newDeviceSignIn(lenderId, label, now, sessionId));
  return { setCookie, isNew };
}
