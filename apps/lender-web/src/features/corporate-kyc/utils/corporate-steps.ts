// Corporate KYC wizard (spec §2, §4): steps 1 company data, 2 administrators (pengurus),
// 3 shareholders, 4 contacts; then the phone OTP modal (country code 62).
import type { CorporateKycProgress } from '@pendana/api-sdk';

export const CORPORATE_STEP = {
  COMPANY: 1,
  ADMINISTRATORS: 2,
  SHAREHOLDERS: 3,
  CONTACTS: 4,
} as const;
export type CorporateStep = (typeof CORPORATE_STEP)[keyof typeof CORPORATE_STEP];

/** The corporate identity type is fixed at 1 (spec §9). */
export const CORPORATE_IDENTITY_TYPE = 1;
/** The first administrator's jabatan is forced to 2 (spec §9). */
export const FIRST_ADMINISTRATOR_JABATAN = 2;

export type CorporateProgress = Pick<
  CorporateKycProgress,
  'corporation' | 'pengurus' | 'pemegang_saham' | 'contact' | 'step_order'
>;

const clamp = (value: number): CorporateStep => {
  if (!Number.isFinite(value) || value <= CORPORATE_STEP.COMPANY) return CORPORATE_STEP.COMPANY;
  if (value >= CORPORATE_STEP.CONTACTS) return CORPORATE_STEP.CONTACTS;
  return Math.trunc(value) as CorporateStep;
};

/**
 * The starting step, exactly as spec §4 lists it (first match wins): contact complete gives step 4;
 * shareholders complete gives step 3; administrators complete gives step 2; company complete gives
 * step 1; otherwise step_order − 1.
 */
export function corporateStartStep(progress: CorporateProgress): CorporateStep {
  if (progress.contact === 'complete') return CORPORATE_STEP.CONTACTS;
  if (progress.pemegang_saham === 'complete') return CORPORATE_STEP.SHAREHOLDERS;
  if (progress.pengurus === 'complete') return CORPORATE_STEP.ADMINISTRATORS;
  if (progress.corporation === 'complete') return CORPORATE_STEP.COMPANY;
  return clamp(progress.step_order - 1);
}

export function allCorporateSectionsComplete(progress: CorporateProgress): boolean {
  return (
    progress.corporation === 'complete' &&
    progress.pengurus === 'complete' &&
    progress.pemegang_saham === 'complete' &&
    progress.contact === 'complete'
  );
}

export type CorporateSection = 'company' | 'administrators' | 'shareholders' | 'contacts';
export type CorporateAfterSave =
  { kind: 'step'; step: CorporateStep } | { kind: 'phone-modal' } | { kind: 'dashboard' };

/**
 * Spec §4: saving the company moves to step 2, administrators to 3, shareholders to 4. Saving
 * contacts opens the phone modal when all four sections are complete, otherwise goes to /dashboard.
 * Single-page edit mode goes straight to /dashboard after save.
 */
export function corporateAfterSave(
  section: CorporateSection,
  progressAfterSave: CorporateProgress,
  { editMode = false }: { editMode?: boolean } = {},
): CorporateAfterSave {
  if (editMode) return { kind: 'dashboard' };
  switch (section) {
    case 'company':
      return { kind: 'step', step: CORPORATE_STEP.ADMINISTRATORS };
    case 'administrators':
      return { kind: 'step', step: CORPORATE_STEP.SHAREHOLDERS };
    case 'shareholders':
      return { kind: 'step', step: CORPORATE_STEP.CONTACTS };
    case 'contacts':
      return allCorporateSectionsComplete(progressAfterSave)
        ? { kind: 'phone-modal' }
        : { kind: 'dashboard' };
  }
}
