import { useIntl } from 'react-intl';
import {
  getGetLegacyKycEducationQueryKey,
  getGetLegacyKycStatusQueryKey,
  useSubmitLegacyKycEducationForm,
  type EducationWork,
} from '@pendana/api-sdk';
import { applyServerErrors, FormFileField } from '@pendana/forms';
import {
  EDUCATION_FIELDS,
  EducationFields,
  educationFromServer,
  StepForm,
  useStepForm,
  useUploadTexts,
  type EducationValues,
} from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import {
  legacyFieldMessages as fields,
  legacyUploadMessages,
  legacyWizardMessages as wizard,
} from '../messages';
import { legacyWizard } from '../utils/legacy-wizard';
import { toLegacyEducationForm } from '../utils/to-legacy-payloads';

type EducationFormValues = EducationValues & { foto_npwp: File[] };

export interface EducationStepProps {
  userId: string;
  saved: EducationWork | undefined;
  options: MasterOptions;
  onSaved: () => void;
  onBack: () => void;
}

/** Step 1: education, work and bank (second multipart form; npwp always sent). */
export function EducationStep({ userId, saved, options, onSaved, onBack }: EducationStepProps) {
  const intl = useIntl();
  const uploadTexts = useUploadTexts(legacyUploadMessages);
  const step = useStepForm(legacyWizard, {
    userId,
    section: 'education',
    defaults: educationFromServer(saved) as EducationFormValues,
    files: { foto_npwp: [] },
    save: useSubmitLegacyKycEducationForm(),
    invalidate: [getGetLegacyKycStatusQueryKey(), getGetLegacyKycEducationQueryKey()],
    onSaved,
    onError: (error, form) => applyServerErrors(error, form.setError, { fields: EDUCATION_FIELDS }),
  });
  const { control, handleSubmit } = step.form;
  const onSubmit = handleSubmit(({ foto_npwp, ...values }) =>
    step.submit({ data: toLegacyEducationForm(values, foto_npwp[0]) }),
  );

  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack}>
      <EducationFields
        control={control}
        options={options}
        labels={fields}
        placeholder={wizard.choose}
      >
        <FormFileField
          control={control}
          name="foto_npwp"
          label={intl.formatMessage(fields.fotoNpwp)}
          hint={intl.formatMessage(fields.fotoHint)}
          accept={['image/jpeg', 'image/png']}
          maxSize={5 * 1024 * 1024}
          maxFiles={1}
          texts={uploadTexts}
        />
      </EducationFields>
    </StepForm>
  );
}
