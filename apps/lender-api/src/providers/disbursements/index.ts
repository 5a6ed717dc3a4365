/** A withdrawal sent to the lender's own bank account. Amounts in rupiah. */
export interface DisbursementRequest {
  /** The platform's reference of the withdrawal: sending the same reference again sends nothing new. */
  reference: string;
  amount: bigint;
  bank: { kodeBank: string; accountNumber: string; accountName: string };
}

/** The provider's callback once the transfer ended. */
export type DisbursementOutcome =
  | { reference: string; status: 'paid'; at: Date }
  | { reference: string; status: 'failed'; reason: string; at: Date };

export type DisbursementState =
  | { status: 'pending' }
  | { status: 'paid'; at: Date }
  | { status: 'failed'; reason: string; at: Date };

/** Sends withdrawals to the lenders' banks; the outcome comes later, as a callback. */
export interface DisbursementsProvider {
  /**
   * Hands the transfer to the provider (it is then pending). Throws `DisbursementTimeoutError` when the
   * provider does not answer in time: whether it received the request is then unknown (ask `state`).
   */
  send(request: DisbursementRequest): Promise<void>;
  /** Where a transfer stands at the provider; null when the provider never received it. */
  state(reference: string): Promise<DisbursementState | null>;
  /** Registers the callback: called once per transfer when it is paid or failed. */
  onOutcome(listener: (outcome: DisbursementOutcome) => Promise<void> | void): void;
}

export class DisbursementTimeoutError extends Error {
  constructor(reference: string) {
    super(`the disbursement provider did not answer in time for ${reference}`);
    this.name = 'DisbursementTimeoutError';
  }
}
