import { RepaymentRejectedError, type ArrivingRepayments, type Repayment } from './index.ts';

/** The sandbox collecting account: a repayment arrives when the sandbox (a test, a demo) says so. */
export type SandboxRepayments = ArrivingRepayments;

/** Kept in memory: the sandbox collecting account lives as long as the server process. */
export function createSandboxRepayments(): SandboxRepayments {
  const byReference = new Map<string, Repayment>();
  return {
    arrive(repayment) {
      if (repayment.amount <= 0n) throw new RepaymentRejectedError('amount must be positive');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(repayment.paidOn))
        throw new RepaymentRejectedError(`paidOn is not a date: ${repayment.paidOn}`);
      if (!byReference.has(repayment.payerReference))
        byReference.set(repayment.payerReference, { ...repayment });
    },
    async received(projectId) {
      return [...byReference.values()]
        .filter((r) => r.projectId === projectId)
        .sort((a, b) => a.paidOn.localeCompare(b.paidOn))
        .map((r) => ({ ...r }));
    },
  };
}
