import type {
  EwalletMethod,
  PaymentMethod,
  ProviderResult,
} from '../../providers/payments/index.ts';

/**
 * The results the contract reports in `meta` for the payment providers' answers (OVO's own codes for
 * OVO, the platform's for the others): whatever provider is plugged in, its answer is told in these.
 */
export const PROVIDER_OK: ProviderResult = { code: '200', message: 'Success', error: null };

/** OVO's result codes that the sandbox produces (OVO answers in English). */
export const OVO_RESULTS = {
  notRegistered: {
    code: '14',
    message: 'Invalid Mobile Number / OVO ID',
    error: 'PHONE_NUMBER_NOT_REGISTERED',
  },
  declined: { code: '17', message: 'Transaction Declined by User', error: 'USER_DECLINED' },
  insufficientBalance: {
    code: '51',
    message: 'Insufficient Balance',
    error: 'INSUFFICIENT_BALANCE',
  },
  timeout: { code: '68', message: 'Transaction Timeout', error: 'PAYMENT_TIMEOUT' },
} as const satisfies Record<string, ProviderResult>;

export const OTHER_RESULTS = {
  failed: { code: '402', message: 'Payment Failed', error: 'PAYMENT_FAILED' },
  expired: { code: '408', message: 'Payment Expired', error: 'PAYMENT_EXPIRED' },
  cardNotAllowed: { code: '422', message: 'Card not allowed', error: 'Card not allowed' },
  cardDeclined: { code: '402', message: 'Card declined by the issuer', error: 'CARD_DECLINED' },
  authenticationFailed: {
    code: '401',
    message: '3-D Secure authentication failed',
    error: 'AUTHENTICATION_FAILED',
  },
} as const satisfies Record<string, ProviderResult>;

/** Failure codes the sandbox "simulate failed" action may choose, per method. */
export function failureResult(method: EwalletMethod, code: string | undefined): ProviderResult {
  if (method === 'ovo') {
    const list = [OVO_RESULTS.declined, OVO_RESULTS.insufficientBalance, OVO_RESULTS.timeout];
    return list.find((r) => r.code === code) ?? OVO_RESULTS.declined;
  }
  return OTHER_RESULTS.failed;
}

export function expiryResult(method: PaymentMethod): ProviderResult {
  return method === 'ovo' ? OVO_RESULTS.timeout : OTHER_RESULTS.expired;
}
