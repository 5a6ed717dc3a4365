import { sql } from 'kysely';
import { rememberSql, type IdempotencyRecord, type MoneyCall } from '../../shared/idempotency.ts';
import { assertBalanced, formatRupiah, reference } from '../../shared/ledger/ledger.ts';
import type { EntryInput } from '../../shared/ledger/ledger.ts';
import type { MoneyTrx } from '../../shared/ledger/tables.ts';
import { consumeOwnHoldSql } from './bookings.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { linkAgreementsAtCheckoutSql } from '../signing/index.ts';
import { PROJECT_STATUS, projectStatus, type LockedProject } from '../projects/index.ts';
import { fundingConfirmed, recordEvent } from '../notifications/index.ts';

/** Investing in a project: whether it can take the packages now, and the one-statement posting of them. */

/** Why a project cannot take `paket` more packages now, or null when it can. */
export function refusal(
  call: MoneyCall,
  project: LockedProject,
  paket: number,
  today: string,
): string | null {
  const status = projectStatus(project, today);
  if (status === PROJECT_STATUS.FINISHED) return moneyText(call.lang, 'projectFinished');
  if (status === PROJECT_STATUS.FULL) return moneyText(call.lang, 'projectFull');
  if (status === PROJECT_STATUS.CLOSED) return moneyText(call.lang, 'projectClosed');
  const left = project.total_paket - project.terjual;
  if (paket > left) return moneyText(call.lang, 'notEnoughSlots', { n: left });
  return null;
}

/** The lender's balances as read with the project (after the wallet and project locks). */
export function fundsRefusal(call: MoneyCall, project: LockedProject, cost: number): string | null {
  const { balances } = project;
  if (balances.available >= cost) return null;
  if (balances.pendingWithdrawal > 0 && balances.available + balances.pendingWithdrawal >= cost)
    return moneyText(call.lang, 'insufficientFundsPending', {
      amount: formatRupiah(balances.pendingWithdrawal),
    });
  return moneyText(call.lang, 'insufficientFunds');
}

/**
 * Adds packages to the lender's funding row of today for the project (legacy §12.2) and posts it
 * (`postTransaction`'s rows: the business transaction and its balanced entries) and consumes the
 * lender's active hold on the project (checkout and add funds alike: the held packages are now funded,
 * so they must not also count as held); at checkout also its answer stored and agreements linked. One statement (data-modifying CTEs: checkout
 * was 14 round trips, now 7 with the idempotency row): every part commits or rolls back with the caller's transaction.
 */
export async function invest(
  call: MoneyCall,
  trx: MoneyTrx,
  project: LockedProject,
  paket: number,
  today: string,
  /** At checkout: its answer's success text and the idempotency row to store with the funding. */
  checkout: { record: IdempotencyRecord; success: string } | null,
): Promise<{ fundingId: number; cost: number }> {
  const cost = project.harga_paket * paket;
  if (!Number.isSafeInteger(cost) || cost <= 0)
    throw new Error('nominal must be a positive whole number of rupiah');
  const entries: EntryInput[] = [
    { account: 'lender_available', lenderId: call.lenderId, amount: -cost },
    { account: 'lender_invested', lenderId: call.lenderId, projectId: project.id, amount: cost },
  ];
  assertBalanced(entries);
  const now = sql`${call.now}::timestamptz`;
  const fundingId = sql<number>`(select id from f)`;
  const rows = entries.map(
    (e) =>
      sql`(${e.account}::text, ${e.lenderId ?? null}::int, ${e.projectId ?? null}::int, ${e.amount}::bigint)`,
  );
  const checkoutParts = checkout
    ? sql`,
      remembered as (${rememberSql(
        checkout.record,
        sql`jsonb_build_object('success', ${checkout.success}::text, 'jumlah_investasi', ${cost}::bigint, 'id_pendanaan', ${fundingId})`,
      )}),
      agreements as (${linkAgreementsAtCheckoutSql({
        lenderId: call.lenderId,
        projectId: project.id,
        fundingId,
        tanggalInvest: today,
      })})`
    : sql``;
  const result = await sql<{ id: number }>`
    with f as (
      insert into fundings
        (lender_id, project_id, tanggal_invest, jumlah_paket, nominal_awal, created_at, updated_at)
      values (${call.lenderId}, ${project.id}, ${today}::date, ${paket}, ${cost}, ${now}, ${now})
      on conflict (lender_id, project_id, tanggal_invest) do update set
        jumlah_paket = fundings.jumlah_paket + excluded.jumlah_paket,
        nominal_awal = fundings.nominal_awal + excluded.nominal_awal,
        status = 1,
        updated_at = ${now}
      returning id
    ),
    t as (
      insert into ledger_transactions
        (lender_id, kategori, tipe, nominal, status, perihal, referensi, funding_id, created_at, updated_at)
      select ${call.lenderId}::int, 'pendanaan', 'DEBIT', ${cost}::bigint, 3,
        ${`Pendanaan ${project.nama} (${paket} paket)`}::text, ${reference('PDN', call.now)}::text,
        f.id, ${now}, ${now}
      from f
      returning id
    ),
    entries as (
      insert into ledger_entries (transaction_id, posting, account, lender_id, project_id, amount, created_at)
      select t.id, 1, v.account, v.lender_id, v.project_id, v.amount, ${now}
      from t cross join (values ${sql.join(rows)}) as v (account, lender_id, project_id, amount)
    ),
    hold as (${consumeOwnHoldSql(call.lenderId, project.id, fundingId, call.now)})${checkoutParts}
    select id from f`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error('the funding was not written');
  await recordEvent(trx, fundingConfirmed(call.lenderId, Number(row.id), project, cost, call.now));
  return { fundingId: Number(row.id), cost };
}
