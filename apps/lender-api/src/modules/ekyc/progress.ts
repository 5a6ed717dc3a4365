import type { StatusEkyc } from '../../db/schema/index.ts';

export type SectionStatus = 'complete' | 'incomplete';

export interface EkycProgressInput {
  profile: boolean;
  education: boolean;
  inheritance: boolean;
  statusEkyc: StatusEkyc;
  isPassport: boolean;
  phoneVerified: boolean;
}

/**
 * The wizard's progress (spec §3, §4). `step_order` is 1-based and the web uses step_order - 1 as its
 * step index: 1 personal data, 2 education/work/bank, 3 heir, 4 everything filled (phone, liveness
 * and the identity check remain).
 */
export function deriveEkycProgress(input: EkycProgressInput) {
  const stepOrder = !input.profile ? 1 : !input.education ? 2 : !input.inheritance ? 3 : 4;
  const flag = (done: boolean): SectionStatus => (done ? 'complete' : 'incomplete');
  return {
    profile: flag(input.profile),
    education: flag(input.education),
    inheritance: flag(input.inheritance),
    status_ekyc: input.statusEkyc,
    step_order: stepOrder,
    is_passport: input.isPassport,
    phone_verified: input.phoneVerified,
  };
}

/** The step a save answers with: the next section to fill (personal → 2, education → 3, heir → 4). */
export const STEP_AFTER = { personal: 2, education: 3, heir: 4 } as const;
