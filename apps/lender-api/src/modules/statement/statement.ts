import { sql } from 'kysely';
import type { Lang } from '../../shared/i18n/index.ts';
import { bankSideBalance } from '../../shared/ledger/bank-side.ts';
import { lenderFunds } from '../../shared/ledger/funds.ts';
import { balancesOf, jakartaDate, jakartaIso, lockWallet } from '../../shared/ledger/ledger.ts';
import type { TransactionKategori } from '../../shared/ledger/tables.ts';
import type { BankBalanceProvider } from '../../providers/bank/index.ts';
import type { RdlProvider } from '../../providers/payments/index.ts';
import { backfillActiveRdlAccounts } from '../wallet/index.ts';

/** The bank's side of a statement: its balance inquiry, and the account opening of the backfill. */
export interface StatementBank {
  balance: BankBalanceProvider;
  rdl: RdlProvider;
}
import type { StatementDb, StatementTrx } from './tables.ts';
import { statementText } from './texts.ts';

/** |bank − ledger| above this many rupiah is a mismatch ("differ by more than Rp1"). */
export const MISMATCH_TOLERANCE = 1;
/** A bank balance synced longer ago than this is not current (48 hours). */
export const STALE_AFTER_MS = 48 * 3_600_000;

export type StatementStatus = 'ok' | 'mismatch' | 'stale' | 'no_account';

/** The dedicated account is an RDL at BNI (as `rdl.ts`). */
const BANK_NAME = 'BNI';

const WIB_MS = 7 * 3_600_000;
const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** A month that cannot be read: `reason` names the text of the 422. */
export class StatementRefusal extends Error {
  readonly reason: 'badMonth' | 'futureMonth' | 'badFormat';
  constructor(reason: 'badMonth' | 'futureMonth' | 'badFormat') {
    super(reason);
    this.name = 'StatementRefusal';
    this.reason = reason;
  }
}

/** The Jakarta month of a moment, `YYYY-MM`. */
export function jakartaMonth(moment: Date): string {
  return jakartaDate(moment).slice(0, 7);
}

/** `2026-11` → the moments its first and the next month's first day start in Jakarta (UTC+7). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const match = MONTH.exec(month);
  if (!match) throw new StatementRefusal('badMonth');
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    start: new Date(Date.UTC(year, index, 1) - WIB_MS),
    end: new Date(Date.UTC(year, index + 1, 1) - WIB_MS),
  };
}

/** The month asked for (this Jakarta month when none), refused when malformed or not begun. */
export function statementMonth(value: string | undefined, now: Date): string {
  const month = value ?? jakartaMonth(now);
  monthBounds(month);
  if (month > jakartaMonth(now)) throw new StatementRefusal('futureMonth');
  return month;
}

export interface Movement {
  id: number;
  tanggal: string;
  kategori: TransactionKategori;
  perihal: string;
  referensi: string;
  masuk: number;
  keluar: number;
  saldo: number;
}

export interface Statement {
  bulan: string;
  dari: string;
  sampai: string;
  saldo_awal: number;
  total_masuk: number;
  total_keluar: number;
  saldo_akhir: number;
  mutasi: Movement[];
  /** Dana Tersedia now (`lenderFunds`), the figure compared with the bank. */
  saldo_buku: number;
  saldo_rekening_seharusnya: number;
  /** Reserved by pending withdrawal requests now (already out of `saldo_buku`). */
  dicadangkan_penarikan: number;
  rekening: {
    jenis: 'RDL' | 'RDF';
    nama_bank: string;
    nomor_rekening: string | null;
    saldo_bank: number | null;
    disinkronkan_pada: string | null;
  } | null;
  selisih: number | null;
  status: StatementStatus;
  dibuat_pada: string;
}

async function sumAvailable(trx: StatementTrx, lenderId: number, before?: Date): Promise<number> {
  let query = trx
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('lender_id', '=', lenderId)
    .where('account', '=', 'lender_available');
  if (before) query = query.where('created_at', '<', before);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * Asks the bank for the balance of the lender's active dedicated account and records the answer
 * (`bank_balance_syncs`); no answer keeps the last one (it ages towards stale). Null without an
 * active account.
 */
async function syncBank(trx: StatementTrx, lenderId: number, now: Date, bank: StatementBank) {
  await backfillActiveRdlAccounts(trx, bank.rdl, now, lenderId);
  const account = await trx
    .selectFrom('rdl_accounts')
    .select(['account_type', 'account_number'])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'active')
    .$narrowType<{ account_type: 'RDL' | 'RDF' }>()
    .executeTakeFirst();
  if (!account) return null;
  const answer = await bank.balance.balance(lenderId, trx);
  if (answer) {
    await trx
      .insertInto('bank_balance_syncs')
      .values({ lender_id: lenderId, saldo: answer.saldo, synced_at: now })
      .onConflict((oc) =>
        oc.column('lender_id').doUpdateSet({ saldo: answer.saldo, synced_at: now }),
      )
      .execute();
  }
  const sync = await trx
    .selectFrom('bank_balance_syncs')
    .select(['saldo', 'synced_at'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return {
    account,
    saldo: sync ? Number(sync.saldo) : null,
    syncedAt: sync ? new Date(sync.synced_at) : null,
  };
}

/**
 * The status of the bank's balance beside what the account should hold by the ledger (no account,
 * then stale, then mismatch).
 */
export function balanceStatus(
  bank: { saldo: number | null; syncedAt: Date | null } | null,
  ledger: number,
  now: Date,
): StatementStatus {
  if (!bank) return 'no_account';
  if (bank.saldo === null || bank.syncedAt === null) return 'stale';
  if (now.getTime() - bank.syncedAt.getTime() > STALE_AFTER_MS) return 'stale';
  if (Math.abs(bank.saldo - ledger) > MISMATCH_TOLERANCE) return 'mismatch';
  return 'ok';
}

/**
 * The statement (rekening koran) of a Jakarta month, from the ledger alone: the available balance
 * (`lender_available`) at the month's start, every entry of that account in the month with its running
 * balance, the balance at its end; beside it the ledger balance now, what the dedicated account should
 * hold by the ledger (`bankSideBalance`: available + withdrawals not yet sent − money that came in
 * outside the bank) and the bank's balance of that account, synced on this read, compared with it.
 * Runs under the lender's wallet lock (every money mutation takes it first), so the bank's answer and
 * the ledger are read at the same point.
 */
export async function statement(
  db: StatementDb,
  lenderId: number,
  month: string,
  now: Date,
  bank: StatementBank,
): Promise<Statement> {
  const { start, end } = monthBounds(month);
  return db.transaction().execute(async (trx) => {
    await lockWallet(trx, lenderId);
    const synced = await syncBank(trx, lenderId, now, bank);
    const opening = await sumAvailable(trx, lenderId, start);
    const inAccount = (await bankSideBalance(trx, lenderId)).expected;
    const funds = lenderFunds(await balancesOf(trx, lenderId));
    const ledger = funds.danaTersedia;
    const rows = await trx
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.id', 'e.amount', 'e.created_at', 't.kategori', 't.perihal', 't.referensi'])
      .where('e.lender_id', '=', lenderId)
      .where('e.account', '=', 'lender_available')
      .where('e.created_at', '>=', start)
      .where('e.created_at', '<', end)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .$narrowType<{ kategori: TransactionKategori }>()
      .execute();
    let saldo = opening;
    let totalIn = 0;
    let totalOut = 0;
    const mutasi = rows.map((row): Movement => {
      const amount = Number(row.amount);
      saldo += amount;
      if (amount > 0) totalIn += amount;
      else totalOut -= amount;
      return {
        id: Number(row.id),
        tanggal: jakartaIso(new Date(row.created_at)),
        kategori: row.kategori,
        perihal: row.perihal,
        referensi: row.referensi,
        masuk: amount > 0 ? amount : 0,
        keluar: amount < 0 ? -amount : 0,
        saldo,
      };
    });
    return {
      bulan: month,
      dari: jakartaIso(start),
      sampai: jakartaIso(end),
      saldo_awal: opening,
      total_masuk: totalIn,
      total_keluar: totalOut,
      saldo_akhir: saldo,
      mutasi,
      saldo_buku: ledger,
      saldo_rekening_seharusnya: inAccount,
      dicadangkan_penarikan: funds.dicadangkanPenarikan,
      rekening: synced
        ? {
            jenis: synced.account.account_type,
            nama_bank: BANK_NAME,
            nomor_rekening: synced.account.account_number,
            saldo_bank: synced.saldo,
            disinkronkan_pada: synced.syncedAt ? jakartaIso(synced.syncedAt) : null,
          }
        : null,
      selisih: synced && synced.saldo !== null ? synced.saldo - inAccount : null,
      status: balanceStatus(synced, inAccount, now),
      dibuat_pada: jakartaIso(now),
    };
  });
}

/** The refusal's text, for a 422's message. */
export function refusalText(lang: Lang, refusal: StatementRefusal): string {
  return statementText(lang, refusal.reason);
}
