import type { Clock } from '../../shared/clock.ts';
import {
  DisbursementRefusedError,
  DisbursementTimeoutError,
  DisbursementUnavailableError,
  type DisbursementState,
  type DisbursementsProvider,
} from './index.ts';

/** Where the gateway is and how to reach it (`DISBURSEMENT_API_URL`, `_KEY`, `_TIMEOUT_MS`). */
export interface HttpDisbursementsOptions {
  /** The gateway's base URL, e.g. `https://gateway.example/v1` (no trailing slash needed). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`; null sends no Authorization header. */
  apiKey: string | null;
  /** How long one call may take, answer included, before it counts as unanswered. */
  timeoutMs: number;
}

/** The longest piece of a refusal's body kept in the error (a gateway may answer a whole page). */
const REASON_LIMIT = 300;

/**
 * A disbursement gateway over HTTP(S) — the protocol (docs/lender-api.md, "Disbursement gateway"):
 *
 * - `POST {base}/disbursements` with `Authorization: Bearer <key>`, `Idempotency-Key: <reference>`,
 *   `Content-Type: application/json` and the body
 *   `{"reference", "amount": "<whole rupiah as a decimal string>", "currency": "IDR",
 *   "bank": {"code", "account_number", "account_name"}}`. Any 2xx: the gateway holds the transfer
 *   (pending). The same Idempotency-Key again must answer 2xx and move no second transfer.
 * - `GET {base}/disbursements/{reference}` (same Authorization): 404 — never received; 200
 *   `{"status": "pending"|"paid"|"failed", "reason"?, "at"?}` (`at` ISO 8601, `reason` the bank's).
 * - The outcome arrives as the gateway's signed callback `POST /v1/disbursements/callback`
 *   (HMAC-SHA256 with `DISBURSEMENT_CALLBACK_SECRET`), which settles the payout: `onOutcome`
 *   listeners are never called by this provider.
 *
 * No answer within `timeoutMs`, or a connection that failed: `DisbursementTimeoutError` (whether the
 * gateway received the transfer is unknown; sending again is harmless). 4xx: `DisbursementRefusedError`
 * (not retryable). 5xx or an unreadable answer: `DisbursementUnavailableError` (retryable).
 */
export function createHttpDisbursements(
  options: HttpDisbursementsOptions,
  clock: Clock,
): DisbursementsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization: Record<string, string> = options.apiKey
    ? { authorization: `Bearer ${options.apiKey}` }
    : {};

  /** One call: its status and body text, or a `DisbursementTimeoutError` when none came in time. */
  async function call(
    reference: string,
    url: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  ): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...authorization, ...init.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch {
      // Aborted by the timeout, refused, reset, unknown host: no answer, so no knowing what it did.
      throw new DisbursementTimeoutError(reference);
    }
  }

  /** Throws what a non-2xx status means; 404 is the caller's to read. */
  function refuseOrFail(reference: string, status: number, text: string): never {
    if (status >= 400 && status < 500)
      throw new DisbursementRefusedError(reference, status, reasonOf(text));
    throw new DisbursementUnavailableError(reference, `HTTP ${status}`);
  }

  return {
    async send(request) {
      if (request.amount <= 0n) throw new Error('a disbursement amount must be positive');
      const body = JSON.stringify({
        reference: request.reference,
        // A bigint's decimal digits: exact at any size, where a JSON number would round past 2^53.
        amount: request.amount.toString(),
        currency: 'IDR',
        bank: {
          code: request.bank.kodeBank,
          account_number: request.bank.accountNumber,
          account_name: request.bank.accountName,
        },
      });
      const answer = await call(request.reference, `${base}/disbursements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': request.reference },
        body,
      });
      if (answer.status < 200 || answer.status > 299)
        refuseOrFail(request.reference, answer.status, answer.text);
    },

    async state(reference) {
      const answer = await call(
        reference,
        `${base}/disbursements/${encodeURIComponent(reference)}`,
        { method: 'GET' },
      );
      if (answer.status === 404) return null;
      if (answer.status < 200 || answer.status > 299)
        refuseOrFail(reference, answer.status, answer.text);
      return readState(reference, answer.text, clock);
    },

    onOutcome() {
      // The outcome comes as the signed callback route, which settles the payout: nothing to call.
    },
  };
}

/** The gateway's `{status, reason?, at?}`; anything else is an unreadable answer. */
function readState(reference: string, text: string, clock: Clock): DisbursementState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DisbursementUnavailableError(reference, 'the state is not JSON');
  }
  const state = (parsed ?? {}) as { status?: unknown; reason?: unknown; at?: unknown };
  const at = typeof state.at === 'string' ? new Date(state.at) : clock.now();
  if (Number.isNaN(at.getTime()))
    throw new DisbursementUnavailableError(reference, `"at" is not a time: ${String(state.at)}`);
  switch (state.status) {
    case 'pending':
      return { status: 'pending' };
    case 'paid':
      return { status: 'paid', at };
    case 'failed':
      return {
        status: 'failed',
        reason: typeof state.reason === 'string' && state.reason ? state.reason : 'failed',
        at,
      };
    default:
      throw new DisbursementUnavailableError(
        reference,
        `unknown status ${JSON.stringify(state.status)}`,
      );
  }
}

/** A refusal's reason: the JSON body's `message` or `error`, else the text, cut short. */
function reasonOf(text: string): string {
  let reason = text.trim();
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = parsed.message ?? parsed.error;
    if (typeof said === 'string' && said) reason = said;
  } catch {
    // not JSON: the text as it is
  }
  if (!reason) return 'no reason given';
  return reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT)}…` : reason;
}
