import type { EducationWork, Heir } from '@pendana/api-sdk';
import type { MasterOptions } from '../../../lib/master-options';
import type { Wizard } from '../define-wizard';
import { EducationSection, type EducationConfig } from './education-section';
import { HeirSection, type HeirConfig } from './heir-section';

/** The sections the eKYC and the older KYC share, as one of them saves them. */
export interface IndividualSections {
  education: EducationConfig;
  heir: HeirConfig;
}

export interface EducationHeirStepsProps {
  /** 1: education, work and bank; 2: heir. */
  step: 1 | 2;
  /** The eKYC or the older KYC, and its education and heir sections. */
  wizard: Wizard<'education' | 'heir'>;
  sections: IndividualSections;
  userId: string;
  options: MasterOptions;
  saved: { education: EducationWork | null | undefined; heir: Heir | null | undefined };
  goTo: (step: 0 | 1 | 2) => void;
  /** After the heir: the phone modals (spec §4). */
  onHeirSaved: () => void;
}

/**
 * Steps 1 and 2 of the eKYC and of the older KYC (spec §3, §4): education, work and bank, then the
 * heir; each goes back one step, the education save leads to the heir, the heir save to the phone.
 */
export function EducationHeirSteps({
  step,
  sections: { education, heir },
  saved,
  goTo,
  onHeirSaved,
  ...common
}: EducationHeirStepsProps) {
  return step === 1 ? (
    <EducationSection
      {...common}
      config={education}
      saved={saved.education ?? undefined}
      onSaved={() => goTo(2)}
      onBack={() => goTo(0)}
    />
  ) : (
    <HeirSection
      {...common}
      config={heir}
      saved={saved.heir ?? undefined}
      onSaved={onHeirSaved}
      onBack={() => goTo(1)}
    />
  );
}
