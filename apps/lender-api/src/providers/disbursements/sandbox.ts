import type { Clock } from '../../shared/clock.ts';
import {
  DisbursementTimeoutError,
  type DisbursementOutcome,
  type DisbursementRequest,
  type DisbursementState,
  type DisbursementsProvider,
  type SandboxDisbursementBehaviour,
  type SandboxDisbursementControls,
} from './index.ts';

export type { SandboxDisbursementBehaviour } from './index.ts';

/** The sandbox provider, plus the controls that play the bank's side. */
export interface SandboxDisbursements extends DisbursementsProvider, SandboxDisbursementControls {}

/**
 * Kept in memory. A transfer is pending until `settle` ends it, or ends at once as `behave` set for
 * its account: paid or failed (with the callback), or timed out (`send` throws, though the provider
 * received the transfer — what a real timeout may hide; it then stays pending), or timed out before
 * it received it (`unreceivedTimeouts`: `state` is then null and the sender must send again).
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
      let behaviour = behaviours.get(request.bank.accountNumber) ?? 'pending';
      if (typeof behaviour === 'object' && 'unreceivedTimeouts' in behaviour) {
        const { unreceivedTimeouts, then } = behaviour;
        behaviours.set(
          request.bank.accountNumber,
          unreceivedTimeouts > 1 ? { unreceivedTimeouts: unreceivedTimeouts - 1, then } : then,
        );
        if (unreceivedTimeouts > 0) throw new DisbursementTimeoutError(request.reference);
        behaviour = then;
      }
      transfers.set(request.reference, { request: { ...request }, state: { status: 'pending' } });
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
