import { HttpError } from '../../http/errors.ts';
import { runLockedOnce, type MoneyCall } from '../../shared/idempotency.ts';
import { isRowId, jakartaDate, postTransaction, reference } from '../../shared/ledger/ledger.ts';
import type { MoneyTrx } from '../../shared/ledger/tables.ts';
import { lockProjectWithHolds, packagesHeldByOthers } from './bookings.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { PROJECT_STATUS, projectStatus } from '../projects/index.ts';
import { fundsRefusal, invest, refusal } from './invest.ts';

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

/** `checkout_new`: fund `paket` packages of a project from the available balance. */
export async function checkout(
  call: MoneyCall,
  request: { id_proyek: number; paket: number },
): Promise<CheckoutAnswer> {
  return runLockedOnce<CheckoutAnswer>(call, 'checkoutProject', request, async (trx, record) => {
    // The transaction's time (read after the wallet lock) for everything it decides and writes.
    const at = { ...call, now: record.now };
    // Other lenders' active holds (bookings) count as sold; the caller's own hold is consumed.
    const project = await lockProjectWithHolds(trx, request.id_proyek, at.lenderId, at.now);
    const today = jakartaDate(at.now);
    const cost = project.harga_paket * request.paket;
    const refused = refusal(at, project, request.paket, today) ?? fundsRefusal(at, project, cost);
    if (refused) return { body: { error: refused } };
    // With the funding: the lender's hold on the project consumed, earlier agreements linked and
    // this answer stored for its idempotency key (the same object as `body`).
    const success = moneyText(at.lang, 'checkoutSuccess');
    const { fundingId } = await invest(at, trx, project, request.paket, today, {
      record,
      success,
    });
    return {
      body: { success, jumlah_investasi: cost, id_pendanaan: fundingId },
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
  return runLockedOnce<FundsAnswer>(call, 'addFunds', request, async (trx, record) => {
    const funding = await ownFunding(trx, call.lenderId, request.id_pendanaan);
    const project = await lockProjectWithHolds(trx, funding.project_id, call.lenderId, record.now);
    const today = jakartaDate(record.now);
    const cost = project.harga_paket * request.paket;
    const refused =
      refusal(call, project, request.paket, today) ?? fundsRefusal(call, project, cost);
    if (refused) return { body: { error: refused } };
    const { fundingId } = await invest(
      { ...call, now: record.now },
      trx,
      project,
      request.paket,
      today,
      null,
    );
    return {
      body: {
        success: moneyText(call.lang, 'addFundsSuccess'),
        nominal: cost,
        id_pendanaan: fundingId,
      },
    };
  });
}

/** `ambil-pendanaan`: packages back to the available balance while the project is raising funds. */
export async function takeFunds(
  call: MoneyCall,
  request: { id_pendanaan: number; paket: number },
): Promise<FundsAnswer> {
  return runLockedOnce<FundsAnswer>(call, 'takeFunds', request, async (trx, record) => {
    const funding = await ownFunding(trx, call.lenderId, request.id_pendanaan);
    const project = await lockProjectWithHolds(trx, funding.project_id, call.lenderId, record.now);
    const today = jakartaDate(record.now);
    if (funding.status === 0 || request.paket > funding.jumlah_paket)
      return { body: { error: moneyText(call.lang, 'takeTooMany') } };
    // Taking packages back frees them: the project is judged by its sold packages, so other lenders'
    // holds (which read as sold in the lists) never make it "full" for this.
    const held = await packagesHeldByOthers(trx, project.id, call.lenderId, record.now);
    if (
      projectStatus({ ...project, terjual: project.terjual - held }, today) !==
      PROJECT_STATUS.ACTIVE
    )
      return { body: { error: moneyText(call.lang, 'takeNotActive') } };
    const amount = project.harga_paket * request.paket;
    const left = funding.jumlah_paket - request.paket;
    await trx
      .updateTable('fundings')
      .set({
        jumlah_paket: left,
        nominal_awal: Number(funding.nominal_awal) - amount,
        status: left === 0 ? 0 : 1,
        updated_at: record.now,
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
      referensi: reference('AMB', record.now),
      fundingId: funding.id,
      now: record.now,
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
    };
  });
}
