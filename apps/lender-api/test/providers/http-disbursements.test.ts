// The disbursement gateway provider (`disbursements=http`) against a fake gateway on 127.0.0.1: the
// request's body and headers, the amount exactly at any size, a gateway that never answers is a
// `DisbursementTimeoutError` within the timeout, 4xx a refusal that is not retried, 5xx a retryable
// failure, and `state` read from the gateway (404 → never received). The configuration that picks it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { createHttpDisbursements } from '../../src/providers/disbursements/http.ts';
import {
  DisbursementRefusedError,
  DisbursementTimeoutError,
  DisbursementUnavailableError,
  sandboxDisbursementControls,
  type DisbursementRequest,
  type DisbursementsProvider,
} from '../../src/providers/disbursements/index.ts';
import { createProviders } from '../../src/providers/index.ts';
import { freePort } from '../helpers/spawned-server.ts';
import {
  startFakeDisbursementGateway,
  type FakeDisbursementGateway,
} from '../helpers/fake-disbursement-gateway.ts';
import { TestClock } from '../helpers/test-app.ts';

const KEY = 'gateway-key-0123456789';
const TIMEOUT_MS = 400;
const clock = new TestClock(Date.parse('2026-03-01T03:00:00Z'));

let gateway: FakeDisbursementGateway;
let provider: DisbursementsProvider;
beforeAll(async () => {
  gateway = await startFakeDisbursementGateway();
  // A base with a trailing slash: the calls go under it without a double slash.
  provider = createHttpDisbursements(
    { baseUrl: `${gateway.url}/`, apiKey: KEY, timeoutMs: TIMEOUT_MS },
    clock,
  );
});
afterAll(async () => {
  await gateway.close();
});
afterEach(() => {
  gateway.requests.length = 0;
});

let sent = 0;
const request = (amount: bigint): DisbursementRequest => {
  sent += 1;
  return {
    reference: `WDR-${sent}`,
    amount,
    bank: { kodeBank: '451', accountNumber: `712345${sent}`, accountName: 'Siti Rahma' },
  };
};

describe('sending a transfer', () => {
  it('posts the documented body with the key and the reference as Idempotency-Key', async () => {
    const transfer = request(1_500_000n);
    await provider.send(transfer);
    expect(gateway.requests).toHaveLength(1);
    const [posted] = gateway.requests;
    expect(posted).toMatchObject({ method: 'POST', path: '/disbursements' });
    expect(posted!.headers).toMatchObject({
      authorization: `Bearer ${KEY}`,
      'idempotency-key': transfer.reference,
      'content-type': 'application/json',
    });
    expect(JSON.parse(posted!.raw)).toEqual({
      reference: transfer.reference,
      amount: '1500000',
      currency: 'IDR',
      bank: {
        code: '451',
        account_number: transfer.bank.accountNumber,
        account_name: 'Siti Rahma',
      },
    });
    expect(gateway.transfers.get(transfer.reference)?.state).toEqual({ status: 'pending' });
  });

  it('writes the amount exactly, past what a JSON number holds', async () => {
    const transfer = request(9_007_199_254_740_993n);
    await provider.send(transfer);
    // The digits as they crossed the wire: a Number would have made this …992.
    expect(gateway.requests[0]!.raw).toContain('"amount":"9007199254740993"');
  });

  it('sends nothing for an amount that is not positive', async () => {
    await expect(provider.send(request(0n))).rejects.toThrow(/must be positive/);
    expect(gateway.requests).toEqual([]);
  });

  it('a gateway that never answers is a DisbursementTimeoutError within the timeout', async () => {
    gateway.script('hang');
    const transfer = request(250_000n);
    const started = Date.now();
    await expect(provider.send(transfer)).rejects.toBeInstanceOf(DisbursementTimeoutError);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 1_500);
    // It reached the gateway, which said nothing: whether it holds it is the `state` question.
    expect(gateway.requests).toHaveLength(1);
    expect(await provider.state(transfer.reference)).toEqual({ status: 'pending' });
  });

  it('a gateway that cannot be reached is a DisbursementTimeoutError too', async () => {
    const nowhere = createHttpDisbursements(
      { baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: KEY, timeoutMs: TIMEOUT_MS },
      clock,
    );
    await expect(nowhere.send(request(1_000n))).rejects.toBeInstanceOf(DisbursementTimeoutError);
  });

  it('a 4xx is a refusal that is not retryable, with the status and the gateway’s words', async () => {
    gateway.script({ status: 401, body: { message: 'unknown API key' } });
    const transfer = request(300_000n);
    const refusal = await provider.send(transfer).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DisbursementRefusedError);
    expect(refusal).toMatchObject({ status: 401, reason: 'unknown API key', retryable: false });
    expect(String(refusal)).toContain(`refused ${transfer.reference} (HTTP 401): unknown API key`);
    expect(gateway.transfers.has(transfer.reference)).toBe(false);
  });

  it('a 5xx is a retryable failure, and the next send of the same reference is taken once', async () => {
    gateway.script({ status: 503, body: { message: 'maintenance' } });
    const transfer = request(300_000n);
    const failure = await provider.send(transfer).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DisbursementUnavailableError);
    expect(failure).toMatchObject({ retryable: true });
    await provider.send(transfer);
    await provider.send(transfer);
    expect(gateway.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      transfer.reference,
      transfer.reference,
      transfer.reference,
    ]);
    expect([...gateway.transfers.keys()].filter((key) => key === transfer.reference)).toHaveLength(
      1,
    );
  });
});

describe('where a transfer stands', () => {
  it('is null when the gateway never received it (404)', async () => {
    expect(await provider.state('WDR-never')).toBeNull();
    expect(gateway.requests[0]).toMatchObject({ method: 'GET', path: '/disbursements/WDR-never' });
    expect(gateway.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('maps pending, paid and failed, with the time and the bank’s reason', async () => {
    const transfer = request(100_000n);
    await provider.send(transfer);
    expect(await provider.state(transfer.reference)).toEqual({ status: 'pending' });
    gateway.decide(transfer.reference, { status: 'paid', at: '2026-03-02T01:02:03.000Z' });
    expect(await provider.state(transfer.reference)).toEqual({
      status: 'paid',
      at: new Date('2026-03-02T01:02:03.000Z'),
    });
    gateway.decide(transfer.reference, {
      status: 'failed',
      reason: 'rekening tidak aktif',
      at: '2026-03-02T04:00:00.000Z',
    });
    expect(await provider.state(transfer.reference)).toEqual({
      status: 'failed',
      reason: 'rekening tidak aktif',
      at: new Date('2026-03-02T04:00:00.000Z'),
    });
  });

  it('escapes the reference in the path', async () => {
    expect(await provider.state('WDR/1?x')).toBeNull();
    expect(gateway.requests[0]!.path).toBe('/disbursements/WDR%2F1%3Fx');
  });

  it('an unknown status is a retryable failure, not a guess', async () => {
    const transfer = request(100_000n);
    await provider.send(transfer);
    gateway.decide(transfer.reference, { status: 'reversed' } as never);
    await expect(provider.state(transfer.reference)).rejects.toBeInstanceOf(
      DisbursementUnavailableError,
    );
  });

  it('never calls an in-process outcome listener: the callback route settles', async () => {
    const outcomes: unknown[] = [];
    provider.onOutcome((outcome) => void outcomes.push(outcome));
    const transfer = request(100_000n);
    await provider.send(transfer);
    gateway.decide(transfer.reference, { status: 'paid', at: new Date().toISOString() });
    await provider.state(transfer.reference);
    expect(outcomes).toEqual([]);
    expect(sandboxDisbursementControls(provider)).toBeNull();
  });
});

describe('configuration', () => {
  const build = (env: NodeJS.ProcessEnv) =>
    createProviders(loadConfig(env), { database: {} as Database, clock });

  it('PROVIDERS=disbursements=http builds the gateway provider from the settings', async () => {
    const providers = build({
      PROVIDERS: 'disbursements=http',
      DISBURSEMENT_API_URL: gateway.url,
      DISBURSEMENT_API_KEY: KEY,
      DISBURSEMENT_TIMEOUT_MS: '2500',
    });
    expect(sandboxDisbursementControls(providers.disbursements)).toBeNull();
    await providers.disbursements.send(request(42n));
    expect(gateway.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(loadConfig({ DISBURSEMENT_TIMEOUT_MS: '2500' }).disbursementApi.timeoutMs).toBe(2500);
    expect(loadConfig({}).disbursementApi).toEqual({ url: null, key: null, timeoutMs: 15_000 });
  });

  it('refuses disbursements=http without its URL, naming the setting', () => {
    expect(() => loadConfig({ PROVIDERS: 'disbursements=http' })).toThrow(ConfigError);
    expect(() => loadConfig({ PROVIDERS: 'disbursements=http' })).toThrow(
      /^DISBURSEMENT_API_URL: must be set when PROVIDERS chooses disbursements=http/,
    );
  });

  it('refuses a timeout out of range and a URL that is not http(s)', () => {
    expect(() => loadConfig({ DISBURSEMENT_TIMEOUT_MS: '50' })).toThrow(
      /DISBURSEMENT_TIMEOUT_MS: must be a whole number from 100 to 60000/,
    );
    expect(() => loadConfig({ DISBURSEMENT_API_URL: 'ftp://gateway' })).toThrow(
      /DISBURSEMENT_API_URL: must be a URL starting with http:\/\/ or https:\/\//,
    );
  });
});
