import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { timeAfterLock, type Clock } from '../clock.ts';
import type {
  LedgerAccount,
  MoneyDb,
  MoneyTrx,
  TransactionKategori,
  TransactionStatus,
} from './tables.ts';

/** A lender's balances, all derived from `ledger_entries` (integer rupiah). */
export interface Balances {
  /** Spendable: what checkout, add funds and a withdrawal may use (Dana Tersedia). */
  available: number;
  /** Principal in projects (Dana Teralokasi). */
  invested: number;
  /** Reserved by withdrawals waiting for the payout. */
  pendingWithdrawal: number;
}

/**
 * Takes the lender's wallet row lock (creating the row on first use) and answers the database's time
 * once the lock is held (`clock_timestamp()`, computed above the locking subquery, so after any wait).
 * Every money mutation of a lender calls this first inside its transaction, so two requests of one
 * lender never read the same balance; project rows are locked after it (always in this order: wallet,
 * then project).
 */
export async function lockWallet(trx: MoneyTrx, lenderId: number): Promise<Date> {
  const lock = () =>
    trx
      .selectFrom(
        trx
          .selectFrom('wallets')
          .select('lender_id')
          .where('lender_id', '=', lenderId)
          .forUpdate()
          .as('w'),
      )
      .select(sql<Date | string>`clock_timestamp()`.as('locked_at'))
      .executeTakeFirst();
  // The row exists after a lender's first money mutation: one statement then (checkout's
  // round trips); the first time it is created, then locked (a concurrent creator is waited for).
  const locked =
    (await lock()) ??
    (await trx
      .insertInto('wallets')
      .values({ lender_id: lenderId })
      .onConflict((oc) => oc.column('lender_id').doNothing())
      .execute()
      .then(lock));
  if (!locked) throw new Error(`wallet of lender ${lenderId} not created`);
  return new Date(locked.locked_at);
}

/**
 * When a money transaction happens: a fixed moment (the seed and direct calls that backdate) or the
 * app's clock, read after the wallet lock (`timeAfterLock`: the database's time, moved as the clock is).
 */
export type MoneyTime = Date | Clock;

/** The moment of `time` before any lock (what a check outside the transaction uses). */
export function timeBeforeLock(time: MoneyTime): Date {
  return time instanceof Date ? time : time.now();
}

/** The transaction's moment, given the database's time read after the wallet lock. */
export function lockedTime(time: MoneyTime, lockedAt: Date): Date {
  return time instanceof Date ? time : timeAfterLock(time, lockedAt);
}

/** SQL of one balance of `balancesOf` (a scalar subquery), to read it in the same statement as other rows. */
export function balanceSql(lenderId: number, account: LedgerAccount) {
  return sql<string>`(select coalesce(sum(e.amount), 0) from ledger_entries e where e.lender_id = ${lenderId} and e.account = ${account})::bigint`;
}

export async function hasWallet(db: MoneyDb | MoneyTrx, lenderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wallets')
    .select('lender_id')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function balancesOf(db: MoneyDb | MoneyTrx, lenderId: number): Promise<Balances> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account', sql<number>`coalesce(sum(amount), 0)::bigint`.as('total')])
    .where('lender_id', '=', lenderId)
    .groupBy('account')
    .execute();
  const of = (account: LedgerAccount) =>
    Number(rows.find((row) => row.account === account)?.total ?? 0);
  return {
    available: of('lender_available'),
    invested: of('lender_invested'),
    pendingWithdrawal: of('lender_pending_withdrawal'),
  };
}

export interface EntryInput {
  account: LedgerAccount;
  /** Lender accounts only. */
  lenderId?: number;
  projectId?: number;
  amount: number;
}

export interface PostingInput {
  lenderId: number;
  kategori: TransactionKategori;
  tipe: 'CREDIT' | 'DEBIT';
  nominal: number;
  status: TransactionStatus;
  perihal: string;
  referensi: string;
  fundingId?: number;
  now: Date;
  entries: EntryInput[];
}

/** Checks that a posting is balanced double entry of whole rupiah. */
export function assertBalanced(entries: readonly EntryInput[]): void {
  if (entries.length < 2) throw new Error('a posting needs at least two entries');
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
      throw new Error(`ledger amounts are non-zero whole rupiah, got ${entry.amount}`);
    if (entry.account.startsWith('lender_') !== (entry.lenderId !== undefined))
      throw new Error(`entry on ${entry.account} has the wrong lender`);
    sum += entry.amount;
  }
  if (sum !== 0) throw new Error(`unbalanced posting (sum ${sum})`);
}

/** Writes a business transaction and its balanced entries (inside the caller's DB transaction). */
export async function postTransaction(trx: MoneyTrx, input: PostingInput): Promise<number> {
  if (!Number.isSafeInteger(input.nominal) || input.nominal <= 0)
    throw new Error('nominal must be a positive whole number of rupiah');
  const row = await trx
    .insertInto('ledger_transactions')
    .values({
      lender_id: input.lenderId,
      kategori: input.kategori,
      tipe: input.tipe,
      nominal: input.nominal,
      status: input.status,
      perihal: input.perihal,
      referensi: input.referensi,
      funding_id: input.fundingId ?? null,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (input.entries.length > 0) await addEntries(trx, id, 1, input.entries, input.now);
  return id;
}

/** A later posting of an existing transaction (withdrawal paid or refused). */
export async function addEntries(
  trx: MoneyTrx,
  transactionId: number,
  posting: number,
  entries: EntryInput[],
  now: Date,
): Promise<void> {
  assertBalanced(entries);
  await trx
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        transaction_id: transactionId,
        posting,
        account: entry.account,
        lender_id: entry.lenderId ?? null,
        project_id: entry.projectId ?? null,
        amount: entry.amount,
        created_at: now,
      })),
    )
    .execute();
}

/** A source of random bytes (the reference's random part). */
export type RandomSource = (size: number) => Uint8Array;

const systemRandom: RandomSource = (size) => randomBytes(size);
let referenceRandom: RandomSource = systemRandom;

/** Replaces the random source of `reference` (a test forcing a collision); no argument restores the system's. */
export function setReferenceRandom(source: RandomSource = systemRandom): void {
  referenceRandom = source;
}

/** Random bytes in a reference: 64 bits, so that a day's references practically never collide. */
export const REFERENCE_RANDOM_BYTES = 8;

/**
 * A readable unique reference, `PDN-20261122-9F2C41AB0C3D5E7F`: a prefix, the Jakarta day, 64 random
 * bits in hex. Unique in the database (`ledger_transactions.referensi`, `ewallet_topups.reference_id`);
 * the writer retries a collision with `retryOnReferenceCollision`.
 */
export function reference(prefix: string, now: Date): string {
  const random = Buffer.from(referenceRandom(REFERENCE_RANDOM_BYTES)).toString('hex').toUpperCase();
  return `${prefix}-${jakartaDate(now).replaceAll('-', '')}-${random}`;
}

/** The unique constraints of generated references. */
const REFERENCE_CONSTRAINTS = [
  'ledger_transactions_referensi_key',
  'ewallet_topups_reference_id_key',
];

/** Whether `error` is the database refusing a generated reference that already exists. */
export function isReferenceCollision(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== '23505') return false;
  const named = typeof constraint === 'string' ? constraint : String(message ?? '');
  return REFERENCE_CONSTRAINTS.some((name) => named.includes(name));
}

/** Attempts of a transaction whose generated reference collided (each draws new references). */
export const REFERENCE_ATTEMPTS = 3;

/**
 * Runs `transaction` (a whole DB transaction that draws its references inside) again when the database
 * refuses a reference that already exists: the rolled-back attempt left nothing, the next one draws
 * new references. Any other error, or a collision on the last attempt, is thrown.
 */
export async function retryOnReferenceCollision<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceCollision(error)) throw error;
    }
  }
}

/** The calendar date in Jakarta (WIB, UTC+7), `YYYY-MM-DD`: the business day of every rule. */
export function jakartaDate(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** `2026-11-24T10:00:00+07:00`: a moment in Jakarta time with its offset (the contract's date-times). */
export function jakartaIso(moment: Date): string {
  return `${new Date(moment.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `date` plus whole months as a spreadsheet's EDATE counts them: the same day of the month, or the
 * month's last day when it has fewer days (31 January + 1 month = 28 or 29 February, never 3 March).
 */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = Date.UTC(year, month - 1 + months, 1);
  const lastDay = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return new Date(target + (Math.min(day, lastDay) - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** `Rp 1.250.000` */
export function formatRupiah(amount: number): string {
  return `Rp ${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** Number of postings whose entries do not sum to zero (the audit; 0 when the books balance). */
export async function unbalancedPostings(db: MoneyDb): Promise<number> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'posting'])
    .groupBy(['transaction_id', 'posting'])
    .having(sql<number>`sum(amount)`, '<>', 0)
    .execute();
  return rows.length;
}

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row (answered as not found, never 500). */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
}
