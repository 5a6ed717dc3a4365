import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import { runOnce } from '../ledger/idempotency.ts';
import {
  balancesOf,
  formatRupiah,
  isRowId,
  jakartaDate,
  lockWallet,
  postTransaction,
  reference,
} from '../ledger/ledger.ts';
import type { MoneyDb, MoneyTrx } from '../ledger/tables.ts';
import { consumeOwnHold, lockProjectWithHolds } from './bookings.ts';
import { moneyText } from '../ledger/texts.ts';
import { linkAgreementsAtCheckout } from '../signing/agreements.ts';
import { PROJECT_STATUS, projectStatus, type ProjectRow } from '../projects/projects.ts';

export interface MoneyCall {
  db: MoneyDb;
  lang: Lang;
  lenderId: number;
  now: Date;
  /** `Idempotency-Key` header or null (derived key). */
  idempotencyKey: string | null;
}

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
  project: ProjectRow,
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

async function fundsRefusal(call: MoneyCall, trx: MoneyTrx, cost: number): Promise<string | null> {
  const balances = await balancesOf(trx, call.lenderId);
  if (balances.available >= cost) return null;
  if (balances.pendingWithdrawal > 0 && balances.available + balances.pendingWithdrawal >= cost)
    return moneyText(call.lang, 'insufficientFundsPending', {
      amount: formatRupiah(balances.pendingWithdrawal),
    });
  return moneyText(call.lang, 'insufficientFunds');
}

/** Adds packages to the lender's funding row of today for the project (legacy §12.2) and posts it. */
async function invest(
  call: MoneyCall,
  trx: MoneyTrx,
  project: ProjectRow,
  paket: number,
  today: string,
): Promise<{ fundingId: number; cost: number }> {
  const cost = project.harga_paket * paket;
  const funding = await trx
    .insertInto('fundings')
    .values({
      lender_id: call.lenderId,
      project_id: project.id,
      tanggal_invest: today,
      jumlah_paket: paket,
      nominal_awal: cost,
      created_at: call.now,
      updated_at: call.now,
    })
    .onConflict((oc) =>
      oc.columns(['lender_id', 'project_id', 'tanggal_invest']).doUpdateSet({
        jumlah_paket: sql<number>`fundings.jumlah_paket + excluded.jumlah_paket`,
        nominal_awal: sql<number>`fundings.nominal_awal + excluded.nominal_awal`,
        status: 1,
        updated_at: call.now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const fundingId = Number(funding.id);
  await postTransaction(trx, {
    lenderId: call.lenderId,
    kategori: 'pendanaan',
    tipe: 'DEBIT',
    nominal: cost,
    status: 3,
    perihal: `Pendanaan ${project.nama} (${paket} paket)`,
    referensi: reference('PDN', call.now),
    fundingId,
    now: call.now,
    entries: [
      { account: 'lender_available', lenderId: call.lenderId, amount: -cost },
      { account: 'lender_invested', lenderId: call.lenderId, projectId: project.id, amount: cost },
    ],
  });
  return { fundingId, cost };
}

/** `checkout_new`: fund `paket` packages of a project from the available balance. */
export async function checkout(
  call: MoneyCall,
  request: { id_proyek: number; paket: number },
): Promise<CheckoutAnswer> {
  return call.db.transaction().execute(async (trx) => {
    await lockWallet(trx, call.lenderId);
    return runOnce<CheckoutAnswer>(
      trx,
      {
        lenderId: call.lenderId,
        operation: 'checkoutProject',
        request,
        key: call.idempotencyKey,
        now: call.now,
      },
      async () => {
        // Other lenders' active holds (bookings) count as sold; the caller's own hold is consumed.
        const project = await lockProjectWithHolds(trx, request.id_proyek, call.lenderId, call.now);
        const today = jakartaDate(call.now);
        const cost = project.harga_paket * request.paket;
        const refused =
          refusal(call, project, request.paket, today) ?? (await fundsRefusal(call, trx, cost));
        if (refused) return { body: { error: refused }, ok: false };
        const { fundingId } = await invest(call, trx, project, request.paket, today);
        await consumeOwnHold(trx, call.lenderId, project.id, fundingId, call.now);
        await linkAgreementsAtCheckout(trx, {
          lenderId: call.lenderId,
          projectId: project.id,
          fundingId,
          tanggalInvest: today,
        });
        return {
          body: {
            success: moneyText(call.lang, 'checkoutSuccess'),
            jumlah_investasi: cost,
            id_pendanaan: fundingId,
          },
          ok: true,
        };
      },
    );
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
  return call.db.transaction().execute(async (trx) => {
    await lockWallet(trx, call.lenderId);
    return runOnce<FundsAnswer>(
      trx,
      {
        lenderId: call.lenderId,
        operation: 'addFunds',
        request,
        key: call.idempotencyKey,
        now: call.now,
      },
      async () => {
        const funding = await ownFunding(trx, call.lenderId, request.id_pendanaan);
        const project = await lockProjectWithHolds(
          trx,
          funding.project_id,
          call.lenderId,
          call.now,
        );
        const today = jakartaDate(call.now);
        const cost = project.harga_paket * request.paket;
        const refused =
          refusal(call, project, request.paket, today) ?? (await fundsRefusal(call, trx, cost));
        if (refused) return { body: { error: refused }, ok: false };
        const { fundingId } = await invest(call, trx, project, request.paket, today);
        return {
          body: {
            success: moneyText(call.lang, 'addFundsSuccess'),
            nominal: cost,
            id_pendanaan: fundingId,
          },
          ok: true,
        };
      },
    );
  });
}

/** `ambil-pendanaan`: packages back to the available balance while the project is raising funds. */
export async function takeFunds(
  call: MoneyCall,
  request: { id_pendanaan: number; paket: number },
): Promise<FundsAnswer> {
  return call.db.transaction().execute(async (trx) => {
    await lockWallet(trx, call.lenderId);
    return runOnce<FundsAnswer>(
      trx,
      {
        lenderId: call.lenderId,
        operation: 'takeFunds',
        request,
        key: call.idempotencyKey,
        now: call.now,
      },
      async () => {
        const funding = await ownFunding(trx, call.lenderId, request.id_pendanaan);
        // Status as the lender sees it (other lenders' holds count as sold), like the lists.
        const project = await lockProjectWithHolds(
          trx,
          funding.project_id,
          call.lenderId,
          call.now,
        );
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
      },
    );
  });
}
