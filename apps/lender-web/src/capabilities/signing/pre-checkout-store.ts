// The agreement a lender signs before funding a project: packages held for 24 h
// (`update-isbooking`, its BK- token), the agreement asked for them (`signing-link`) and where to sign.
// Kept in sessionStorage (this tab) because the provider's page sends the lender back to Manage
// Funding: the record leads them back to the project's drawer. One at a time. It holds no secret:
// after another lender logs in on this tab its hold answers 404 and the record is forgotten.
import { isProvider, type Provider } from './providers';

const KEY = 'pendana:pre-checkout';

export interface PreCheckout {
  provider: Provider;
  projectId: number;
  paket: number;
  /** The hold's token (`booking-pendanaan/detail/{docToken}`). */
  bookingToken: string;
  /** The agreement's token (the signing page comes back with it). */
  docToken: string;
  /** What the provider's status call takes (docToken or envelope id). */
  statusKey: string;
  /** Where the lender signs. */
  link: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The stored record, or null when there is none or it is not one of ours (never throws). */
export function readPreCheckout(storage: Storage = sessionStorage): PreCheckout | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const valid =
    isProvider(typeof record.provider === 'string' ? record.provider : null) &&
    isCount(record.projectId) &&
    isCount(record.paket) &&
    isText(record.bookingToken) &&
    isText(record.docToken) &&
    isText(record.statusKey) &&
    (record.link === null || isText(record.link));
  return valid ? (record as unknown as PreCheckout) : null;
}

export function savePreCheckout(record: PreCheckout, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(record));
}

export function clearPreCheckout(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
