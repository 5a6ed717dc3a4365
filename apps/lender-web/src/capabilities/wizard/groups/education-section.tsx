import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { EducationWork } from '@pendana/api-sdk';
import { FormFileField } from '@pendana/forms';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { StepForm } from '../step-form';
import { useUploadTexts, type UploadMessages } from '../upload-texts';
import {
  EDUCATION_FIELDS,
  educationFromServer,
  toEducationPayload,
  type EducationValues,
} from './education';
import { EducationFields, type EducationLabels } from './education-fields';
import {
  useSectionForm,
  type PhotoFieldTexts,
  type SectionConfig,
  type SectionStepProps,
} from './section-config';

export type EducationConfig = SectionConfig<EducationValues, EducationLabels> & {
  /** The older KYC also takes an NPWP photo (JPEG or PNG, at most 5 MB), sent when chosen. */
  npwpPhoto?: PhotoFieldTexts & { upload: UploadMessages };
};

type EducationForm = EducationValues & { foto_npwp: File[] };

function NpwpPhotoField({
  control,
  texts,
}: {
  control: Control<EducationForm>;
  texts: NonNullable<EducationConfig['npwpPhoto']>;
}) {
  const intl = useIntl();
  return (
    <FormFileField
      control={control}
      name="foto_npwp"
      label={intl.formatMessage(texts.label)}
      hint={intl.formatMessage(texts.hint)}
      accept={['image/jpeg', 'image/png']}
      maxSize={5 * 1024 * 1024}
      maxFiles={1}
      texts={useUploadTexts(texts.upload)}
    />
  );
}

/** The education, work and bank step of the eKYC and the older KYC (spec §3; npwp always sent). */
export function EducationSection(
  props: SectionStepProps<'education', EducationWork> & { config: EducationConfig },
) {
  const { wizard, config, saved, options, onBack } = props;
  const step = useSectionForm<EducationForm, 'education'>(props, 'education', {
    defaults: educationFromServer(saved) as EducationForm,
    files: { foto_npwp: [] },
    onError: (error, form) => applyServerFieldErrors(error, EDUCATION_FIELDS, form.setError),
  });
  const onSubmit = step.form.handleSubmit(({ foto_npwp, ...values }) =>
    step.submit({ data: toEducationPayload(values, foto_npwp[0]) as never }),
  );
  const photo = config.npwpPhoto;
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack}>
      <EducationFields
        control={step.form.control}
        options={options}
        labels={config.labels}
        placeholder={wizard.messages.choose}
      >
        {photo ? <NpwpPhotoField control={step.form.control} texts={photo} /> : null}
      </EducationFields>
    </StepForm>
  );
}
