import type { EducationWork, Heir } from '@pendana/api-sdk';
import type { MasterOptions } from '../../../lib/master-options';
import type { Wizard } from '../define-wizard';
import { EducationSection, type EducationConfig } from './education-section';
import { HeirSection, type HeirConfig } from './heir-section';

export interface EducationHeirStepsProps {
  /** 1: education, work and bank; 2: heir. */
  step: 1 | 2;
  wizard: Wizard<'education' | 'heir'>;
  userId: string;
  options: MasterOptions;
  education: { config: EducationConfig; saved: EducationWork | null | undefined };
  heir: { config: HeirConfig; saved: Heir | null | undefined };
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
  education,
  heir,
  goTo,
  onHeirSaved,
  ...common
}: EducationHeirStepsProps) {
  return step === 1 ? (
    <EducationSection
      {...common}
      config={education.config}
      saved={education.saved ?? undefined}
      onSaved={() => goTo(2)}
      onBack={() => goTo(0)}
    />
  ) : (
    <HeirSection
      {...common}
      config={heir.config}
      saved={heir.saved ?? undefined}
      onSaved={onHeirSaved}
      onBack={() => goTo(1)}
    />
  );
}
