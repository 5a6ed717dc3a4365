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
  /**
   * Registers an in-process outcome listener: called once per transfer when it is paid or failed, by a
   * provider that lives in this process (the sandbox). A provider reached over the network never calls
   * it: its outcome arrives as the signed `POST /v1/disbursements/callback`, which settles the payout
   * itself — so nothing may wait for this listener.
   */
  onOutcome(listener: (outcome: DisbursementOutcome) => Promise<void> | void): void;
}

export class DisbursementTimeoutError extends Error {
  constructor(reference: string) {
    super(`the disbursement provider did not answer in time for ${reference}`);
    this.name = 'DisbursementTimeoutError';
  }
}

/**
 * The provider refused the request (an HTTP 4xx): sending the same request again cannot succeed —
 * a wrong API key, an account the provider does not accept, a body it cannot read. It did not take
 * the transfer; someone must fix the cause before it is sent again.
 */
export class DisbursementRefusedError extends Error {
  readonly retryable = false;
  /** The provider's HTTP status (4xx). */
  readonly status: number;
  /** What the provider said, cut short. */
  readonly reason: string;
  constructor(reference: string, status: number, reason: string) {
    super(`the disbursement provider refused ${reference} (HTTP ${status}): ${reason}`);
    this.name = 'DisbursementRefusedError';
    this.status = status;
    this.reason = reason;
  }
}

/** The provider failed on its side (an HTTP 5xx, or an answer it cannot have meant): try again later. */
export class DisbursementUnavailableError extends Error {
  readonly retryable = true;
  constructor(reference: string, detail: string) {
    super(`the disbursement provider failed for ${reference}: ${detail}`);
    this.name = 'DisbursementUnavailableError';
  }
}

/** What the sandbox does with a transfer sent to an account number once it has received it. */
type SandboxDisbursementEnd = 'pending' | { status: 'paid' } | { status: 'failed'; reason: string };

/**
 * What the sandbox does with the next transfers sent to an account number: leave them pending (until
 * `settle`), pay or fail them at once, time out after receiving them (`timeout`: `send` throws, the
 * transfer stays pending), or time out `times` sends without receiving them (a sending that must be
 * retried) and then do as `then` says.
 */
export type SandboxDisbursementBehaviour =
  SandboxDisbursementEnd | 'timeout' | { unreceivedTimeouts: number; then: SandboxDisbursementEnd };

/** The sandbox's controls that play the bank's side (only the sandbox provider has them). */
export interface SandboxDisbursementControls {
  /** How transfers to `accountNumber` go from now on (default: pending until `settle`). */
  behave(accountNumber: string, behaviour: SandboxDisbursementBehaviour): void;
  /** Ends a pending transfer and calls back; an ended or unknown transfer is left as it is. */
  settle(
    reference: string,
    outcome: { status: 'paid' } | { status: 'failed'; reason: string },
  ): Promise<boolean>;
}

/** The sandbox controls of `provider`, or null for a real provider. */
export function sandboxDisbursementControls(
  provider: DisbursementsProvider,
): SandboxDisbursementControls | null {
  const candidate = provider as Partial<SandboxDisbursementControls>;
  return typeof candidate.settle === 'function' && typeof candidate.behave === 'function'
    ? (provider as DisbursementsProvider & SandboxDisbursementControls)
    : null;
}
