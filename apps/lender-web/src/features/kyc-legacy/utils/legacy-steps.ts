// The older individual KYC flow (spec §4): step 0 personal data; step 1 follows a successful first
// submit (the first form is multipart-posted, then the photos are posted separately, spec §7);
// step 2 follows a successful second form.
export const LEGACY_STEP = { PERSONAL: 0, SECOND_FORM: 1, DONE: 2 } as const;
export type LegacyStep = (typeof LEGACY_STEP)[keyof typeof LEGACY_STEP];

export type LegacyEvent =
  | { type: 'firstSubmitSucceeded' }
  | { type: 'photosFailed' }
  | { type: 'secondSubmitSucceeded' }
  | { type: 'submitFailed' };

/** The step after an event; failures keep the lender on the current step. */
export function nextLegacyStep(step: LegacyStep, event: LegacyEvent): LegacyStep {
  if (event.type === 'firstSubmitSucceeded' && step === LEGACY_STEP.PERSONAL)
    return LEGACY_STEP.SECOND_FORM;
  if (event.type === 'secondSubmitSucceeded' && step === LEGACY_STEP.SECOND_FORM)
    return LEGACY_STEP.DONE;
  return step;
}
