/** A borrower's repayment for a project, as the collecting account reports it. Amounts in rupiah. */
export interface Repayment {
  projectId: number;
  amount: bigint;
  /** The day the money arrived (Jakarta date, `YYYY-MM-DD`). */
  paidOn: string;
  /** The payer's reference at the collecting bank: a repayment is reported once per reference. */
  payerReference: string;
}

/** Repayments arriving from borrowers into the platform's collecting account, per project. */
export interface RepaymentsProvider {
  /** Every repayment received for the project, oldest first, each payer reference once. */
  received(projectId: number): Promise<Repayment[]>;
}

/** A collecting account where a repayment can be made to arrive (the sandbox's: tests, demos). */
export interface ArrivingRepayments extends RepaymentsProvider {
  /** A borrower pays: kept once per payer reference (a repeated notice with the same one is ignored). */
  arrive(repayment: Repayment): void;
}

/** Whether the configured collecting account lets the caller make a repayment arrive. */
export function canArrive(provider: RepaymentsProvider): provider is ArrivingRepayments {
  return typeof (provider as Partial<ArrivingRepayments>).arrive === 'function';
}

export class RepaymentRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RepaymentRejectedError';
  }
}
