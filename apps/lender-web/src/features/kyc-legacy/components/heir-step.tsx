import {
  getGetLegacyKycHeirQueryKey,
  getGetLegacyKycStatusQueryKey,
  useSaveLegacyKycHeir,
  type Heir,
} from '@pendana/api-sdk';
import { applyServerErrors } from '@pendana/forms';
import {
  HEIR_FIELDS,
  HeirFields,
  heirFromServer,
  StepForm,
  toHeirPayload,
  useStepForm,
} from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import { legacyFieldMessages as fields, legacyWizardMessages as wizard } from '../messages';
import { legacyWizard } from '../utils/legacy-wizard';

const LABELS = {
  ...fields,
  nik: fields.nikAhliWaris,
  alamat: fields.alamatAhliWaris,
};

export interface HeirStepProps {
  userId: string;
  saved: Heir | undefined;
  options: MasterOptions;
  onSaved: () => void;
  onBack: () => void;
}

/** Step 2: heir (JSON); after it the phone modal opens. */
export function HeirStep({ userId, saved, options, onSaved, onBack }: HeirStepProps) {
  const step = useStepForm(legacyWizard, {
    userId,
    section: 'heir',
    defaults: heirFromServer(saved),
    save: useSaveLegacyKycHeir(),
    invalidate: [getGetLegacyKycStatusQueryKey(), getGetLegacyKycHeirQueryKey()],
    onSaved,
    onError: (error, { setError }) => {
      // The phone number is one field here (telp) and two on the wire (telp, kode_operator).
      applyServerErrors(error, setError, {
        fields: HEIR_FIELDS,
        fieldMap: { kode_operator: 'telp' },
      });
    },
  });
  const onSubmit = step.form.handleSubmit((values) => step.submit({ data: toHeirPayload(values) }));
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack}>
      <HeirFields
        control={step.form.control}
        options={options}
        labels={LABELS}
        placeholder={wizard.choose}
      />
    </StepForm>
  );
}
