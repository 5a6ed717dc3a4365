import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_SCHEMA } from './config/env-schema.ts';
import {
  DEFAULT_TOKEN_TTL_MINUTES,
  SETTINGS,
  type LivenessProviderSetting,
  type LogLevel,
  type OperatorSecondFactor,
  type SettingName,
} from './config/settings.ts';

export {
  DEFAULT_TOKEN_TTL_MINUTES,
  LIVENESS_PROVIDERS,
  LOG_LEVELS,
  SETTINGS,
} from './config/settings.ts';
export { DEFAULT_PROVIDER_CHOICES, type ProviderChoices } from './config/providers.ts';
import { DEFAULT_PROVIDER_CHOICES, type ProviderChoices } from './config/providers.ts';
export type { LivenessProviderSetting, LogLevel, SettingName } from './config/settings.ts';

/** Server configuration, read once from the environment (see docs/lender-api.md "Server", README "Configuration"). */
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
  /** `LIVENESS_PROVIDER` (default privy): the first liveness provider, served by `getAppSettings`. */
  livenessProvider: LivenessProviderSetting;
  /** Folder of uploaded files (local-disk storage). */
  uploadDir: string;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /**
   * HMAC-SHA256 secrets of the payment providers' callbacks (`PAYMENT_CALLBACK_SECRET_VA`, `_EWALLET`,
   * `_QRIS`, `_CARD`). A provider without one uses `sandbox-callback-<provider>` in sandbox mode and
   * is refused (401) otherwise (`modules/wallet/payment-callback.ts`).
   */
  paymentCallbackSecrets: Partial<Record<'va' | 'ewallet' | 'qris' | 'card', string>>;
  /**
   * `DISBURSEMENT_CALLBACK_SECRET`: HMAC-SHA256 secret of the disbursement provider's callbacks; unset,
   * `sandbox-callback-disbursement` in sandbox mode, else every callback is refused (401).
   */
  disbursementCallbackSecret: string | null;
  /**
   * The disbursement gateway of `PROVIDERS=disbursements=http` (`providers/disbursements/http.ts`):
   * `DISBURSEMENT_API_URL` (its base URL; required with that choice), `DISBURSEMENT_API_KEY` (its
   * bearer key; required in production) and `DISBURSEMENT_TIMEOUT_MS` (one call's limit, default
   * 15 000: past it the send counts as unanswered and the payout job retries it).
   */
  disbursementApi: { url: string | null; key: string | null; timeoutMs: number };
  /** `WITHDRAWAL_APPROVAL_THRESHOLD` (rupiah, default 50.000.000): above it an operator approves first. */
  withdrawalApprovalThreshold: number;
  /** `PAYOUT_HOLD_HOURS` (default 24, 0: off): withdrawals wait after a security change (withdrawal/hold.ts). */
  payoutHoldHours: number;
  /** `CONCENTRATION_WARNING_BPS` (default 2000 = 20 %): one project's share above which funding is warned of. */
  concentrationWarningBps: number;
  /** `REPAYMENT_GRACE_DAYS` (default 3): days a due repayment may be unpaid before its project is late. */
  repaymentGraceDays: number;
  /**
   * Password of the sandbox KYC reviewer (`/sandbox/kyc`, HTTP Basic user `reviewer`):
   * `SANDBOX_REVIEWER_PASSWORD`, else a random one per start, printed by `npm start`.
   */
  sandboxReviewerPassword: string;
  operatorSecondFactor: OperatorSecondFactor;
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
  /**
   * `JOBS_WORKER` (default on): this server runs the queued jobs' handlers and the scheduled work
   * (`src/jobs/`); off, it only queues jobs — a web-only node beside worker nodes on one database.
   */
  jobsWorker: boolean;
  /**
   * `JOBS_SCHEDULE_CHECK_SECONDS` (default 30, pg-boss's own): how often a worker looks for scheduled
   * work come due (one look per interval across all the servers on the database).
   */
  jobsScheduleCheckSeconds: number;
  /**
   * `NOTIFICATIONS_DISPATCH_SECONDS` (tests and demos only; production refuses it): a worker also
   * hands the events written since the last run to delivery every this many seconds, besides the
   * minutely schedule — the journeys see a notification within seconds. Unset (null): minutely only.
   */
  notificationsDispatchSeconds: number | null;
  /** `PROVIDERS`: the implementation of each outside provider (`createProviders` builds them). */
  providers: ProviderChoices;
}

export const PAYMENT_CALLBACK_PROVIDER_NAMES = ['va', 'ewallet', 'qris', 'card'] as const;
/** The published secret a provider falls back to in sandbox mode. */
export const sandboxCallbackSecret = (provider: string) => `sandbox-callback-${provider}`;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A wrong setting: one line per problem, each naming the setting (`main.ts` prints them and exits 1). */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

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
    livenessProvider: settings.LIVENESS_PROVIDER ?? 'privy',
    uploadDir: settings.UPLOAD_DIR
      ? path.resolve(settings.UPLOAD_DIR)
      : path.join(REPO_ROOT, '.data', 'uploads'),
    bodyLimitBytes: settings.BODY_LIMIT_BYTES ?? 12 * 1024 * 1024,
    sandboxReviewerPassword:
      settings.SANDBOX_REVIEWER_PASSWORD ?? randomBytes(9).toString('base64url'),
    operatorSecondFactor: settings.OPERATOR_SECOND_FACTOR ?? 'none',
    addressLimitFactor: settings.RATE_LIMIT_ADDRESS_FACTOR ?? 1,
    trustProxy: settings.TRUST_PROXY ?? false,
    paymentCallbackSecrets: Object.fromEntries(
      PAYMENT_CALLBACK_PROVIDER_NAMES.flatMap((provider) => {
        const secret = settings[`PAYMENT_CALLBACK_SECRET_${provider.toUpperCase()}` as SettingName];
        return typeof secret === 'string' ? [[provider, secret]] : [];
      }),
    ),
    disbursementCallbackSecret: settings.DISBURSEMENT_CALLBACK_SECRET ?? null,
    disbursementApi: {
      url: settings.DISBURSEMENT_API_URL ?? null,
      key: settings.DISBURSEMENT_API_KEY ?? null,
      timeoutMs: settings.DISBURSEMENT_TIMEOUT_MS ?? 15_000,
    },
    withdrawalApprovalThreshold: settings.WITHDRAWAL_APPROVAL_THRESHOLD ?? 50_000_000,
    payoutHoldHours: settings.PAYOUT_HOLD_HOURS ?? 24,
    concentrationWarningBps: settings.CONCENTRATION_WARNING_BPS ?? 2000,
    repaymentGraceDays: settings.REPAYMENT_GRACE_DAYS ?? 3,
    logLevel: settings.LOG_LEVEL ?? 'warn',
    logFile: settings.LOG_FILE ? path.resolve(settings.LOG_FILE) : null,
    metricsToken: settings.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    jobsWorker: settings.JOBS_WORKER ?? true,
    jobsScheduleCheckSeconds: settings.JOBS_SCHEDULE_CHECK_SECONDS ?? 30,
    notificationsDispatchSeconds: settings.NOTIFICATIONS_DISPATCH_SECONDS ?? null,
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
  const disbursement = config.disbursementCallbackSecret;
  if (!disbursement)
    problems.push(
      'DISBURSEMENT_CALLBACK_SECRET is not set: the withdrawals paid out could not be confirmed',
    );
  else if (disbursement === sandboxCallbackSecret('disbursement') || disbursement.length < 16)
    problems.push(
      'DISBURSEMENT_CALLBACK_SECRET is the published sandbox default or shorter than 16 characters',
    );
  if (config.notificationsDispatchSeconds !== null)
    problems.push(
      'NOTIFICATIONS_DISPATCH_SECONDS is set: a dispatch every few seconds is for tests and demos (production dispatches every minute)',
    );
  problems.push(...disbursementProblems(config));
  return problems;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The withdrawals' way out in production: a gateway (`disbursements=http`) with a key, over https
 * (plain http only to a loopback address, e.g. a local proxy). The in-memory sandbox pays no one, so
 * it is refused (with SANDBOX on the start is refused already, for that).
 */
function disbursementProblems(config: Config): string[] {
  const choice = config.providers.disbursements;
  if (choice === 'sandbox')
    return config.sandbox
      ? []
      : [
          'PROVIDERS has disbursements=sandbox: withdrawals would stay in memory and reach no bank (set PROVIDERS=disbursements=http with DISBURSEMENT_API_URL and DISBURSEMENT_API_KEY)',
        ];
  if (choice !== 'http') return [];
  const problems: string[] = [];
  const { url, key } = config.disbursementApi;
  if (!key)
    problems.push(
      'DISBURSEMENT_API_KEY is not set: the disbursement gateway would refuse every withdrawal',
    );
  else if (key.length < 16) problems.push('DISBURSEMENT_API_KEY is shorter than 16 characters');
  if (url) {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' && !LOOPBACK_HOSTS.has(hostname))
      problems.push(
        `DISBURSEMENT_API_URL is plain http to ${hostname}: the key and the lenders' bank accounts would cross the network unencrypted (use https://)`,
      );
  }
  return problems;
}
