import type { UseMutationOptions } from '@tanstack/react-query';
import type { PhoneFlowTexts } from '../../features/phone-verification/messages';

/**
 * A wizard's phone verification (spec §4, §7, §9): its OTP calls (the SDK's mutation options), the
 * typed number → send payload (null when no valid number), the number shown once sent (default: as
 * typed), the country-code addon and its texts.
 */
export interface PhoneFlowConfig<TPayload> {
  send: () => UseMutationOptions<unknown, unknown, { data: TPayload }>;
  verify: () => UseMutationOptions<{ status: string }, unknown, { data: { no_otp: string } }>;
  toPayload: (typed: string) => TPayload | null;
  shownPhone?: (typed: string, payload: TPayload) => string;
  countryAddon?: string;
  texts: PhoneFlowTexts;
}
