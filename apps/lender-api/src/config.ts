import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Server configuration, read once from the environment (see ARCHITECTURE.md §4, README "Configuration"). */
export interface Config {
  /** `NODE_ENV`: `production` refuses unsafe settings and pending migrations. */
  environment: 'production' | 'development' | 'test';
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
  /** `LOG_LEVEL`: pino level of the JSON logs (default `warn`; `info` logs every request). */
  logLevel: LogLevel;
  /** `LOG_FILE`: the logs go to this file instead of stdout. */
  logFile: string | null;
  /** `METRICS_TOKEN`: `/metrics` answers a request carrying it as a bearer token (loopback always). */
  metricsToken: string | null;
  /** `SHUTDOWN_TIMEOUT_MS`: how long SIGTERM waits for requests in flight before giving up. */
  shutdownTimeoutMs: number;
  /** `PROVIDERS`: the implementation of each outside provider (`createProviders` builds them). */
  providers: ProviderChoices;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const PAYMENT_CALLBACK_PROVIDER_NAMES = ['va', 'ewallet', 'qris', 'card'] as const;
/** The published secret a provider falls back to in sandbox mode. */
export const sandboxCallbackSecret = (provider: string) => `sandbox-callback-${provider}`;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_TOKEN_TTL_MINUTES = 7 * 24 * 60;

export { DEFAULT_PROVIDER_CHOICES, SETTINGS, type ProviderChoices } from './config-settings.ts';
import {
  providerChoices,
  SETTINGS,
  DEFAULT_PROVIDER_CHOICES,
  type ProviderChoices,
} from './config-settings.ts';

export type SettingName = (typeof SETTINGS)[number][0];

/** A wrong setting: one line per problem, each naming the setting (`main.ts` prints them and exits 1). */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};

const bool = z.string().transform((value, ctx) => {
  const parsed = BOOLEAN_WORDS[value.toLowerCase()];
  if (parsed === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be one of 1, 0, true, false, yes, no, on, off' });
    return z.NEVER;
  }
  return parsed;
});

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

const url = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
  );

const addressOrCidr = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/** The environment as zod reads it: every setting optional (empty counts as unset), each checked. */
const ENV_SCHEMA = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test'], {
      error: 'must be production, development or test',
    }),
    PORT: wholeNumber(1, 65535),
    HOST: z.string().regex(/^[0-9a-zA-Z.:[\]-]+$/, 'must be a host name or an IP address'),
    API_BASE_PATH: z.string().regex(/^\/?[A-Za-z0-9._~/-]*$/, 'must be a path such as /api'),
    WEB_DIST: z.string(),
    DATABASE_URL: url(['postgres:', 'postgresql:']),
    PGLITE_DIR: z.string(),
    PUBLIC_URL: url(['http:', 'https:']),
    SANDBOX: bool,
    SEED_DEMO: bool,
    SANDBOX_PROVIDER_URL: url(['http:', 'https:']),
    SANDBOX_REVIEWER_PASSWORD: z.string(),
    TOKEN_TTL_MINUTES: wholeNumber(1, 525_600),
    UPLOAD_DIR: z.string(),
    BODY_LIMIT_BYTES: wholeNumber(1024, 1024 * 1024 * 1024),
    PAYMENT_CALLBACK_SECRET_VA: z.string(),
    PAYMENT_CALLBACK_SECRET_EWALLET: z.string(),
    PAYMENT_CALLBACK_SECRET_QRIS: z.string(),
    PAYMENT_CALLBACK_SECRET_CARD: z.string(),
    RATE_LIMIT_ADDRESS_FACTOR: wholeNumber(1, 1_000_000),
    TRUST_PROXY: z.string().transform((value, ctx): string[] | false => {
      const list = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (list.length === 0 || BOOLEAN_WORDS[list[0]!.toLowerCase()] === false) return false;
      const wrong = list.find((item) => !addressOrCidr.test(item));
      if (wrong !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must list proxy addresses or CIDRs ("${wrong}" is neither)`,
        });
        return z.NEVER;
      }
      return list;
    }),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
    LOG_FILE: z.string(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters'),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(100, 600_000),
    PROVIDERS: z.string().transform(providerChoices),
  } satisfies Record<SettingName, z.ZodType>)
  .partial();

const SECRET_NAMES = new Set<string>(
  SETTINGS.filter((setting) => setting[3]).map((setting) => setting[0]),
);

/**
 * Reads the configuration from `env` (default `process.env`). Throws a `ConfigError` with one line
 * per wrong setting — `PORT: must be a whole number from 1 to 65535, got "abc"` — never a stack trace
 * for the operator; a secret's value is never repeated.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const [name] of SETTINGS) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  const parsed = ENV_SCHEMA.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = SECRET_NAMES.has(name) ? '' : `, got "${raw[name] ?? ''}"`;
        return `${name}: ${issue.message}${got}`;
      }),
    );
  }
  const settings = parsed.data;
  const port = settings.PORT ?? 3000;
  const host = settings.HOST ?? '127.0.0.1';
  // Safe by default: the sandbox (simulated payments, liveness, KYC review) and the demo accounts
  // are on only when asked for (`npm start` and the tests ask: SANDBOX=1).
  const sandbox = settings.SANDBOX ?? false;
  const publicUrl = (settings.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, '');
  const basePath = (settings.API_BASE_PATH ?? '/api').replace(/\/+$/, '');
  return {
    environment: settings.NODE_ENV ?? 'development',
    port,
    host,
    apiBasePath: basePath === '' || basePath.startsWith('/') ? basePath : `/${basePath}`,
    webDist: settings.WEB_DIST ? path.resolve(settings.WEB_DIST) : null,
    pgliteDir: settings.PGLITE_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'),
    databaseUrl: settings.DATABASE_URL ?? null,
    sandbox,
    tokenTtlMinutes: settings.TOKEN_TTL_MINUTES ?? DEFAULT_TOKEN_TTL_MINUTES,
    seedDemo: settings.SEED_DEMO ?? sandbox,
    publicUrl,
    sandboxProviderUrl: (settings.SANDBOX_PROVIDER_URL ?? publicUrl).replace(/\/+$/, ''),
    uploadDir: settings.UPLOAD_DIR
      ? path.resolve(settings.UPLOAD_DIR)
      : path.join(REPO_ROOT, '.data', 'uploads'),
    bodyLimitBytes: settings.BODY_LIMIT_BYTES ?? 12 * 1024 * 1024,
    sandboxReviewerPassword:
      settings.SANDBOX_REVIEWER_PASSWORD ?? randomBytes(9).toString('base64url'),
    addressLimitFactor: settings.RATE_LIMIT_ADDRESS_FACTOR ?? 1,
    trustProxy: settings.TRUST_PROXY ?? false,
    paymentCallbackSecrets: Object.fromEntries(
      PAYMENT_CALLBACK_PROVIDER_NAMES.flatMap((provider) => {
        const secret = settings[`PAYMENT_CALLBACK_SECRET_${provider.toUpperCase()}` as SettingName];
        return typeof secret === 'string' ? [[provider, secret]] : [];
      }),
    ),
    logLevel: settings.LOG_LEVEL ?? 'warn',
    logFile: settings.LOG_FILE ? path.resolve(settings.LOG_FILE) : null,
    metricsToken: settings.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    providers: settings.PROVIDERS ?? { ...DEFAULT_PROVIDER_CHOICES },
  };
}

/** `loadConfig` for a command line: a wrong setting is one line each naming it, exit 1, no stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`wrong setting: ${problem}`);
    process.exit(1);
  }
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
