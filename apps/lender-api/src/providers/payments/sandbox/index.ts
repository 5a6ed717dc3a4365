import type { PaymentProviders } from '../index.ts';
import { createSandboxCardProvider } from './cards.ts';
import { createSandboxEwalletProvider } from './ewallet.ts';
import { createSandboxRdlProvider } from './rdl.ts';

/**
 * The sandbox payment providers. They behave like the real ones in what the lender sees; their state
 * lives in the platform's own tables (modules/wallet) and the sandbox actions under
 * `/api/sandbox/ewallet/*`, `/api/sandbox/card/*` and `/api/sandbox/va/pay` play the provider's side.
 * `sandboxUrl`: where the server serves the providers' pages (checkout, 3-D Secure).
 */
export function createSandboxPaymentProviders(sandboxUrl: string): PaymentProviders {
  return {
    ewallet: createSandboxEwalletProvider(sandboxUrl),
    cards: createSandboxCardProvider(),
    rdl: createSandboxRdlProvider(),
  };
}
