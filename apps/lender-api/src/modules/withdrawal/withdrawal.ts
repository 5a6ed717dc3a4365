import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { runLockedOnce } from '../../shared/idempotency.ts';
import {
  addEntries,
  balancesOf,
  isRowId,
  lockWallet,
  lockedTime,
  postTransaction,
  reference,
  type MoneyTime,
} from '../../shared/ledger/ledger.ts';
import type { MoneyDb, WithdrawalRefusal } from '../../shared/ledger/tables.ts';
import { moneyText } from '../../shared/ledger/texts.ts';

export const MINIMUM_WITHDRAWAL = 100_000;

interface PayoutAccount {
  rekening: string | null;
  kode_bank: string | null;
  bank: string | null;
  nama: string | null;
}

/** The payout account on file: the individual's eKYC bank data, or the company's bank data. */
export async function payoutAccount(
  db: MoneyDb,
  lender: { id: number; lender_type: 1 | 2 },
): Promise<PayoutAccount> {
  const row =
    lender.lender_type === 1
      ? await db
          .selectFrom('ekyc_education as e')
          .leftJoin('banks as b', 'b.kode', 'e.bank')
          .select([
            'e.rekening',
            'e.bank as kode_bank',
            'b.nama_bank as bank',
            'e.nama_pemilik as nama',
          ])
          .where('e.lender_id', '=', lender.id)
          .executeTakeFirst()
      : await db
          .selectFrom('corporate_companies as c')
          .leftJoin('banks as b', 'b.kode', 'c.bank')
          .select([
            'c.rekening',
            'c.bank as kode_bank',
            'b.nama_bank as bank',
            'c.nama_pemilik as nama',
          ])
          .where('c.lender_id', '=', lender.id)
          .executeTakeFirst();
  return {
    rekening: row?.rekening ?? null,
    kode_bank: row?.kode_bank ?? null,
    bank: row?.bank ?? null,
    nama: row?.nama ?? null,
  };
}

/** `showPenarikan`: unallocated = available + reserved; tersedia_ditarik = available (not reserved). */
export async function withdrawalInfo(
  db: MoneyDb,
  lender: { id: number; lender_type: 1 | 2; no_hp: string | null; kode_negara: string },
) {
  const balances = await balancesOf(db, lender.id);
  const account = await payoutAccount(db, lender);
  const unallocated = balances.available + balances.pendingWithdrawal;
  return {
    data: {
      unallocated,
      total_dana: unallocated + balances.invested,
      tersedia_ditarik: balances.available,
      minimum: MINIMUM_WITHDRAWAL,
      rekening: account.rekening,
      bank: account.bank,
      kode_bank: account.kode_bank,
      nama: account.nama,
      phone: lender.no_hp ? `${lender.kode_negara}${lender.no_hp.replace(/^0/, '')}` : null,
    },
  };
}

export async function withdrawalReasons(db: MoneyDb) {
  const rows = await db
    .selectFrom('withdrawal_reasons')
    .select(['kode', 'alasan'])
    .orderBy('sort')
    .execute();
  return { alasan_penarikan: rows };
}

export interface WithdrawalAnswer {
  success?: string;
  error?: string;
  id?: number;
  status_transaksi?: 2;
}

/**
 * `requestPenarikan`: reserves the amount at once (available → pending withdrawal), so a second request
 * or a checkout cannot spend it; the sandbox then pays (3) or refuses (4) it.
 */
export async function requestWithdrawal(
  call: {
    db: MoneyDb;
    lang: Lang;
    lender: { id: number; lender_type: 1 | 2 };
    now: Date;
    idempotencyKey: string;
    onReplay?: (() => void) | undefined;
    afterLock?: ((databaseNow: Date) => Date) | undefined;
  },
  request: {
    nominal: number;
    rekening: string;
    bank: string;
    kode_alasan: string;
    keterangan?: string | undefined;
  },
): Promise<WithdrawalAnswer> {
  const { db, lang, lender } = call;
  const reason = await db
    .selectFrom('withdrawal_reasons')
    .select('alasan')
    .where('kode', '=', request.kode_alasan)
    .executeTakeFirst();
  if (!reason) return { error: moneyText(lang, 'withdrawalReason') };
  const account = await payoutAccount(db, lender);
  if (!account.rekening || !account.kode_bank)
    return { error: moneyText(lang, 'withdrawalNoAccount') };
  if (account.rekening !== request.rekening || account.kode_bank !== request.bank)
    return { error: moneyText(lang, 'withdrawalWrongAccount') };
  const once = { ...call, lenderId: lender.id };
  return runLockedOnce<WithdrawalAnswer>(
    once,
    'requestWithdrawal',
    request,
    async (trx, record) => {
      if (request.nominal < MINIMUM_WITHDRAWAL)
        return { body: { error: moneyText(lang, 'withdrawalMinimum') } };
      const balances = await balancesOf(trx, lender.id);
      if (request.nominal > balances.available)
        return { body: { error: moneyText(lang, 'withdrawalTooMuch') } };
      const transactionId = await postTransaction(trx, {
        lenderId: lender.id,
        kategori: 'penarikan',
        tipe: 'DEBIT',
        nominal: request.nominal,
        status: 2,
        perihal: `Penarikan dana ke ${account.bank ?? request.bank} ${request.rekening}`,
        referensi: reference('WDR', record.now),
        now: record.now,
        entries: [
          { account: 'lender_available', lenderId: lender.id, amount: -request.nominal },
          { account: 'lender_pending_withdrawal', lenderId: lender.id, amount: request.nominal },
        ],
      });
      const row = await trx
        .insertInto('withdrawals')
        .values({
          lender_id: lender.id,
          nominal: request.nominal,
          no_rekening: request.rekening,
          kode_bank: request.bank,
          kode_alasan: request.kode_alasan,
          keterangan: request.keterangan ?? null,
          status: 2,
          transaction_id: transactionId,
          created_at: record.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        body: {
          success: moneyText(lang, 'withdrawalSuccess'),
          id: row.id,
          status_transaksi: 2 as const,
        },
      };
    },
  );
}

/** `withdrawals` columns as their CHECK constraints allow. */
type WithdrawalNarrowing = { status: 2 | 3 | 4; kode_penolakan: WithdrawalRefusal | null };

const STATUS_TEXT = { 2: 'Request', 3: 'Disetujui', 4: 'Gagal' } as const;

/** A Jakarta calendar date (YYYY-MM-DD) of a moment. */
const jakartaDay = (at: Date | string) =>
  new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

export async function withdrawalHistory(db: MoneyDb, lenderId: number, lang: Lang) {
  const rows = await db
    .selectFrom('withdrawals as w')
    .innerJoin('withdrawal_reasons as r', 'r.kode', 'w.kode_alasan')
    .leftJoin('banks as b', 'b.kode', 'w.kode_bank')
    .select([
      'w.id',
      'w.nominal',
      'w.created_at',
      'w.no_rekening',
      'w.kode_bank',
      'b.nama_bank',
      'w.status',
      'r.alasan',
      'w.decided_at',
      'w.kode_penolakan',
    ])
    .where('w.lender_id', '=', lenderId)
    .orderBy('w.id', 'desc')
    .$narrowType<WithdrawalNarrowing>()
    .execute();
  return {
    history: rows.map((row) => ({
      id: row.id,
      jumlah_penarikan: Number(row.nominal),
      tanggal_penarikan: jakartaDay(row.created_at),
      no_rekening: row.no_rekening,
      bank_tujuan: row.nama_bank ?? row.kode_bank,
      status: STATUS_TEXT[row.status],
      status_transaksi: row.status,
      alasan: row.alasan,
      tanggal_keputusan: row.decided_at ? jakartaDay(row.decided_at) : null,
      alasan_penolakan:
        row.status === 4
          ? moneyText(lang, `withdrawalRefused_${row.kode_penolakan ?? 'bank_rejected'}`)
          : null,
    })),
  };
}

/**
 * Sandbox payout decision: paid (3, money leaves the platform) or refused (4, money back) with the
 * bank's reason (default `bank_rejected`).
 */
export async function decideWithdrawal(
  db: MoneyDb,
  lenderId: number,
  id: number,
  decision: { paid: true } | { paid: false; reason?: WithdrawalRefusal },
  when: MoneyTime,
): Promise<{ status: 3 | 4 }> {
  const { paid } = decision;
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  return db.transaction().execute(async (trx) => {
    const now = lockedTime(when, await lockWallet(trx, lenderId));
    const withdrawal = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .where('lender_id', '=', lenderId)
      .forUpdate()
      .$narrowType<WithdrawalNarrowing>()
      .executeTakeFirst();
    if (!withdrawal) throw new HttpError(404, 'errors.notFound');
    if (withdrawal.status !== 2) return { status: withdrawal.status };
    const nominal = Number(withdrawal.nominal);
    const status = paid ? 3 : 4;
    await addEntries(
      trx,
      Number(withdrawal.transaction_id),
      2,
      paid
        ? [
            { account: 'lender_pending_withdrawal', lenderId, amount: -nominal },
            { account: 'platform_cash_out', amount: nominal },
          ]
        : [
            { account: 'lender_pending_withdrawal', lenderId, amount: -nominal },
            { account: 'lender_available', lenderId, amount: nominal },
          ],
      now,
    );
    await trx
      .updateTable('withdrawals')
      .set({
        status,
        decided_at: now,
        kode_penolakan: decision.paid ? null : (decision.reason ?? 'bank_rejected'),
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('ledger_transactions')
      .set({ status, updated_at: now })
      .where('id', '=', Number(withdrawal.transaction_id))
      .execute();
    return { status };
  });
}
