import { sql } from 'kysely';
import type { MoneyTrx } from '../../shared/ledger/tables.ts';
import type { Share } from './posting.ts';
import type { Split } from './split.ts';

/** A repayment as it is asked for and as it is answered, and the answer of one already recorded. */
export interface RepaymentInput {
  projectId: number;
  amount: bigint;
  /** The day the money arrived (Jakarta, `YYYY-MM-DD`). */
  paidOn: string;
  payerReference: string;
  /** The repayments provider that reported it (`sandbox`, `operator`, …). */
  provider: string;
}

export interface RepaymentResult {
  repaymentId: number;
  projectId: number;
  amount: bigint;
  paidOn: string;
  split: Split;
  shares: Share[];
  /** True when this call found the repayment already recorded and changed nothing. */
  replayed: boolean;
}

/** Why a repayment cannot be recorded; nothing was written. */
export class RepaymentRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RepaymentRefusedError';
  }
}

/** The recorded repayment as `recordRepayment` answered it. */
async function recorded(trx: MoneyTrx, id: number): Promise<RepaymentResult> {
  const row = await trx
    .selectFrom('repayments')
    .selectAll()
    .select(sql<string>`paid_on::text`.as('paid_on_text'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const shares = await trx
    .selectFrom('repayment_shares as s')
    .innerJoin('fundings as f', 'f.id', 's.funding_id')
    .select(['s.funding_id', 's.lender_id', 'f.jumlah_paket', 's.gross_yield', 's.tax'])
    .select(['s.tax_kind', 's.tax_rate_bp', 's.net_yield', 's.principal'])
    .where('s.repayment_id', '=', id)
    .orderBy('s.funding_id')
    .$narrowType<{ tax_kind: 'PPh23' | 'PPh26' }>()
    .execute();
  return {
    repaymentId: row.id,
    projectId: row.project_id,
    amount: BigInt(row.amount),
    paidOn: row.paid_on_text,
    split: {
      fee: BigInt(row.platform_fee),
      yield: BigInt(row.yield),
      principal: BigInt(row.principal),
      completes: row.completes,
    },
    shares: shares.map((s) => ({
      fundingId: s.funding_id,
      lenderId: s.lender_id,
      packages: s.jumlah_paket,
      grossYield: BigInt(s.gross_yield),
      tax: BigInt(s.tax),
      taxKind: s.tax_kind,
      taxRateBp: s.tax_rate_bp,
      netYield: BigInt(s.net_yield),
      principal: BigInt(s.principal),
    })),
    replayed: true,
  };
}

export async function earlier(
  trx: MoneyTrx,
  input: RepaymentInput,
): Promise<RepaymentResult | null> {
  const row = await trx
    .selectFrom('repayments')
    .select(['id', 'project_id', 'amount', sql<string>`paid_on::text`.as('paid_on')])
    .where('provider', '=', input.provider)
    .where('payer_reference', '=', input.payerReference)
    .executeTakeFirst();
  if (!row) return null;
  if (
    row.project_id !== input.projectId ||
    BigInt(row.amount) !== input.amount ||
    row.paid_on !== input.paidOn
  )
    throw new RepaymentRefusedError(
      `payer reference ${input.payerReference} was already recorded for another repayment (project ${row.project_id}, Rp ${row.amount}, ${row.paid_on})`,
    );
  return recorded(trx, row.id);
}
