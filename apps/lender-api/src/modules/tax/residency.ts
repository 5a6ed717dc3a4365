import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { validationError, type FieldMessages } from '../../http/errors.ts';

/**
 * A lender's tax residency (`lender_tax_residency`, migration 0204): resident or non-resident, the
 * basis it rests on and the rate withheld from yield in basis points of the gross. Only verification
 * writes it — the KYC identity check and review (`recordVerifiedResidency`) or an operator who checked
 * a document (`setTaxResidency`) — never the lender's profile edit, so citizenship typed into the
 * profile does not change the tax.
 */
export type ResidencyStatus = 'resident' | 'non_resident';
/** resident: declaration | npwp; non-resident: declaration | skd (certificate of domicile). */
export type ResidencyBasis = 'declaration' | 'npwp' | 'skd';
export type ResidencyRecorder = 'kyc' | 'operator' | 'migration';

export interface TaxResidency {
  status: ResidencyStatus;
  basis: ResidencyBasis;
  /** The rate withheld, in basis points of the gross (1500 = 15 %). */
  rate_bp: number;
  /** ISO 3166-1 alpha-2 country of the certificate of domicile; only with basis skd. */
  treaty_country: string | null;
}

/** PPh 23 on residents: 15 % of the gross (PMK 69/2022). */
export const RESIDENT_RATE_BP = 1500;
/** PPh 26 on non-residents without a certificate of domicile: 20 % of the gross. */
export const NON_RESIDENT_RATE_BP = 2000;

/** A lender nothing has been recorded for: a resident on the domestic rate, as every company is. */
const UNRECORDED: TaxResidency = {
  status: 'resident',
  basis: 'declaration',
  rate_bp: RESIDENT_RATE_BP,
  treaty_country: null,
};

type Db = Kysely<DB> | Transaction<DB>;

/** The lender's tax residency now (read at each payment and for the tax documents). */
export async function residencyOf(db: Db, lenderId: number): Promise<TaxResidency> {
  const row = await db
    .selectFrom('lender_tax_residency')
    .select(['status', 'basis', 'rate_bp', 'treaty_country'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (!row) return UNRECORDED;
  return {
    status: row.status as ResidencyStatus,
    basis: row.basis as ResidencyBasis,
    rate_bp: row.rate_bp,
    treaty_country: row.treaty_country,
  };
}

/** The tax residency now of each of `lenderIds` (one statement, however many lenders). */
export async function residenciesOf(
  db: Db,
  lenderIds: readonly number[],
): Promise<Map<number, TaxResidency>> {
  const ids = [...new Set(lenderIds)];
  const found = new Map<number, TaxResidency>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('lender_tax_residency')
    .select(['lender_id', 'status', 'basis', 'rate_bp', 'treaty_country'])
    .where('lender_id', 'in', ids)
    .execute();
  for (const row of rows)
    found.set(row.lender_id, {
      status: row.status as ResidencyStatus,
      basis: row.basis as ResidencyBasis,
      rate_bp: row.rate_bp,
      treaty_country: row.treaty_country,
    });
  return new Map(ids.map((id) => [id, found.get(id) ?? UNRECORDED]));
}

async function write(
  db: Db,
  lenderId: number,
  residency: TaxResidency,
  recordedBy: ResidencyRecorder,
  now: Date,
): Promise<void> {
  const values = { ...residency, recorded_by: recordedBy, recorded_at: now };
  await db
    .insertInto('lender_tax_residency')
    .values({ lender_id: lenderId, ...values })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
    .execute();
}

/**
 * Records the residency that a passed verification shows: a company is a resident; an individual whose
 * verified identity document is a passport is a non-resident (PPh 26 at 20 %), a KTP holder a resident
 * (PPh 23 at 15 %, basis npwp when an NPWP is on file). What an operator recorded (a certificate of
 * domicile, a correction) is kept: the KYC does not see those documents.
 */
export async function recordVerifiedResidency(db: Db, lenderId: number, now: Date): Promise<void> {
  const current = await db
    .selectFrom('lender_tax_residency')
    .select('recorded_by')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (current?.recorded_by === 'operator') return;
  const row = await db
    .selectFrom('lenders as l')
    .leftJoin('ekyc_personal_data as p', 'p.lender_id', 'l.id')
    .leftJoin('ekyc_education as e', 'e.lender_id', 'l.id')
    .leftJoin('corporate_companies as c', 'c.lender_id', 'l.id')
    .select(['l.lender_type', 'p.is_passport', 'e.npwp as personal_npwp', 'c.npwp as company_npwp'])
    .where('l.id', '=', lenderId)
    .executeTakeFirst();
  if (!row) return;
  const company = row.lender_type === 2;
  const npwp = ((company ? row.company_npwp : row.personal_npwp) ?? '').trim() !== '';
  const residency: TaxResidency =
    !company && row.is_passport === true
      ? {
          status: 'non_resident',
          basis: 'declaration',
          rate_bp: NON_RESIDENT_RATE_BP,
          treaty_country: null,
        }
      : {
          status: 'resident',
          basis: npwp ? 'npwp' : 'declaration',
          rate_bp: RESIDENT_RATE_BP,
          treaty_country: null,
        };
  await write(db, lenderId, residency, 'kyc', now);
}

export type ResidencyInput =
  | { status: 'resident'; basis: 'declaration' | 'npwp' }
  | { status: 'non_resident'; basis: 'declaration' }
  | { status: 'non_resident'; basis: 'skd'; rate_bp: number; treaty_country: string };

/**
 * The operator's record of a checked document: an NPWP, a declaration, or a certificate of domicile
 * (SKD / DGT form) with its treaty rate — in basis points, above 0 and never above the 20 % of PPh 26
 * (a treaty only lowers the rate), for a country other than Indonesia. Anything else is a 422.
 */
export async function setTaxResidency(
  db: Db,
  lenderId: number,
  input: ResidencyInput,
  now: Date,
): Promise<TaxResidency> {
  let residency: TaxResidency;
  if (input.basis === 'skd') {
    const fields: FieldMessages = {};
    if (!Number.isInteger(input.rate_bp) || input.rate_bp <= 0 || input.rate_bp > 2000)
      fields.rate_bp = [{ key: 'tax.treatyRate' }];
    const country = input.treaty_country.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(country) || country === 'ID')
      fields.treaty_country = [{ key: 'tax.treatyCountry' }];
    if (Object.keys(fields).length > 0) throw validationError(fields);
    residency = { ...input, treaty_country: country };
  } else {
    const rate = input.status === 'resident' ? RESIDENT_RATE_BP : NON_RESIDENT_RATE_BP;
    residency = { status: input.status, basis: input.basis, rate_bp: rate, treaty_country: null };
  }
  await write(db, lenderId, residency, 'operator', now);
  return residency;
}
