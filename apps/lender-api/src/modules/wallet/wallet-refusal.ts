import type { Lang } from '../../shared/i18n/index.ts';
import type { ProviderResult } from '../../providers/payments/index.ts';
import { walletText, type WalletTextKey } from './wallet-texts.ts';

/**
 * A refusal of a wallet call: answered as `{ message, errors?, meta? }` with a 4xx status (contract:
 * "Wallet calls answer 4xx with `message`; the provider result is in `meta`"). A 422 always carries
 * `errors`, keyed by the wire field (or `message` for the request as a whole).
 */
export class WalletRefusal extends Error {
  readonly status: number;
  readonly text: WalletTextKey;
  readonly params: Record<string, string | number>;
  readonly field: string | undefined;
  readonly meta: ProviderResult | undefined;

  constructor(
    status: number,
    text: WalletTextKey,
    options: {
      params?: Record<string, string | number>;
      field?: string;
      meta?: ProviderResult;
    } = {},
  ) {
    super(text);
    this.name = 'WalletRefusal';
    this.status = status;
    this.text = text;
    this.params = options.params ?? {};
    this.field = options.field;
    this.meta = options.meta;
  }
}

/** Runs a wallet call: its result is a 200; a `WalletRefusal` becomes its 4xx answer. */
export async function walletAnswer(
  lang: Lang,
  run: () => Promise<unknown>,
): Promise<{ status: number; body: unknown }> {
  try {
    return { status: 200, body: await run() };
  } catch (error) {
    if (!(error instanceof WalletRefusal)) throw error;
    const message = walletText(lang, error.text, error.params);
    const body: Record<string, unknown> = { message };
    if (error.status === 422) body.errors = { [error.field ?? 'message']: [message] };
    if (error.meta) body.meta = error.meta;
    return { status: error.status, body };
  }
}
