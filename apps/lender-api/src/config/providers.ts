import type { z } from 'zod';

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
