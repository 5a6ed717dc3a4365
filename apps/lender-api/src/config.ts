import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server configuration, read once from the environment (see ARCHITECTURE.md §4). */
export interface Config {
  port: number;
  host: string;
  /** Where the API is mounted on the web origin, without a trailing slash (default `/api`). */
  apiBasePath: string;
  /** Folder of the built SPA, or null to serve the API only. */
  webDist: string | null;
  /** PGlite data folder, or `memory://` for an in-memory database. Ignored when `databaseUrl` is set. */
  pgliteDir: string;
  /** A PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | null;
  sandbox: boolean;
  tokenTtlMinutes: number;
  seedDemo: boolean;
  /** Origin used in links that the server puts in mails (default `http://<host>:<port>`). */
  publicUrl: string;
  /**
   * Origin of the sandbox's provider pages (liveness): `SANDBOX_PROVIDER_URL`, default `publicUrl`; the
   * journeys put it on a second loopback origin, as a real provider is on its own site.
   */
  sandboxProviderUrl: string;
  /** Folder of uploaded files (local-disk storage). */
  uploadDir: string;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /**
   * HMAC-SHA256 secrets of the payment providers' callbacks (`PAYMENT_CALLBACK_SECRET_VA`, `_EWALLET`,
   * `_QRIS`, `_CARD`). A provider without one uses `sandbox-callback-<provider>` in sandbox mode and
   * is refused (401) otherwise (`services/wallet/payment-callback.ts`).
   */
  paymentCallbackSecrets: Partial<Record<'va' | 'ewallet' | 'qris' | 'card', string>>;
  /**
   * Password of the sandbox KYC reviewer (`/sandbox/kyc`, HTTP Basic user `reviewer`):
   * `SANDBOX_REVIEWER_PASSWORD`, else a random one per start, printed by `npm start`.
   */
  sandboxReviewerPassword: string;
  /**
   * Multiplies the per-address request limits (`RATE_LIMIT_ADDRESS_FACTOR`, default 1): the journeys
   * and the server tests come from one loopback address and raise it; per-account limits stay.
   */
  addressLimitFactor: number;
  /**
   * `TRUST_PROXY`: off (default) — the client address is the connection's; a comma-separated list of
   * proxy addresses or CIDRs — `X-Forwarded-For` is believed from those only (Fastify `trustProxy`).
   */
  trustProxy: string[] | false;
}

export const PAYMENT_CALLBACK_PROVIDER_NAMES = ['va', 'ewallet', 'qris', 'card'] as const;
/** The published secret a provider falls back to in sandbox mode. */
export const sandboxCallbackSecret = (provider: string) => `sandbox-callback-${provider}`;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_TOKEN_TTL_MINUTES = 7 * 24 * 60;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function basePath(value: string | undefined): string {
  const raw = (value ?? '/api').trim();
  const trimmed = raw.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function trustProxyList(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length === 0 || ['0', 'false', 'no', 'off'].includes(list[0]!.toLowerCase()))
    return false;
  for (const item of list)
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item))
      throw new Error(`TRUST_PROXY must list proxy addresses or CIDRs, got "${item}"`);
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  // Safe by default: the sandbox (simulated payments, liveness, KYC review) and the demo accounts
  // are on only when asked for (`npm start` and the tests ask: SANDBOX=1).
  const sandbox = flag(env.SANDBOX, false);
  return {
    port,
    host,
    apiBasePath: basePath(env.API_BASE_PATH),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : null,
    pgliteDir: env.PGLITE_DIR || path.join(REPO_ROOT, '.data', 'pglite'),
    databaseUrl: env.DATABASE_URL || null,
    sandbox,
    tokenTtlMinutes: positiveInt(
      'TOKEN_TTL_MINUTES',
      env.TOKEN_TTL_MINUTES,
      DEFAULT_TOKEN_TTL_MINUTES,
    ),
    seedDemo: flag(env.SEED_DEMO, sandbox),
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    sandboxProviderUrl: (
      env.SANDBOX_PROVIDER_URL ||
      env.PUBLIC_URL ||
      `http://${host}:${port}`
    ).replace(/\/+$/, ''),
    uploadDir: env.UPLOAD_DIR
      ? path.resolve(env.UPLOAD_DIR)
      : path.join(REPO_ROOT, '.data', 'uploads'),
    bodyLimitBytes: positiveInt('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 12 * 1024 * 1024),
    sandboxReviewerPassword: env.SANDBOX_REVIEWER_PASSWORD || randomBytes(9).toString('base64url'),
    addressLimitFactor: positiveInt('RATE_LIMIT_ADDRESS_FACTOR', env.RATE_LIMIT_ADDRESS_FACTOR, 1),
    trustProxy: trustProxyList(env.TRUST_PROXY),
    paymentCallbackSecrets: Object.fromEntries(
      PAYMENT_CALLBACK_PROVIDER_NAMES.flatMap((provider) => {
        const secret = env[`PAYMENT_CALLBACK_SECRET_${provider.toUpperCase()}`];
        return secret ? [[provider, secret]] : [];
      }),
    ),
  };
}

/**
 * What makes a configuration unsafe for real lenders; `NODE_ENV=production` refuses to start with
 * any (one line each, naming the setting). The demo accounts already in the database are checked at
 * start as well (`demoAccountsIn`).
 */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.sandbox)
    problems.push('SANDBOX is on: payments, liveness and KYC review would be simulated');
  if (config.seedDemo)
    problems.push('SEED_DEMO is on: demo accounts with a published password would be created');
  for (const provider of PAYMENT_CALLBACK_PROVIDER_NAMES) {
    const name = `PAYMENT_CALLBACK_SECRET_${provider.toUpperCase()}`;
    const secret = config.paymentCallbackSecrets[provider];
    if (!secret) problems.push(`${name} is not set: the provider's payments could not be credited`);
    else if (secret === sandboxCallbackSecret(provider) || secret.length < 16)
      problems.push(`${name} is the published sandbox default or shorter than 16 characters`);
  }
  return problems;
}
