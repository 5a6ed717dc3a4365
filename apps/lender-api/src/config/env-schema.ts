import { z } from 'zod';
import { providerChoices } from './providers.ts';
import {
  LIVENESS_PROVIDERS,
  LOG_LEVELS,
  OPERATOR_SECOND_FACTORS,
  type SettingName,
} from './settings.ts';

/** How each setting is read and checked: booleans, whole numbers in a range, URLs, addresses, enums. */

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
export const ENV_SCHEMA = z
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
    LIVENESS_PROVIDER: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(
        z.enum(LIVENESS_PROVIDERS, { error: `must be one of ${LIVENESS_PROVIDERS.join(', ')}` }),
      ),
    SANDBOX_REVIEWER_PASSWORD: z.string(),
    OPERATOR_SECOND_FACTOR: z.enum(OPERATOR_SECOND_FACTORS, {
      error: `must be one of ${OPERATOR_SECOND_FACTORS.join(', ')} (no second factor is built yet)`,
    }),
    TOKEN_TTL_MINUTES: wholeNumber(1, 525_600),
    UPLOAD_DIR: z.string(),
    BODY_LIMIT_BYTES: wholeNumber(1024, 1024 * 1024 * 1024),
    PAYMENT_CALLBACK_SECRET_VA: z.string(),
    PAYMENT_CALLBACK_SECRET_EWALLET: z.string(),
    PAYMENT_CALLBACK_SECRET_QRIS: z.string(),
    PAYMENT_CALLBACK_SECRET_CARD: z.string(),
    DISBURSEMENT_CALLBACK_SECRET: z.string(),
    DISBURSEMENT_API_URL: url(['http:', 'https:']),
    DISBURSEMENT_API_KEY: z.string(),
    DISBURSEMENT_TIMEOUT_MS: wholeNumber(100, 60_000),
    WITHDRAWAL_APPROVAL_THRESHOLD: wholeNumber(0, 1_000_000_000_000),
    CONCENTRATION_WARNING_BPS: wholeNumber(1, 10_000),
    REPAYMENT_GRACE_DAYS: wholeNumber(0, 90),
    PAYOUT_HOLD_HOURS: wholeNumber(0, 720),
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
    JOBS_WORKER: bool,
    JOBS_SCHEDULE_CHECK_SECONDS: wholeNumber(1, 45),
    NOTIFICATIONS_DISPATCH_SECONDS: wholeNumber(1, 59),
    PROVIDERS: z.string().transform(providerChoices),
  } satisfies Record<SettingName, z.ZodType>)
  .partial()
  .superRefine((settings, ctx) => {
    // The gateway provider cannot be built without its address, in any environment.
    if (settings.PROVIDERS?.disbursements === 'http' && !settings.DISBURSEMENT_API_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DISBURSEMENT_API_URL'],
        message: 'must be set when PROVIDERS chooses disbursements=http',
      });
  });
