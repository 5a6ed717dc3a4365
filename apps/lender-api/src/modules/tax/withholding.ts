import type { Lang } from '../../shared/i18n/index.ts';
import type { MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';
import { residenciesOf, residencyOf, type TaxResidency } from './residency.ts';

/**
 * Tax withheld on yield paid through a licensed platform (PMK 69/2022): PPh 23 for residents, PPh 26
 * for non-residents, at the rate of the lender's tax residency (`residency.ts`) — 15 % and 20 %, or a
 * treaty rate under a certificate of domicile. Residency is what verification recorded, never the
 * citizenship of the profile.
 */
export type TaxKind = 'PPh23' | 'PPh26';

export function taxKindOfResidency(residency: Pick<TaxResidency, 'status'>): TaxKind {
  return residency.status === 'resident' ? 'PPh23' : 'PPh26';
}

/**
 * Tax withheld from a gross yield at a rate in basis points, rounded DOWN to the whole rupiah (never
 * more than the rate).
 */
export function withheld(gross: number, rateBp: number): number {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new Error('gross must be whole rupiah');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw new Error('rate must be whole basis points, 0 to 10000');
  // Whole numbers (BigInt): no float error at the edge of a rupiah, however large the gross.
  return Number((BigInt(gross) * BigInt(rateBp)) / 10_000n);
}

/** The split of one payout: gross, rate (basis points), kind, tax withheld and the net credited. */
export function splitYield(gross: number, residency: Pick<TaxResidency, 'status' | 'rate_bp'>) {
  const tax = withheld(gross, residency.rate_bp);
  return {
    bruto: gross,
    tarif_pajak_bp: residency.rate_bp,
    jenis_pajak: taxKindOfResidency(residency),
    pajak: tax,
    neto: gross - tax,
  };
}

/** The lender's residency with the kind of tax it means (read at each payment). */
export async function taxOf(
  db: MoneyDb | MoneyTrx,
  lenderId: number,
): Promise<TaxResidency & { kind: TaxKind }> {
  const residency = await residencyOf(db, lenderId);
  return { ...residency, kind: taxKindOfResidency(residency) };
}

/** A rate in basis points as a percentage text: 1500 → "15%", 1250 → "12,5%" (id) or "12.5%" (en). */
export function ratePercentText(rateBp: number, lang: Lang = 'id'): string {
  const whole = Math.trunc(rateBp / 100);
  const hundredths = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${hundredths ? `${lang === 'id' ? ',' : '.'}${hundredths}` : ''}%`;
}

/** `taxOf` of each of `lenderIds`, read in one statement (a repayment shared out to many lenders). */
export async function taxesOf(
  db: MoneyDb | MoneyTrx,
  lenderIds: readonly number[],
): Promise<Map<number, TaxResidency & { kind: TaxKind }>> {
  const residencies = await residenciesOf(db, lenderIds);
  return new Map(
    [...residencies].map(([id, residency]) => [
      id,
      { ...residency, kind: taxKindOfResidency(residency) },
    ]),
  );
}
