import type { RepaymentsProvider } from '../../providers/repayments/index.ts';
import type { MoneyTime } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { OverRepaymentError } from './split.ts';
import { recordRepayment } from './record.ts';
import { RepaymentRefusedError, type RepaymentResult } from './replay.ts';

export type Collected =
  { payerReference: string; result: RepaymentResult } | { payerReference: string; refused: string };

/**
 * Records every repayment the provider reports for the project, oldest first, each through
 * `recordRepayment` (so each payer reference once: one already recorded answers `replayed`). A refused
 * one (too much, before the start, the project already repaid) is reported and the rest still go on.
 */
export async function collectRepayments(
  db: MoneyDb,
  provider: { name: string; repayments: RepaymentsProvider },
  projectId: number,
  when: MoneyTime,
  /** The grace days after a due day before a row is late (config `REPAYMENT_GRACE_DAYS`). */
  graceDays: number,
): Promise<Collected[]> {
  const collected: Collected[] = [];
  for (const repayment of await provider.repayments.received(projectId)) {
    try {
      const result = await recordRepayment(
        db,
        { ...repayment, provider: provider.name },
        when,
        graceDays,
      );
      collected.push({ payerReference: repayment.payerReference, result });
    } catch (error) {
      if (!(error instanceof RepaymentRefusedError || error instanceof OverRepaymentError))
        throw error;
      collected.push({ payerReference: repayment.payerReference, refused: error.message });
    }
  }
  return collected;
}
