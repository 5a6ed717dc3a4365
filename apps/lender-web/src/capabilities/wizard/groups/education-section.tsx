import type { Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { EducationWork } from '@pendana/api-sdk';
import { applyServerErrors, FormFileField } from '@pendana/forms';
import { fieldMakers } from '../field-makers';
import { StepForm } from '../step-form';
import { stepStyles } from '../styles';
import { useUploadTexts, type UploadMessages } from '../upload-texts';
import {
  EDUCATION_FIELDS,
  educationFromServer,
  toEducationPayload,
  type EducationValues,
} from './education';
import {
  useSectionForm,
  type PhotoFieldTexts,
  type SectionConfig,
  type SectionStepProps,
} from './section-config';

export type EducationLabels = Record<
  | 'pendidikan'
  | 'pekerjaan'
  | 'bidangPekerjaan'
  | 'bidangOnline'
  | 'lamaKerja'
  | 'estimasiPenghasilan'
  | 'sumberPenghasilan'
  | 'npwp'
  | 'bank'
  | 'rekening'
  | 'namaPemilik',
  MessageDescriptor
>;

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

/**
 * The education, work and bank step of the eKYC and the older KYC (spec §3; npwp always sent): the
 * server requires education, job, income, its source, the bank, the account and its owner.
 */
export function EducationSection(
  props: SectionStepProps<'education', EducationWork> & { config: EducationConfig },
) {
  const { wizard, config, saved, options, onBack, submitLabel } = props;
  const step = useSectionForm<EducationForm, 'education'>(props, 'education', {
    defaults: educationFromServer(saved) as EducationForm,
    files: { foto_npwp: [] },
    onError: (error, form) => applyServerErrors(error, form.setError, { fields: EDUCATION_FIELDS }),
  });
  const onSubmit = step.form.handleSubmit(({ foto_npwp, ...values }) =>
    step.submit({ data: toEducationPayload(values, foto_npwp[0]) as never }),
  );
  const { text, select } = fieldMakers(step.form.control, useIntl(), wizard.messages.choose);
  const labels = config.labels;
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack} submitLabel={submitLabel}>
      <div className={stepStyles.grid}>
        {select('pendidikan', labels.pendidikan, options.pendidikan, true)}
        {select('pekerjaan', labels.pekerjaan, options.pekerjaan, true)}
        {select('bidang_pekerjaan', labels.bidangPekerjaan, options.bidangPekerjaan)}
        {select('bidang_online', labels.bidangOnline, options.bidangOnline)}
        {select('lama_kerja', labels.lamaKerja, options.lamaKerja)}
        {select('estimasi_penghasilan', labels.estimasiPenghasilan, options.pendapatan, true)}
        {select('sumber_penghasilan', labels.sumberPenghasilan, options.sumberPenghasilan, true)}
        {text('npwp', labels.npwp, { inputMode: 'numeric' })}
        {select('bank', labels.bank, options.bank, true)}
        {text('rekening', labels.rekening, { inputMode: 'numeric', required: true })}
        {text('nama_pemilik', labels.namaPemilik, { autoComplete: 'name', required: true })}
        {config.npwpPhoto ? (
          <NpwpPhotoField control={step.form.control} texts={config.npwpPhoto} />
        ) : null}
      </div>
    </StepForm>
  );
}
