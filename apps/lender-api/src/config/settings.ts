/** The settings the server reads from the environment: their names, defaults and meanings. */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_TOKEN_TTL_MINUTES = 7 * 24 * 60;

/** The liveness providers the eKYC can start with (`LIVENESS_PROVIDER`); `none`: no liveness check. */
export const LIVENESS_PROVIDERS = ['privy', 'vida', 'none'] as const;
export type LivenessProviderSetting = (typeof LIVENESS_PROVIDERS)[number];
/**
 * `OPERATOR_SECOND_FACTOR`: the second factor an operator login asks for after the password. `none`
 * is the only value until the TOTP module exists; the login's `requireSecondFactor` step reads it.
 */
export const OPERATOR_SECOND_FACTORS = ['none'] as const;
export type OperatorSecondFactor = (typeof OPERATOR_SECOND_FACTORS)[number];

/**
 * Every setting the server reads, for the README's configuration table and `.env.example` (a test
 * keeps both equal to this list): name, default as written in the table, meaning, secret or not.
 */
export const SETTINGS = [
  [
    'NODE_ENV',
    'development',
    '`production` refuses unsafe settings, demo accounts and pending migrations',
    false,
  ],
  ['PORT', '3000', 'port to listen on (1–65535)', false],
  ['HOST', '127.0.0.1', 'address to listen on (`0.0.0.0` for all)', false],
  ['API_BASE_PATH', '/api', 'path the API is mounted under', false],
  ['WEB_DIST', '(none)', 'folder of the built web app to serve; unset: API only', false],
  [
    'DATABASE_URL',
    '(none)',
    '`postgres://…` connection string; unset: the embedded database (PGlite)',
    true,
  ],
  ['PGLITE_DIR', '.data/pglite', 'folder of the embedded database, or `memory://`', false],
  ['PUBLIC_URL', 'http://HOST:PORT', 'origin of the links in mails', false],
  [
    'SANDBOX',
    'off',
    'simulated payments, liveness, signing and KYC review (never for real lenders)',
    false,
  ],
  ['SEED_DEMO', 'as SANDBOX', 'create the demo lenders (published password)', false],
  ['SANDBOX_PROVIDER_URL', 'PUBLIC_URL', "origin of the sandbox providers' pages", false],
  [
    'LIVENESS_PROVIDER',
    'privy',
    'liveness provider the eKYC starts with: `privy`, `vida` or `none` (no liveness check)',
    false,
  ],
  ['SANDBOX_REVIEWER_PASSWORD', 'random per start', 'password of the sandbox KYC reviewer', true],
  [
    'OPERATOR_SECOND_FACTOR',
    'none',
    'second factor of operator logins: `none` (the only value until a second factor is built)',
    false,
  ],
  ['TOKEN_TTL_MINUTES', '10080', 'lifetime of a session in minutes (7 days)', false],
  ['UPLOAD_DIR', '.data/uploads', 'folder of uploaded files', false],
  ['BODY_LIMIT_BYTES', '12582912', 'largest request body (12 MiB)', false],
  [
    'PAYMENT_CALLBACK_SECRET_VA',
    '(none)',
    "HMAC secret of the VA provider's callbacks (≥ 16 characters in production)",
    true,
  ],
  [
    'PAYMENT_CALLBACK_SECRET_EWALLET',
    '(none)',
    "HMAC secret of the e-wallet provider's callbacks",
    true,
  ],
  ['PAYMENT_CALLBACK_SECRET_QRIS', '(none)', "HMAC secret of the QRIS provider's callbacks", true],
  ['PAYMENT_CALLBACK_SECRET_CARD', '(none)', "HMAC secret of the card provider's callbacks", true],
  [
    'DISBURSEMENT_CALLBACK_SECRET',
    '(none)',
    "HMAC secret of the disbursement provider's callbacks (≥ 16 characters in production)",
    true,
  ],
  [
    'DISBURSEMENT_API_URL',
    '(none)',
    'base URL of the disbursement gateway (`PROVIDERS=disbursements=http`; `https://` in production)',
    false,
  ],
  [
    'DISBURSEMENT_API_KEY',
    '(none)',
    'bearer key of the disbursement gateway (≥ 16 characters in production)',
    true,
  ],
  [
    'DISBURSEMENT_TIMEOUT_MS',
    '15000',
    'how long one call to the disbursement gateway may take before it counts as unanswered',
    false,
  ],
  [
    'WITHDRAWAL_APPROVAL_THRESHOLD',
    '50000000',
    "a withdrawal above this (rupiah) waits for an operator's approval",
    false,
  ],
  [
    'PAYOUT_HOLD_HOURS',
    '24',
    'hours withdrawals wait after a password reset, a new phone number or a new payout bank account (0: none)',
    false,
  ],
  [
    'CONCENTRATION_WARNING_BPS',
    '2000',
    'a funding leaving one project above this share of invested money is warned of (basis points)',
    false,
  ],
  [
    'REPAYMENT_GRACE_DAYS',
    '3',
    'days after a payout date before an unpaid repayment marks the project late',
    false,
  ],
  [
    'RATE_LIMIT_ADDRESS_FACTOR',
    '1',
    'multiplies the per-address request limits (tests only)',
    false,
  ],
  [
    'TRUST_PROXY',
    'off',
    'comma-separated proxy addresses or CIDRs whose `X-Forwarded-For` is believed',
    false,
  ],
  [
    'LOG_LEVEL',
    'warn',
    'level of the JSON logs: fatal, error, warn, info (every request), debug, trace, silent',
    false,
  ],
  ['LOG_FILE', '(stdout)', 'file the JSON logs are appended to', false],
  ['METRICS_TOKEN', '(none)', 'bearer token that opens `/metrics` beyond loopback', true],
  ['SHUTDOWN_TIMEOUT_MS', '10000', 'how long a stop waits for requests in flight', false],
  [
    'JOBS_WORKER',
    'on',
    'run queued jobs and schedules here; `off` on a web-only server (it still queues jobs)',
    false,
  ],
  [
    'JOBS_SCHEDULE_CHECK_SECONDS',
    '30',
    'how often a worker looks for scheduled work come due, in seconds (1–45)',
    false,
  ],
  [
    'NOTIFICATIONS_DISPATCH_SECONDS',
    '(none)',
    'tests and demos: also hand notifications to delivery every N seconds (1–59); production refuses it',
    false,
  ],
  [
    'PROVIDERS',
    'the sandbox ones',
    'implementation per outside provider, e.g. `disbursements=http` (production refuses `disbursements=sandbox`)',
    false,
  ],
] as const satisfies readonly (readonly [string, string, string, boolean])[];

export type SettingName = (typeof SETTINGS)[number][0];
