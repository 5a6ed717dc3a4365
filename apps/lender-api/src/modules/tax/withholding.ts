import type { MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';

/**
 * Tax withheld on yield paid through a licensed platform (PMK 69/2022): PPh 23 at 15 % of the gross for
 * residents, PPh 26 at 20 % for non-residents. A lender is a non-resident when the eKYC says passport
 * (`is_passport`) or WNA; companies (badan hukum, `lender_type` 2) are residents.
 */
export type TaxKind = 'PPh23' | 'PPh26';

export const TAX_RATE: Record<TaxKind, 15 | 20> = { PPh23: 15, PPh26: 20 };

/** Tax withheld from a gross yield, rounded DOWN to the whole rupiah (never more than the legal rate). */
export function withheld(gross: number, ratePercent: number): number {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new Error('gross must be whole rupiah');
  // Whole numbers (BigInt): no float error at the edge of a rupiah, however large the gross.
  return Number((BigInt(gross) * BigInt(ratePercent)) / 100n);
}

/** The split of one payout: gross, rate, kind, tax withheld and the net credited (gross − tax). */
export function splitYield(gross: number, kind: TaxKind) {
  const rate = TAX_RATE[kind];
  const tax = withheld(gross, rate);
  return { bruto: gross, tarif_pajak: rate, jenis_pajak: kind, pajak: tax, neto: gross - tax };
}

/** The kind of tax withheld from this lender's yield now (read at each payment). */
export async function taxKindOf(db: MoneyDb | MoneyTrx, lenderId: number): Promise<TaxKind> {
  const row = await db
    .selectFrom('lenders as l')
    .leftJoin('ekyc_personal_data as p', 'p.lender_id', 'l.id')
    .select(['l.lender_type', 'p.is_passport', 'p.kewarganegaraan'])
    .where('l.id', '=', lenderId)
    .executeTakeFirst();
  if (!row || row.lender_type === 2) return 'PPh23';
  return row.is_passport === true || row.kewarganegaraan === 'WNA' ? 'PPh26' : 'PPh23';
}
