import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  getGetEkycEducationQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycEducation,
  type EducationWork,
} from '@pendana/api-sdk';
import { applyServerErrors } from '@pendana/forms';
import { accountNumberSchema, npwpSchema } from '@pendana/forms/schemas';
import {
  EDUCATION_FIELDS,
  EducationFields,
  educationFromServer,
  StepForm,
  toEducationPayload,
  useStepForm,
  type EducationValues,
} from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import { educationFieldMessages as fields, wizardMessages } from '../messages';
import { afterSave, type EkycAfterSave } from '../utils/ekyc-steps';
import { ekycWizard } from '../utils/ekyc-wizard';

export interface EducationStepProps {
  userId: string;
  saved: EducationWork | undefined;
  options: MasterOptions;
  onSaved: (next: EkycAfterSave) => void;
  onBack: () => void;
}

// NPWP and account number may stay empty; when typed they follow the rules of @pendana/forms.
const schema = z.looseObject({
  npwp: npwpSchema({ required: false }),
  rekening: accountNumberSchema({ required: false }),
});

/** Step 1: education, work and bank (spec §3); npwp always sent (spec §5). */
export function EducationStep({ userId, saved, options, onSaved, onBack }: EducationStepProps) {
  const step = useStepForm(ekycWizard, {
    userId,
    section: 'education',
    defaults: educationFromServer(saved),
    resolver: zodResolver(schema) as unknown as Resolver<EducationValues>,
    save: useSaveEkycEducation(),
    invalidate: [getGetEkycStatusQueryKey(), getGetEkycEducationQueryKey()],
    onSaved: () => onSaved(afterSave('education')),
    onError: (error, form) => applyServerErrors(error, form.setError, { fields: EDUCATION_FIELDS }),
  });
  const onSubmit = step.form.handleSubmit((values) =>
    step.submit({ data: toEducationPayload(values) }),
  );
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack}>
      <EducationFields
        control={step.form.control}
        options={options}
        labels={fields}
        placeholder={wizardMessages.choose}
      />
    </StepForm>
  );
}
