import { inBatches } from '../../shared/ledger/batch.ts';
import type { MoneyTrx } from '../../shared/ledger/tables.ts';
import { payoutDate, payoutMonths } from '../portfolio/index.ts';
import type { Share } from './posting.ts';
import { rupiah } from './posting.ts';
import { largestRemainder, type Terms } from './split.ts';

/** A piece of one funding's yield share: the part paying schedule row `bulan`. */
export interface PayoutPiece {
  bulan: number;
  gross: bigint;
  tax: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * What of the project's yield `paidBefore` … `paidBefore + paidNow` falls in each schedule row: the
 * split pays rows in order, so a repayment's yield is a run of rows (the first and last maybe in part).
 */
export function rowsPaid(terms: Terms, paidBefore: bigint, paidNow: bigint): bigint[] {
  const end = paidBefore + paidNow;
  let rowStart = 0n;
  return terms.rows.map((row) => {
    const rowEnd = rowStart + row.yield;
    const from = paidBefore > rowStart ? paidBefore : rowStart;
    const to = end < rowEnd ? end : rowEnd;
    rowStart = rowEnd;
    return to > from ? to - from : 0n;
  });
}

/**
 * A share's gross yield in pieces per schedule row, in proportion to what the repayment paid of each
 * row (largest remainder), each taxed ⌊gross × rate / 10000⌋ as a payout row must be. Every piece but
 * the last is a multiple of 10000 / gcd(rate, 10000) rupiah (its tax exact), the last takes the rest:
 * so the pieces' tax adds up to the share's tax to the rupiah.
 */
export function sharePieces(share: Share, paidRows: readonly bigint[]): PayoutPiece[] {
  const months = paidRows.map((_, i) => i).filter((i) => (paidRows[i] ?? 0n) > 0n);
  if (share.grossYield === 0n || months.length === 0) return [];
  const rate = BigInt(share.taxRateBp);
  const unit = rate === 0n ? 1n : 10_000n / gcd(rate, 10_000n);
  const parts = largestRemainder(
    share.grossYield,
    months.map((i) => paidRows[i] ?? 0n),
  );
  let left = share.grossYield;
  const pieces = months.map((row, k) => {
    const last = k === months.length - 1;
    const gross = last ? left : ((parts[k] ?? 0n) / unit) * unit;
    left -= gross;
    return { row, gross, tax: (gross * rate) / 10_000n };
  });
  return pieces
    .filter((p) => p.gross > 0n)
    .map((p) => ({ bulan: p.row, gross: p.gross, tax: p.tax }));
}

type PayoutInput = {
  repaymentId: number;
  project: { tgl_mulai: string; tenor: number; payout_interval: number };
  share: Share;
  paidRows: readonly bigint[];
  transactionId: number | null;
  now: Date;
};

/** A share's yield payout rows, one per schedule row it pays (what `writePayouts` inserts). */
export function payoutRows(input: PayoutInput) {
  const { share, project } = input;
  const months = payoutMonths(project.tenor, project.payout_interval);
  return sharePieces(share, input.paidRows).map((piece) => {
    const bulan = months[piece.bulan];
    if (bulan === undefined) throw new Error(`no schedule row ${piece.bulan}`);
    return {
      funding_id: share.fundingId,
      bulan,
      lender_id: share.lenderId,
      nominal: rupiah(piece.gross - piece.tax),
      bruto: rupiah(piece.gross),
      pajak: rupiah(piece.tax),
      jenis_pajak: share.taxKind,
      tarif_pajak_bp: share.taxRateBp,
      tanggal_payout: payoutDate(project.tgl_mulai, bulan),
      transaction_id: input.transactionId,
      paid_at: input.now,
      repayment_id: input.repaymentId,
    };
  });
}

/**
 * Writes the shares' yield payouts (what the yield screens, returns and tax slips read), one per schedule
 * row each share pays, naming the repayment and the share's ledger transaction; paid now (the posting's
 * time). Multi-row statements, however many shares.
 */
export async function writePayouts(trx: MoneyTrx, inputs: readonly PayoutInput[]): Promise<void> {
  const rows = inputs.flatMap(payoutRows);
  for (const batch of inBatches(rows))
    await trx.insertInto('yield_payouts').values(batch).execute();
}
