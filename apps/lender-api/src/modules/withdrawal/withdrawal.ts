import type { JobQueue } from '../../jobs/index.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { runLockedOnce } from '../../shared/idempotency.ts';
import { balancesOf, postTransaction, reference } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { payoutAccount } from './account.ts';
import { holdOrQueuePayout } from './payout.ts';
import { activePayoutHold, payoutHoldText } from './hold.ts';
import type { WithdrawalNarrowing } from './settle.ts';

export { payoutAccount } from './account.ts';

export const MINIMUM_WITHDRAWAL = 100_000;

/** `showPenarikan`: unallocated = available + reserved; tersedia_ditarik = available (not reserved). */
export async function withdrawalInfo(
  db: MoneyDb,
  lang: Lang,
  lender: { id: number; lender_type: 1 | 2; no_hp: string | null; kode_negara: string },
  now: Date,
) {
  const balances = await balancesOf(db, lender.id);
  const account = await payoutAccount(db, lender);
  const hold = await activePayoutHold(db, lender.id, now);
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
      penahanan: hold
        ? {
            sampai: hold.until.toISOString(),
            alasan: hold.reason,
            pesan: payoutHoldText(lang, hold),
          }
        : null,
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
 * or a checkout cannot spend it. In the same transaction the payout is queued for the disbursement
 * provider, or, above the approval threshold, held for an operator (`holdOrQueuePayout`); the
 * provider's outcome later pays (3) or refuses (4) it (`settleWithdrawal`).
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
    /** The queue the payout is sent through, and the amount above which an operator approves it. */
    payout: { jobs: JobQueue; approvalThreshold: number };
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
      const hold = await activePayoutHold(trx, lender.id, record.now);
      if (hold) return { body: { error: payoutHoldText(lang, hold) } };
      if (request.nominal < MINIMUM_WITHDRAWAL)
        return { body: { error: moneyText(lang, 'withdrawalMinimum') } };
      const balances = await balancesOf(trx, lender.id);
      if (request.nominal > balances.available)
        return { body: { error: moneyText(lang, 'withdrawalTooMuch') } };
      const referensi = reference('WDR', record.now);
      const transactionId = await postTransaction(trx, {
        lenderId: lender.id,
        kategori: 'penarikan',
        tipe: 'DEBIT',
        nominal: request.nominal,
        status: 2,
        perihal: `Penarikan dana ke ${account.bank ?? request.bank} ${request.rekening}`,
        referensi,
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
          payout_reference: referensi,
          created_at: record.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await holdOrQueuePayout(
        trx,
        call.payout,
        { id: row.id, lenderId: lender.id, nominal: request.nominal, reference: referensi },
        record.now,
      );
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

const STATUS_TEXT = { 2: 'Request', 3: 'Disetujui', 4: 'Gagal' } as const;

/** Why the bank refused, in `lang`: the text of its code, then the bank's own words if it gave some. */
function refusalText(
  lang: Lang,
  row: Pick<WithdrawalNarrowing, 'kode_penolakan'> & { provider_reason: string | null },
): string {
  const text = moneyText(lang, `withdrawalRefused_${row.kode_penolakan ?? 'bank_rejected'}`);
  return row.provider_reason ? `${text}: ${row.provider_reason}` : text;
}

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
      'w.provider_reason',
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
      alasan_penolakan: row.status === 4 ? refusalText(lang, row) : null,
    })),
  };
}
