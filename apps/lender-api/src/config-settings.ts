import type { z } from 'zod';

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
  ['SANDBOX_REVIEWER_PASSWORD', 'random per start', 'password of the sandbox KYC reviewer', true],
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
    'PROVIDERS',
    'the sandbox ones',
    'implementation per outside provider, e.g. `payments=sandbox,signing=sandbox`',
    false,
  ],
] as const satisfies readonly (readonly [string, string, string, boolean])[];

/** The outside providers (`Providers` in providers/index.ts) and the implementation each has by default. */
export const DEFAULT_PROVIDER_CHOICES = {
  email: 'sandbox',
  sms: 'sandbox',
  storage: 'local',
  liveness: 'sandbox',
  ocr: 'tesseract',
  payments: 'sandbox',
  bank: 'sandbox',
  signing: 'sandbox',
  repayments: 'sandbox',
  disbursements: 'sandbox',
} as const;
export type ProviderChoices = Record<keyof typeof DEFAULT_PROVIDER_CHOICES, string>;

/** `payments=sandbox, signing=sandbox` → the defaults with those replaced; an unknown provider is refused. */
export function providerChoices(value: string, ctx: z.RefinementCtx): ProviderChoices {
  const choices: ProviderChoices = { ...DEFAULT_PROVIDER_CHOICES };
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', implementation = ''] = item.split('=').map((part) => part.trim());
    if (!(name in choices) || implementation === '') {
      ctx.addIssue({
        code: 'custom',
        message: `must list provider=implementation pairs of ${Object.keys(choices).join(', ')} ("${item}" is not one)`,
      });
      return choices;
    }
    choices[name as keyof ProviderChoices] = implementation;
  }
  return choices;
}
