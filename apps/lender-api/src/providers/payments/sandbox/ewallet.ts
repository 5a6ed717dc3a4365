import type { EwalletProvider, ProviderResult } from '../index.ts';
import { qrisPayload } from './qris.ts';

/** OVO's answer to a phone number without an OVO account. */
const OVO_NOT_REGISTERED: ProviderResult = {
  code: '14',
  message: 'Invalid Mobile Number / OVO ID',
  error: 'PHONE_NUMBER_NOT_REGISTERED',
};

/**
 * Sandbox OVO accounts: every phone number is registered except those ending in `000`, which OVO
 * refuses at once with code 14 (the rule lets tests and demos reach the failure).
 */
export function ovoAccountExists(nomorHp: string): boolean {
  return !nomorHp.endsWith('000');
}

/**
 * The sandbox e-wallet and QRIS provider: OVO pushes a request to the phone (pending until the sandbox
 * action or callback reports it), DANA and ShopeePay send the lender to a checkout page played by the
 * server itself (`<sandboxUrl>/ewallet/<reference>`), QRIS answers a dynamic EMVCo QR string.
 */
export function createSandboxEwalletProvider(sandboxUrl: string): EwalletProvider {
  return {
    async open({ method, referenceId, amount, nomorHp }) {
      if (method === 'ovo' && nomorHp && !ovoAccountExists(nomorHp))
        return { accepted: false, result: OVO_NOT_REGISTERED };
      return {
        accepted: true,
        qrString: method === 'qris' ? qrisPayload(referenceId, amount) : null,
        redirectUrl:
          method === 'dana' || method === 'shopeepay'
            ? `${sandboxUrl}/ewallet/${referenceId}`
            : null,
      };
    },
  };
}
