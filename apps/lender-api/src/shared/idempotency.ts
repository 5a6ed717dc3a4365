import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { HttpError } from '../http/errors.ts';
import type { Lang } from './i18n/index.ts';
import { lockWallet, retryOnReferenceCollision } from './ledger/ledger.ts';
import type { MoneyDb, MoneyTrx } from './ledger/tables.ts';

/**
 * Idempotency of money mutations. Every money operation requires the `Idempotency-Key` request header
 * (1–100 visible ASCII characters; the contract declares it on each): the first answer under a key is
 * stored and replayed for the same request with `Idempotency-Replayed: true`, and a different request
 * under a used key is a 422. A call without the key is a 400: the server never guesses that two equal
 * requests are one, since a lender may mean two equal payments.
 */
export const REPLAYED_HEADER = 'Idempotency-Replayed';

export interface IdempotencyInput {
  lenderId: number;
  operation: string;
  /** The validated request body. */
  request: unknown;
  /** From `Idempotency-Key`. */
  key: string;
  now: Date;
  /** Called when the answer is the stored one of an earlier request under the key. */
  onReplay?: (() => void) | undefined;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** Reads the required `Idempotency-Key` header (400 when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) throw new HttpError(400, 'errors.idempotencyKeyRequired');
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !KEY_PATTERN.test(value))
    throw new HttpError(400, 'errors.idempotencyKeyMalformed');
  return value;
}

/** The response headers of a money answer: `Idempotency-Replayed: true` when it was replayed. */
export function replayHeaders(replayed: boolean): Record<string, string> | undefined {
  return replayed ? { [REPLAYED_HEADER]: 'true' } : undefined;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonical(request)}`)
    .digest('hex');
}

/** The row `runOnce` stores for an answer: what a mutation needs to store it in its own statement. */
export interface IdempotencyRecord {
  lenderId: number;
  key: string;
  operation: string;
  requestHash: string;
  now: Date;
}

/**
 * SQL that stores `record` with `response` (SQL of a jsonb) — for a mutation that writes its rows in
 * one statement and stores its answer with them (checkout: one round trip less); it then returns
 * `stored: true` to `runOnce`.
 */
export function rememberSql(
  record: IdempotencyRecord,
  response: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`insert into idempotency_keys (lender_id, idem_key, operation, request_hash, response, created_at)
    values (${record.lenderId}::int, ${record.key}::text, ${record.operation}::text, ${record.requestHash}::text,
      ${response}, ${record.now}::timestamptz)`;
}

/**
 * Runs a money mutation once per key. Must be called inside the transaction, after `lockWallet`, so the
 * look-up and the store are serialised per lender. Every answer is stored under its key, a refusal too:
 * the same request under the key gets the same answer. `run` answers `stored: true` when it stored
 * `record` with its own rows (`rememberSql`).
 */
export async function runOnce<T>(
  trx: MoneyTrx,
  input: IdempotencyInput,
  run: (record: IdempotencyRecord) => Promise<{ body: T; stored?: boolean }>,
): Promise<T> {
  const hash = requestHash(input.operation, input.request);
  const existing = await trx
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'response'])
    .where('lender_id', '=', input.lenderId)
    .where('idem_key', '=', input.key)
    .executeTakeFirst();
  if (existing) {
    if (existing.operation !== input.operation || existing.request_hash !== hash)
      throw new HttpError(422, 'errors.validation', {
        fields: { 'Idempotency-Key': [{ key: 'validation.invalidValue' }] },
      });
    input.onReplay?.();
    return existing.response as T;
  }
  const record: IdempotencyRecord = {
    lenderId: input.lenderId,
    key: input.key,
    operation: input.operation,
    requestHash: hash,
    now: input.now,
  };
  const result = await run(record);
  if (!result.stored) {
    await trx
      .insertInto('idempotency_keys')
      .values({
        lender_id: record.lenderId,
        idem_key: record.key,
        operation: record.operation,
        request_hash: record.requestHash,
        response: JSON.stringify(result.body),
        created_at: record.now,
      })
      .execute();
  }
  return result.body;
}

/** Who asks for a money mutation, and under which idempotency key. */
export interface MoneyCall {
  db: MoneyDb;
  lang: Lang;
  lenderId: number;
  now: Date;
  /** The `Idempotency-Key` header. */
  idempotencyKey: string;
  /** Called when the answer is replayed from an earlier request under the key. */
  onReplay?: (() => void) | undefined;
  /**
   * The transaction's time from the database's time read after the wallet lock (the route's clock,
   * `timeAfterLock`). Absent: `now` (the seed and direct service calls, which set the time themselves).
   */
  afterLock?: ((databaseNow: Date) => Date) | undefined;
}

/**
 * The skeleton of a lender's money mutation: one transaction that takes the lender's wallet lock, then
 * `runOnce` under `operation` for `request`; `run` gets the transaction and the idempotency record,
 * whose `now` is the transaction's time: read after the lock (`MoneyCall.afterLock`), it is what the
 * transaction writes, so that postings follow commit order.
 * The transaction runs again when a reference it drew already exists (`retryOnReferenceCollision`).
 */
export function runLockedOnce<T>(
  call: Pick<MoneyCall, 'db' | 'lenderId' | 'now' | 'idempotencyKey' | 'onReplay' | 'afterLock'>,
  operation: string,
  request: unknown,
  run: (trx: MoneyTrx, record: IdempotencyRecord) => Promise<{ body: T; stored?: boolean }>,
): Promise<T> {
  return retryOnReferenceCollision(() =>
    call.db.transaction().execute(async (trx) => {
      const lockedAt = await lockWallet(trx, call.lenderId);
      return runOnce<T>(
        trx,
        {
          lenderId: call.lenderId,
          operation,
          request,
          key: call.idempotencyKey,
          now: call.afterLock ? call.afterLock(lockedAt) : call.now,
          onReplay: call.onReplay,
        },
        (record) => run(trx, record),
      );
    }),
  );
}
