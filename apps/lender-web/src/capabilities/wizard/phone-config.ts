import type { MutationFunction } from '@tanstack/react-query';
import type { PhoneFlowTexts } from '../phone-verification';

/** The part of an SDK call's mutation options (`get…MutationOptions`) the phone flow runs. */
type MutationOptionsOf<TAnswer, TVariables> = () => {
  mutationKey?: readonly unknown[];
  mutationFn?: MutationFunction<TAnswer, TVariables>;
};

/**
 * A wizard's phone verification (spec §4, §7, §9): its OTP calls (the SDK's mutation options), the
 * typed number → send payload (null when no valid number), the number shown once sent (default: as
 * typed), the country-code addon and its texts.
 */
export interface PhoneFlowConfig<TPayload> {
  send: MutationOptionsOf<unknown, { data: TPayload }>;
  verify: MutationOptionsOf<{ status: string }, { data: { no_otp: string } }>;
  toPayload: (typed: string) => TPayload | null;
  shownPhone?: (typed: string, payload: TPayload) => string;
  countryAddon?: string;
  texts: PhoneFlowTexts;
}

/**
 * A wizard's phone verification, checked against its own payload type (what `toPayload` makes is
 * what `send` takes and `shownPhone` reads), then kept without it: the flow only passes it along.
 */
export function phoneFlow<TPayload>(config: PhoneFlowConfig<TPayload>): PhoneFlowConfig<unknown> {
  return config as PhoneFlowConfig<unknown>;
}
