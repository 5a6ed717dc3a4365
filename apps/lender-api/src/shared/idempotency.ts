import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { HttpError } from '../http/errors.ts';
import type { Lang } from './i18n/index.ts';
import { lockWallet } from './ledger/ledger.ts';
import type { MoneyDb, MoneyTrx } from './ledger/tables.ts';

/**
 * Idempotency of money mutations. The contract declares no idempotency header or body field, so:
 * - a client MAY send `Idempotency-Key` (1–100 visible ASCII characters); the first answer under a
 *   key is stored and replayed for the same request, and a different request under a used key is a 422;
 * - without the header the server derives the key from the request: the same lender, operation and
 *   body within `DERIVED_WINDOW_MS` replays the first successful answer (a double click or a network
 *   retry never pays twice).
 */
export const DERIVED_WINDOW_MS = 10_000;

export interface IdempotencyInput {
  lenderId: number;
  operation: string;
  /** The validated request body. */
  request: unknown;
  /** From `Idempotency-Key`, or null. */
  key: string | null;
  now: Date;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** Reads the optional `Idempotency-Key` header (400 when malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !KEY_PATTERN.test(value)) throw new HttpError(400, 'errors.malformed');
  return value;
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
 * one statement and stores its success answer with them (checkout: one round trip less); it then
 * returns `stored: true` to `runOnce`.
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
 * look-up and the store are serialised per lender. `run` says whether its answer is a success, and
 * `stored: true` when it stored `record` itself (`rememberSql`; only for an answer `runOnce` would store:
 * a success, or any answer under an explicit key).
 */
export async function runOnce<T>(
  trx: MoneyTrx,
  input: IdempotencyInput,
  run: (record: IdempotencyRecord) => Promise<{ body: T; ok: boolean; stored?: boolean }>,
): Promise<T> {
  const hash = requestHash(input.operation, input.request);
  if (input.key) {
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
      return existing.response as T;
    }
  } else {
    const since = new Date(input.now.getTime() - DERIVED_WINDOW_MS);
    const recent = await trx
      .selectFrom('idempotency_keys')
      .select('response')
      .where('lender_id', '=', input.lenderId)
      .where('operation', '=', input.operation)
      .where('request_hash', '=', hash)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (recent) return recent.response as T;
  }
  const record: IdempotencyRecord = {
    lenderId: input.lenderId,
    key: input.key ?? `auto:${randomUUID()}`,
    operation: input.operation,
    requestHash: hash,
    now: input.now,
  };
  const result = await run(record);
  // An explicit key keeps whatever was answered; a derived key only remembers successes.
  if ((input.key || result.ok) && !result.stored) {
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
  /** `Idempotency-Key` header or null (derived key). */
  idempotencyKey: string | null;
}

/**
 * The skeleton of a lender's money mutation: one transaction that takes the lender's wallet lock, then
 * `runOnce` under `operation` for `request`; `run` gets the transaction and the idempotency record.
 */
export function runLockedOnce<T>(
  call: Pick<MoneyCall, 'db' | 'lenderId' | 'now' | 'idempotencyKey'>,
  operation: string,
  request: unknown,
  run: (
    trx: MoneyTrx,
    record: IdempotencyRecord,
  ) => Promise<{ body: T; ok: boolean; stored?: boolean }>,
): Promise<T> {
  return call.db.transaction().execute(async (trx) => {
    await lockWallet(trx, call.lenderId);
    return runOnce<T>(
      trx,
      { lenderId: call.lenderId, operation, request, key: call.idempotencyKey, now: call.now },
      (record) => run(trx, record),
    );
  });
}
