// A disbursement gateway speaking the protocol of `providers/disbursements/http.ts`, on 127.0.0.1, for
// the tests: it records every request as it came, answers each `POST /disbursements` as the test
// scripts it (accept, a status, or no answer at all), keeps one transfer per Idempotency-Key, answers
// `GET /disbursements/{reference}` from what it holds (or as the test scripts it), and calls the server's signed callback route
// the way the real gateway would once the bank has decided.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body exactly as it arrived. */
  raw: string;
}

/**
 * How the gateway answers the next send: take it (202), answer a status with a body (taking nothing),
 * or take it and never answer.
 */
export type GatewayAnswer = 'accept' | 'hang' | { status: number; body?: unknown };

export type GatewayTransfer = {
  reference: string;
  /** The request's body as the gateway parsed it. */
  body: Record<string, unknown>;
  state:
    | { status: 'pending' }
    | { status: 'paid'; at: string }
    | { status: 'failed'; reason: string; at: string };
};

export interface FakeDisbursementGateway {
  /** The base URL (`DISBURSEMENT_API_URL`). */
  url: string;
  requests: RecordedRequest[];
  /** The transfers it took, by reference (the Idempotency-Key). */
  transfers: Map<string, GatewayTransfer>;
  /** The answers of the next sends, in order; once used up, sends are accepted. */
  script(...answers: GatewayAnswer[]): void;
  /** The answers of the next state questions (`GET`), in order; once used up, it answers what it holds. */
  scriptState(...answers: Array<{ status: number; body?: unknown }>): void;
  /** Sets a transfer's state as the bank decided (what `GET` answers). */
  decide(reference: string, state: GatewayTransfer['state']): void;
  /**
   * Ends a transfer: the callback's body (`raw`) and its signature with `secret`, as the gateway
   * would send them to `POST /v1/disbursements/callback`.
   */
  notice(
    reference: string,
    outcome: { status: 'paid' } | { status: 'failed'; reason: string },
    secret: string,
  ): { raw: string; signature: string };
  /** `notice`, sent to `callbackUrl` (`X-Callback-Signature`); the server's answer. */
  callBack(
    reference: string,
    outcome: { status: 'paid' } | { status: 'failed'; reason: string },
    target: { callbackUrl: string; secret: string },
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startFakeDisbursementGateway(): Promise<FakeDisbursementGateway> {
  const requests: RecordedRequest[] = [];
  const transfers = new Map<string, GatewayTransfer>();
  const answers: GatewayAnswer[] = [];
  const stateAnswers: Array<{ status: number; body?: unknown }> = [];
  const hanging = new Set<ServerResponse>();

  const reply = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, raw });
      const one = /^\/disbursements\/([^/?]+)$/.exec(path);
      if (request.method === 'GET' && one) {
        const scripted = stateAnswers.shift();
        if (scripted) return reply(response, scripted.status, scripted.body);
        const transfer = transfers.get(decodeURIComponent(one[1]!));
        if (!transfer) return reply(response, 404, { message: 'no such disbursement' });
        return reply(response, 200, transfer.state);
      }
      if (request.method !== 'POST' || path !== '/disbursements')
        return reply(response, 404, { message: 'no such route' });
      const answer = answers.shift() ?? 'accept';
      if (typeof answer === 'object') return reply(response, answer.status, answer.body);
      // Taken (also when it then never answers): one transfer per Idempotency-Key.
      const key = String(request.headers['idempotency-key'] ?? '');
      if (!transfers.has(key))
        transfers.set(key, {
          reference: key,
          body: JSON.parse(raw) as Record<string, unknown>,
          state: { status: 'pending' },
        });
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      return reply(response, 202, { reference: key, status: 'pending' });
    });
  });
  const notice: FakeDisbursementGateway['notice'] = (reference, outcome, secret) => {
    const transfer = transfers.get(reference);
    if (!transfer) throw new Error(`the gateway holds no transfer ${reference}`);
    const at = new Date().toISOString();
    transfer.state =
      outcome.status === 'paid'
        ? { status: 'paid', at }
        : { status: 'failed', reason: outcome.reason, at };
    // The callback route's body: the amount as the gateway got it, a whole number of rupiah.
    const raw = JSON.stringify({
      reference_id: reference,
      status: outcome.status,
      amount: Number(transfer.body.amount),
      ...(outcome.status === 'failed' ? { reason: outcome.reason } : {}),
    });
    return { raw, signature: createHmac('sha256', secret).update(raw).digest('hex') };
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transfers,
    script(...next) {
      answers.push(...next);
    },
    scriptState(...next) {
      stateAnswers.push(...next);
    },
    decide(reference, state) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`the gateway holds no transfer ${reference}`);
      transfer.state = state;
    },
    notice,
    async callBack(reference, outcome, target) {
      const { raw, signature } = notice(reference, outcome, target.secret);
      const response = await fetch(target.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-callback-signature': signature },
        body: raw,
      });
      const text = await response.text();
      return {
        status: response.status,
        json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
