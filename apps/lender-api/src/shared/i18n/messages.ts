import { ACCOUNT_MESSAGES } from './messages/account.ts';
import { ERROR_MESSAGES } from './messages/errors.ts';
import { FUNDING_MESSAGES } from './messages/funding.ts';
import { KYC_MESSAGES } from './messages/kyc.ts';
import { NOTIFICATION_MESSAGES } from './messages/notifications.ts';
import { OPERATOR_MESSAGES } from './messages/operators.ts';
import { SESSION_MESSAGES } from './messages/sessions.ts';
import { TWO_FACTOR_MESSAGES } from './messages/two-factor.ts';

/**
 * The server's message catalogue, one file per area in `messages/`. `id` is the source language; every
 * key has an `en` text. Placeholders are `{name}`. Texts the spec or the older backend name are kept
 * word for word ('Username Sudah Terdaftar', 'Email Sudah Terdaftar', 'Anda berhasil keluar').
 */
export const MESSAGES = {
  ...ERROR_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...KYC_MESSAGES,
  ...FUNDING_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...OPERATOR_MESSAGES,
  ...SESSION_MESSAGES,
  ...TWO_FACTOR_MESSAGES,
} as const satisfies Record<string, { id: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
