import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../shared/clock.ts';
import type { BankBalanceProvider } from './bank/index.ts';
import { createSandboxBankBalanceProvider } from './bank/sandbox.ts';
import type { DisbursementsProvider } from './disbursements/index.ts';
import { createHttpDisbursements } from './disbursements/http.ts';
import { createSandboxDisbursements } from './disbursements/sandbox.ts';
import type { EmailProvider } from './email/index.ts';
import { createSandboxEmailProvider } from './email/sandbox.ts';
import type { LivenessProvider } from './liveness/index.ts';
import { createSandboxLivenessProvider } from './liveness/sandbox.ts';
import type { OcrProvider } from './ocr/index.ts';
import { createTesseractOcr } from './ocr/tesseract.ts';
import type { PaymentProviders } from './payments/index.ts';
import { createSandboxPaymentProviders } from './payments/sandbox/index.ts';
import type { RepaymentsProvider } from './repayments/index.ts';
import { createSandboxRepayments } from './repayments/sandbox.ts';
import type { SigningProviders } from './signing/index.ts';
import { createSandboxSigningProviders } from './signing/sandbox.ts';
import type { SmsProvider } from './sms/index.ts';
import { createSandboxSmsProvider } from './sms/sandbox.ts';
import type { StorageProvider } from './storage/index.ts';
import { createLocalStorage } from './storage/local.ts';

/** Every outside service the server talks to, each behind its interface. */
export interface Providers {
  email: EmailProvider;
  sms: SmsProvider;
  storage: StorageProvider;
  liveness: LivenessProvider;
  /** KTP OCR: tesseract (wasm) in this process. */
  ocr: OcrProvider;
  /** E-wallets and QRIS, cards, the bank opening dedicated accounts. */
  payments: PaymentProviders;
  /** The bank's balance of a lender's dedicated account. */
  bank: BankBalanceProvider;
  /** PrivyID and VIDA Sign. */
  signing: SigningProviders;
  /** Borrowers' repayments arriving per project. */
  repayments: RepaymentsProvider;
  /** Withdrawals sent to the lenders' banks. */
  disbursements: DisbursementsProvider;
}

export type ProviderName = keyof Providers;

// Configuration chooses an implementation for every provider, and for nothing else.
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const CHOICES_NAME_EVERY_PROVIDER: SameNames<ProviderName, keyof Config['providers']> = true;
void CHOICES_NAME_EVERY_PROVIDER;

/** What the factory needs besides the configuration. */
export interface ProviderDeps {
  database: Database;
  clock: Clock;
}

type Factories = { [N in ProviderName]: Record<string, () => Providers[N]> };

/** The implementations of each provider, by the name configuration uses (`PROVIDERS`). */
function factories(config: Config, { database, clock }: ProviderDeps): Factories {
  const sandboxUrl = `${config.publicUrl}${config.apiBasePath}/sandbox`;
  return {
    email: { sandbox: () => createSandboxEmailProvider(database, clock) },
    sms: { sandbox: () => createSandboxSmsProvider(database, clock) },
    storage: { local: () => createLocalStorage(config.uploadDir) },
    liveness: { sandbox: () => createSandboxLivenessProvider(database, clock, config) },
    ocr: { tesseract: () => createTesseractOcr() },
    payments: { sandbox: () => createSandboxPaymentProviders(sandboxUrl) },
    bank: { sandbox: () => createSandboxBankBalanceProvider() },
    signing: { sandbox: () => createSandboxSigningProviders(config.publicUrl) },
    repayments: { sandbox: () => createSandboxRepayments() },
    disbursements: {
      sandbox: () => createSandboxDisbursements(clock),
      http: () => httpDisbursements(config, clock),
    },
  };
}

/** The gateway provider; its URL is required with this choice (`loadConfig` refuses it missing). */
function httpDisbursements(config: Config, clock: Clock): DisbursementsProvider {
  const { url, key, timeoutMs } = config.disbursementApi;
  if (!url)
    throw new Error('DISBURSEMENT_API_URL must be set when PROVIDERS chooses disbursements=http');
  return createHttpDisbursements({ baseUrl: url, apiKey: key, timeoutMs }, clock);
}

export class UnknownProviderError extends Error {
  constructor(provider: string, implementation: string, known: readonly string[]) {
    super(
      `PROVIDERS: no implementation "${implementation}" of the ${provider} provider (known: ${known.join(', ')})`,
    );
    this.name = 'UnknownProviderError';
  }
}

/** Builds every provider as `config.providers` chooses; an unknown implementation is an error. */
export function createProviders(config: Config, deps: ProviderDeps): Providers {
  const all = factories(config, deps);
  const pick = <N extends ProviderName>(name: N): Providers[N] => {
    const implementation = config.providers[name];
    const make = all[name][implementation];
    if (!make) throw new UnknownProviderError(name, implementation, Object.keys(all[name]));
    return make();
  };
  return {
    email: pick('email'),
    sms: pick('sms'),
    storage: pick('storage'),
    liveness: pick('liveness'),
    ocr: pick('ocr'),
    payments: pick('payments'),
    bank: pick('bank'),
    signing: pick('signing'),
    repayments: pick('repayments'),
    disbursements: pick('disbursements'),
  };
}
