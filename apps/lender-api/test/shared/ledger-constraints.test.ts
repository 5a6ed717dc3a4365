import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLender, topUp } from '../helpers/money-helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The database, not only the code, refuses a posting whose entries do not sum to zero: these write
// straight into the tables, as a hand-written statement or a bug that skipped `assertBalanced` would.
let t: TestApp;
let db: Kysely<unknown>;
let lenderId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db as unknown as Kysely<unknown>;
  lenderId = (await newLender(t, { topUp: 1_000_000 })).id;
});
afterAll(() => t.close());

async function newTransaction(trx: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO ledger_transactions (lender_id, kategori, tipe, nominal, status, perihal, referensi, created_at, updated_at)
    VALUES (${lenderId}, 'topup', 'CREDIT', 500, 3, 'test', ${`TEST-${Math.random()}`}, now(), now())
    RETURNING id`.execute(trx);
  return Number(rows[0]?.id);
}

function entry(trx: Kysely<unknown>, transactionId: number, account: string, amount: number) {
  const lender = account.startsWith('lender_') ? lenderId : null;
  return sql`INSERT INTO ledger_entries (transaction_id, posting, account, lender_id, amount, created_at)
             VALUES (${transactionId}, 1, ${account}, ${lender}, ${amount}, now())`.execute(trx);
}

async function entryCount(): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_entries`.execute(db);
  return Number(rows[0]?.n);
}

describe('ledger postings in the database', () => {
  it('refuses a posting of one entry at commit, and keeps nothing of it', async () => {
    const before = await entryCount();
    await expect(
      db.transaction().execute(async (trx) => {
        await entry(trx, await newTransaction(trx), 'lender_available', 500);
      }),
    ).rejects.toThrow(/unbalanced posting/);
    expect(await entryCount()).toBe(before);
  });

  it('refuses entries that miss zero by one rupiah', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const id = await newTransaction(trx);
        await entry(trx, id, 'lender_available', 500);
        await entry(trx, id, 'platform_cash_in', -499);
      }),
    ).rejects.toThrow(/unbalanced posting/);
  });

  it('accepts a balanced posting written in two statements, then refuses changing or deleting one side', async () => {
    const id = await db.transaction().execute(async (trx) => {
      const created = await newTransaction(trx);
      await entry(trx, created, 'lender_available', 500);
      await entry(trx, created, 'platform_cash_in', -500);
      return created;
    });
    await expect(
      sql`UPDATE ledger_entries SET amount = 600 WHERE transaction_id = ${id} AND amount = 500`.execute(
        db,
      ),
    ).rejects.toThrow(/unbalanced posting/);
    await expect(
      sql`DELETE FROM ledger_entries WHERE transaction_id = ${id} AND amount = -500`.execute(db),
    ).rejects.toThrow(/unbalanced posting/);
    const { rows } = await sql<{ total: string }>`
      SELECT sum(amount) AS total FROM ledger_entries WHERE transaction_id = ${id}`.execute(db);
    expect(Number(rows[0]?.total)).toBe(0);
  });

  it('still takes the postings the code writes (a top-up through the ledger)', async () => {
    await expect(topUp(t, { id: lenderId }, 250_000)).resolves.toBeDefined();
  });
});
