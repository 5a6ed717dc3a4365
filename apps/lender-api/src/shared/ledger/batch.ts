// Money mutations over many lenders or fundings at once (a repayment shared out to a thousand
// fundings): the same wallet locks and balanced postings as ledger.ts, in a few multi-row statements
// rather than a round trip per lender or posting.
import { sql } from 'kysely';
import { assertBalanced, type PostingInput } from './ledger.ts';
import type { MoneyTrx } from './tables.ts';

/**
 * `lockWallet` of many lenders in a few statements, however many they are: the missing rows created,
 * then every row locked in ascending lender id (the order every multi-lender mutation locks in, so two
 * of them wait rather than deadlock). The database's time once the last lock is held; null for none.
 */
export async function lockWallets(
  trx: MoneyTrx,
  lenderIds: readonly number[],
): Promise<Date | null> {
  const ids = [...new Set(lenderIds)].sort((a, b) => a - b);
  if (ids.length === 0) return null;
  const existing = new Set(
    (
      await trx.selectFrom('wallets').select('lender_id').where('lender_id', 'in', ids).execute()
    ).map((row) => row.lender_id),
  );
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0)
    await trx
      .insertInto('wallets')
      .values(missing.map((id) => ({ lender_id: id })))
      .onConflict((oc) => oc.column('lender_id').doNothing())
      .execute();
  // The sort is below the row locking: rows are locked one by one in this order, and the clock read
  // above them is read after each lock is held.
  const { rows } = await sql<{ locked_at: Date | string }>`
    SELECT clock_timestamp() AS locked_at
      FROM (SELECT lender_id FROM wallets WHERE lender_id = ANY(${ids}::int[])
             ORDER BY lender_id FOR UPDATE) w`.execute(trx);
  if (rows.length !== ids.length)
    throw new Error(`wallets of ${ids.length - rows.length} lender(s) not created`);
  return rows.reduce<Date | null>((last, row) => {
    const at = new Date(row.locked_at);
    return last && last > at ? last : at;
  }, null);
}

/** Rows per INSERT of a batch: well inside PostgreSQL's 65,535 parameters of one statement. */
const BATCH_ROWS = 500;

/** `items` in slices of at most `size`. */
export function inBatches<T>(items: readonly T[], size = BATCH_ROWS): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * `postTransaction` of many postings, in a few multi-row statements (a repayment shared out to a
 * thousand fundings): each posting checked balanced first, the transactions inserted, then all their
 * entries. The ids in the order of `inputs` (matched by the unique `referensi`).
 */
export async function postTransactions(
  trx: MoneyTrx,
  inputs: readonly PostingInput[],
): Promise<number[]> {
  for (const input of inputs) {
    if (!Number.isSafeInteger(input.nominal) || input.nominal <= 0)
      throw new Error('nominal must be a positive whole number of rupiah');
    if (input.entries.length > 0) assertBalanced(input.entries);
  }
  const ids = new Map<string, number>();
  for (const batch of inBatches(inputs)) {
    const rows = await trx
      .insertInto('ledger_transactions')
      .values(
        batch.map((input) => ({
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
        })),
      )
      .returning(['id', 'referensi'])
      .execute();
    for (const row of rows) ids.set(row.referensi, Number(row.id));
  }
  const posted = inputs.map((input) => {
    const id = ids.get(input.referensi);
    if (id === undefined) throw new Error(`transaction ${input.referensi} not written`);
    return id;
  });
  const entries = inputs.flatMap((input, i) =>
    input.entries.map((entry) => ({
      transaction_id: posted[i]!,
      posting: 1,
      account: entry.account,
      lender_id: entry.lenderId ?? null,
      project_id: entry.projectId ?? null,
      amount: entry.amount,
      created_at: input.now,
    })),
  );
  for (const batch of inBatches(entries))
    await trx.insertInto('ledger_entries').values(batch).execute();
  return posted;
}
