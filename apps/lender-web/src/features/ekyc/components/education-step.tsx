import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import {
  getGetEkycEducationQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycEducation,
  type EducationWork,
} from '@pendana/api-sdk';
import {
  EDUCATION_FIELDS,
  EducationFields,
  educationFromServer,
  StepForm,
  toEducationPayload,
  useStepForm,
  type EducationValues,
} from '../../../capabilities/wizard';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
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

/** Step 1: education, work and bank (spec §3); npwp always sent (spec §5). */
export function EducationStep({ userId, saved, options, onSaved, onBack }: EducationStepProps) {
  const intl = useIntl();
  const schema = useMemo(
    () =>
      z.looseObject({
        npwp: z.string().check(
          z.refine(
            (v) => v.replace(/\D/g, '') === '' || /^(\d{15}|\d{16})$/.test(v.replace(/\D/g, '')),
            {
              error: intl.formatMessage(fields.npwpInvalid),
            },
          ),
        ),
        rekening: z.string().check(
          z.refine((v) => v.trim() === '' || /^\d{6,20}$/.test(v.replace(/\s/g, '')), {
            error: intl.formatMessage(fields.rekeningInvalid),
          }),
        ),
      }),
    [intl],
  );
  const step = useStepForm(ekycWizard, {
    userId,
    section: 'education',
    defaults: educationFromServer(saved),
    resolver: zodResolver(schema) as unknown as Resolver<EducationValues>,
    save: useSaveEkycEducation(),
    invalidate: [getGetEkycStatusQueryKey(), getGetEkycEducationQueryKey()],
    onSaved: () => onSaved(afterSave('education')),
    onError: (error, form) => applyServerFieldErrors(error, EDUCATION_FIELDS, form.setError),
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
