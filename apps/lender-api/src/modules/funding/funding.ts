import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import {
  rememberSql,
  runLockedOnce,
  type IdempotencyRecord,
  type MoneyCall,
} from '../../shared/idempotency.ts';
import {
  assertBalanced,
  formatRupiah,
  isRowId,
  jakartaDate,
  postTransaction,
  reference,
} from '../../shared/ledger/ledger.ts';
import type { EntryInput } from '../../shared/ledger/ledger.ts';
import type { MoneyTrx } from '../../shared/ledger/tables.ts';
import { consumeOwnHoldSql, lockProjectWithHolds } from './bookings.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { linkAgreementsAtCheckoutSql } from '../signing/index.ts';
import { PROJECT_STATUS, projectStatus, type LockedProject } from '../projects/index.ts';

export interface CheckoutAnswer {
  success?: string;
  error?: string;
  jumlah_investasi?: number;
  id_pendanaan?: number;
}

export interface FundsAnswer {
  success?: string;
  error?: string;
  nominal?: number;
  id_pendanaan?: number;
}

/** Why a project cannot take `paket` more packages now, or null when it can. */
function refusal(
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
function fundsRefusal(call: MoneyCall, project: LockedProject, cost: number): string | null {
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
 * (`postTransaction`'s rows: the business transaction and its balanced entries); at checkout also the
 * lender's hold consumed and agreements linked. One statement (data-modifying CTEs, issue 16: checkout
 * was 14 round trips, now 7 with the idempotency row): every part commits or rolls back with the caller's transaction.
 */
async function invest(
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
      hold as (${consumeOwnHoldSql(call.lenderId, project.id, fundingId, call.now)}),
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
    )${checkoutParts}
    select id from f`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error('the funding was not written');
  return { fundingId: Number(row.id), cost };
}

/** `checkout_new`: fund `paket` packages of a project from the available balance. */
export async function checkout(
  call: MoneyCall,
  request: { id_proyek: number; paket: number },
): Promise<CheckoutAnswer> {
  return runLockedOnce<CheckoutAnswer>(call, 'checkoutProject', request, async (trx, record) => {
    // Other lenders' active holds (bookings) count as sold; the caller's own hold is consumed.
    const project = await lockProjectWithHolds(trx, request.id_proyek, call.lenderId, call.now);
    const today = jakartaDate(call.now);
    const cost = project.harga_paket * request.paket;
    const refused =
      refusal(call, project, request.paket, today) ?? fundsRefusal(call, project, cost);
    if (refused) return { body: { error: refused }, ok: false };
    // With the funding: the lender's hold on the project consumed, earlier agreements linked and
    // this answer stored for its idempotency key (the same object as `body`).
    const success = moneyText(call.lang, 'checkoutSuccess');
    const { fundingId } = await invest(call, trx, project, request.paket, today, {
      record,
      success,
    });
    return {
      body: { success, jumlah_investasi: cost, id_pendanaan: fundingId },
      ok: true,
      stored: true,
    };
  });
}

async function ownFunding(trx: MoneyTrx, lenderId: number, id: number) {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const funding = await trx
    .selectFrom('fundings')
    .selectAll()
    .where('id', '=', id)
    .where('lender_id', '=', lenderId)
    .forUpdate()
    .executeTakeFirst();
  // Another lender's funding is answered like a missing one.
  if (!funding) throw new HttpError(404, 'errors.notFound');
  return funding;
}

/** `tambah-pendanaan-new`: more packages of the funding's project (merged into today's row). */
export async function addFunds(
  call: MoneyCall,
  request: { id_pendanaan: number; paket: number },
): Promise<FundsAnswer> {
  return runLockedOnce<FundsAnswer>(call, 'addFunds', request, async (trx) => {
    const funding = await ownFunding(trx, call.lenderId, request.id_pendanaan);
    const project = await lockProjectWithHolds(trx, funding.project_id, call.lenderId, call.now);
    const today = jakartaDate(call.now);
    const cost = project.harga_paket * request.paket;
    const refused =
      refusal(call, project, request.paket, today) ?? fundsRefusal(call, project, cost);
    if (refused) return { body: { error: refused }, ok: false };
    const { fundingId } = await invest(call, trx, project, request.paket, today, null);
    return {
      body: {
        success: moneyText(call.lang, 'addFundsSuccess'),
        nominal: cost,
        id_pendanaan: fundingId,
      },
      ok: true,
    };
  });
}

/** `ambil-pendanaan`: packages back to the available balance while the project is raising funds. */
export async function takeFunds(
  call: MoneyCall,
  request: { id_pendanaan: number; paket: number },
): Promise<FundsAnswer> {
  return runLockedOnce<FundsAnswer>(call, 'takeFunds', request, async (trx) => {
    const funding = await ownFunding(trx, call.lenderId, request.id_pendanaan);
    // Status as the lender sees it (other lenders' holds count as sold), like the lists.
    const project = await lockProjectWithHolds(trx, funding.project_id, call.lenderId, call.now);
    const today = jakartaDate(call.now);
    if (funding.status === 0 || request.paket > funding.jumlah_paket)
      return { body: { error: moneyText(call.lang, 'takeTooMany') }, ok: false };
    if (projectStatus(project, today) !== PROJECT_STATUS.ACTIVE)
      return { body: { error: moneyText(call.lang, 'takeNotActive') }, ok: false };
    const amount = project.harga_paket * request.paket;
    const left = funding.jumlah_paket - request.paket;
    await trx
      .updateTable('fundings')
      .set({
        jumlah_paket: left,
        nominal_awal: Number(funding.nominal_awal) - amount,
        status: left === 0 ? 0 : 1,
        updated_at: call.now,
      })
      .where('id', '=', funding.id)
      .execute();
    await postTransaction(trx, {
      lenderId: call.lenderId,
      kategori: 'pengembalian_dana',
      tipe: 'CREDIT',
      nominal: amount,
      status: 3,
      perihal: `Pengembalian dana ${project.nama} (${request.paket} paket)`,
      referensi: reference('AMB', call.now),
      fundingId: funding.id,
      now: call.now,
      entries: [
        {
          account: 'lender_invested',
          lenderId: call.lenderId,
          projectId: project.id,
          amount: -amount,
        },
        { account: 'lender_available', lenderId: call.lenderId, amount },
      ],
    });
    return {
      body: {
        success: moneyText(call.lang, 'takeFundsSuccess'),
        nominal: amount,
        id_pendanaan: funding.id,
      },
      ok: true,
    };
  });
}
