import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { newToken, hashToken } from '../../src/shared/session/tokens.ts';
import { VA_BANKS, virtualAccountNumber } from '../../src/modules/wallet/va-banks.ts';
import { balancesOf, unbalancedPostings } from '../../src/shared/ledger/ledger.ts';
import { moneyDb, type MoneyDb } from '../../src/shared/ledger/tables.ts';
import { creditVaPayment, virtualAccounts } from '../../src/modules/wallet/wallet.ts';
import type { TestApp } from './test-app.ts';

/** What the helpers need of a test app: its database and clock (a spawned server's test has no app). */
export type MoneyContext = Pick<TestApp, 'database' | 'clock'>;

export function money(t: MoneyContext): MoneyDb {
  return moneyDb(t.database.db);
}

let counter = 0;

/** A fresh active individual lender with a session token (no argon2 login: fast for many lenders). */
export async function newLender(
  t: MoneyContext,
  options: { topUp?: number; lenderType?: 1 | 2 } = {},
) {
  counter += 1;
  const db = money(t);
  const name = `money${process.pid}x${counter}x${Math.random().toString(36).slice(2, 8)}`;
  const lender = await db
    .insertInto('lenders')
    .values({
      username: name,
      email: `${name}@pendana.test`,
      password_hash: 'not-a-login',
      lender_type: options.lenderType ?? 1,
      status: 'active',
      nama: `Pemberi Dana ${counter}`,
    })
    .returning(['id', 'nama', 'username'])
    .executeTakeFirstOrThrow();
  const token = await newSession(t, lender.id);
  if (options.topUp) await topUp(t, lender, options.topUp);
  return { id: lender.id, token };
}

/** A fresh lender (as `newLender`) whose KYC review waits: status `pending`. */
export async function waitingLender(t: MoneyContext) {
  const lender = await newLender(t);
  await money(t)
    .updateTable('lenders')
    .set({ status: 'pending' })
    .where('id', '=', lender.id)
    .execute();
  return lender;
}

/**
 * A new session of the lender from the clock's now (what a login makes; it lasts a day): a test that
 * moves the clock by months logs the lender in again.
 */
export async function newSession(t: MoneyContext, lenderId: number): Promise<string> {
  const token = newToken();
  const now = t.clock.now();
  await money(t)
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      lender_id: lenderId,
      created_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
    })
    .execute();
  return token;
}

/** A VA payment credited through the real ledger. */
export async function topUp(
  t: MoneyContext,
  lender: { id: number; nama?: string | null; username?: string },
  nominal: number,
) {
  const db = money(t);
  await virtualAccounts(
    db,
    { id: lender.id, nama: lender.nama ?? null, username: lender.username ?? 'x' },
    t.clock.now(),
  );
  const bank = VA_BANKS[0];
  if (!bank) throw new Error('no VA bank');
  return creditVaPayment(
    db,
    {
      nomor_va: virtualAccountNumber(bank, lender.id),
      nominal,
      reference: `T-${lender.id}-${Math.random()}`,
    },
    t.clock.now(),
  );
}

/** A payout account on file for an individual lender (eKYC bank data). */
export async function givePayoutAccount(
  t: MoneyContext,
  lenderId: number,
  rekening = '7123456789',
  bank = '451',
) {
  await sql`INSERT INTO ekyc_education (lender_id, rekening, bank, nama_pemilik, updated_at)
            VALUES (${lenderId}, ${rekening}, ${bank}, 'Pemilik Rekening', now())`.execute(
    t.database.db,
  );
}

/** The ledger audit: every posting balanced, and no lender account below zero. */
export async function audit(t: MoneyContext) {
  const db = money(t);
  const negative = await db
    .selectFrom('ledger_entries')
    .select(['lender_id', 'account', sql<number>`sum(amount)::bigint`.as('total')])
    .where('lender_id', 'is not', null)
    .groupBy(['lender_id', 'account'])
    .having(sql<number>`sum(amount)`, '<', 0)
    .execute();
  return { unbalanced: await unbalancedPostings(db), negative: negative.length };
}

export async function balances(t: MoneyContext, lenderId: number) {
  return balancesOf(money(t), lenderId);
}

/** Makes a project active with exactly `left` packages left (sold offline = total − left − funded). */
export async function projectWithSlotsLeft(t: MoneyContext, left: number) {
  const db = money(t);
  const project = await db
    .selectFrom('projects')
    .select(['id', 'harga_paket', 'total_paket'])
    .where('nama', '=', 'Pembangunan Perumahan Griya Asri Cileungsi Tahap 2')
    .executeTakeFirstOrThrow();
  const funded = await db
    .selectFrom('fundings')
    .select(sql<number>`coalesce(sum(jumlah_paket), 0)::int`.as('n'))
    .where('project_id', '=', project.id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('projects')
    .set({ paket_awal: project.total_paket - left - Number(funded.n) })
    .where('id', '=', project.id)
    .execute();
  return { id: project.id, harga: Number(project.harga_paket) };
}

export type App = FastifyInstance;
