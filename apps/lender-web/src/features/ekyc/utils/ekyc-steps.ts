// Individual eKYC wizard steps (spec §2, §4): indexed from 0 — (0) identity and personal data,
// (1) education, work and bank, (2) heir; then the phone modal → OTP modal → success modal.
import type { EkycStatus } from '@pendana/api-sdk';

export const EKYC_STEP = { PERSONAL: 0, EDUCATION: 1, HEIR: 2 } as const;
export type EkycStep = (typeof EKYC_STEP)[keyof typeof EKYC_STEP];
export const EKYC_STEPS: readonly EkycStep[] = [
  EKYC_STEP.PERSONAL,
  EKYC_STEP.EDUCATION,
  EKYC_STEP.HEIR,
];

/**
 * Which identity path the lender is on. On the passport and liveness paths the wizard is finished
 * only once the identity check succeeded (status_ekyc 1); the plain path needs the three sections.
 */
export type EkycPath = 'standard' | 'passport' | 'liveness';

export type EkycProgress = Pick<
  EkycStatus,
  'profile' | 'education' | 'inheritance' | 'status_ekyc' | 'step_order'
>;

export type EkycDestination = { kind: 'dashboard' } | { kind: 'step'; step: EkycStep };

const clampStep = (value: number): EkycStep => {
  if (!Number.isFinite(value) || value <= EKYC_STEP.PERSONAL) return EKYC_STEP.PERSONAL;
  if (value >= EKYC_STEP.HEIR) return EKYC_STEP.HEIR;
  return Math.trunc(value) as EkycStep;
};

/** Step index from the server-reported progress: step_order − 1 (spec §4). */
export function stepFromProgress(stepOrder: number): EkycStep {
  return clampStep(stepOrder - 1);
}

export function allSectionsComplete(progress: EkycProgress): boolean {
  return (
    progress.profile === 'complete' &&
    progress.education === 'complete' &&
    progress.inheritance === 'complete'
  );
}

/**
 * Spec §4: to /dashboard when profile, education and inheritance are all complete and, on the
 * passport and liveness paths, status_ekyc equals 1; otherwise the step of step_order − 1.
 */
export function resolveEkycStart(progress: EkycProgress, path: EkycPath): EkycDestination {
  const verified = path === 'standard' || progress.status_ekyc === 1;
  if (allSectionsComplete(progress) && verified) return { kind: 'dashboard' };
  return { kind: 'step', step: stepFromProgress(progress.step_order) };
}

export type EkycSection = 'personal' | 'education' | 'heir';

export type EkycAfterSave = { kind: 'step'; step: EkycStep } | { kind: 'phone-modal' };

/**
 * Where a successful save leads (spec §4): the fixed steps 1 and 2 after the personal and the
 * education saves; a completed heir step opens the phone modal.
 */
export function afterSave(section: EkycSection): EkycAfterSave {
  switch (section) {
    case 'personal':
      return { kind: 'step', step: EKYC_STEP.EDUCATION };
    case 'education':
      return { kind: 'step', step: EKYC_STEP.HEIR };
    case 'heir':
      return { kind: 'phone-modal' };
  }
}

/** The identity path of a lender: passport holders first, then the liveness path when it is used. */
export function ekycPathOf(isPassport: boolean, usesLiveness: boolean): EkycPath {
  if (isPassport) return 'passport';
  return usesLiveness ? 'liveness' : 'standard';
}
