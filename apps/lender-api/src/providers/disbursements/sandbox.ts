import type { Clock } from '../../shared/clock.ts';
import {
  DisbursementTimeoutError,
  type DisbursementOutcome,
  type DisbursementRequest,
  type DisbursementState,
  type DisbursementsProvider,
} from './index.ts';

/** What the sandbox does with the next transfer sent to an account number. */
export type SandboxDisbursementBehaviour =
  'pending' | 'timeout' | { status: 'paid' } | { status: 'failed'; reason: string };

/** The sandbox provider, plus the controls that play the bank's side. */
export interface SandboxDisbursements extends DisbursementsProvider {
  /** How transfers to `accountNumber` go from now on (default: pending until `settle`). */
  behave(accountNumber: string, behaviour: SandboxDisbursementBehaviour): void;
  /** Ends a pending transfer and calls back; an ended or unknown transfer is left as it is. */
  settle(
    reference: string,
    outcome: { status: 'paid' } | { status: 'failed'; reason: string },
  ): Promise<boolean>;
}

/**
 * Kept in memory. A transfer is pending until `settle` ends it, or ends at once as `behave` set for
 * its account: paid or failed (with the callback), or timed out (`send` throws, though the provider
 * received the transfer — what a real timeout may hide; it then stays pending).
 */
export function createSandboxDisbursements(clock: Clock): SandboxDisbursements {
  const transfers = new Map<string, { request: DisbursementRequest; state: DisbursementState }>();
  const behaviours = new Map<string, SandboxDisbursementBehaviour>();
  const listeners: ((outcome: DisbursementOutcome) => Promise<void> | void)[] = [];

  async function settle(
    reference: string,
    outcome: { status: 'paid' } | { status: 'failed'; reason: string },
  ): Promise<boolean> {
    const transfer = transfers.get(reference);
    if (!transfer || transfer.state.status !== 'pending') return false;
    const at = clock.now();
    const ended: DisbursementOutcome =
      outcome.status === 'paid'
        ? { reference, status: 'paid', at }
        : { reference, status: 'failed', reason: outcome.reason, at };
    transfer.state =
      ended.status === 'paid'
        ? { status: 'paid', at }
        : { status: 'failed', reason: ended.reason, at };
    for (const listener of listeners) await listener(ended);
    return true;
  }

  return {
    behave(accountNumber, behaviour) {
      behaviours.set(accountNumber, behaviour);
    },
    settle,
    async send(request) {
      if (request.amount <= 0n) throw new Error('a disbursement amount must be positive');
      if (transfers.has(request.reference)) return;
      transfers.set(request.reference, { request: { ...request }, state: { status: 'pending' } });
      const behaviour = behaviours.get(request.bank.accountNumber) ?? 'pending';
      if (behaviour === 'timeout') throw new DisbursementTimeoutError(request.reference);
      if (behaviour !== 'pending') await settle(request.reference, behaviour);
    },
    async state(reference) {
      const transfer = transfers.get(reference);
      return transfer ? { ...transfer.state } : null;
    },
    onOutcome(listener) {
      listeners.push(listener);
    },
  };
}
