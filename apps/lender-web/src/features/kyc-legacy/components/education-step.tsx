import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSubmitLegacyKycEducationForm, type EducationWork } from '@pendana/api-sdk';
import { FormFileField, FormTextField } from '@pendana/forms';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { legacyFieldMessages as fields, legacyWizardMessages as wizard } from '../messages';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import {
  LEGACY_EDUCATION_IDS,
  toLegacyEducationForm,
  type LegacyEducationValues,
} from '../utils/to-legacy-payloads';
import { FormSelect } from '../../../lib/form-select';
import { LegacyFormFrame } from './legacy-form-parts';
import { stepStyles } from './step-styles';
import { useUploadTexts } from './use-upload-texts';

const FIELDS = [...LEGACY_EDUCATION_IDS, 'npwp', 'rekening', 'bank', 'nama_pemilik'] as const;
type EducationFormValues = LegacyEducationValues & { foto_npwp: File[] };

function fromServer(data: EducationWork | undefined): LegacyEducationValues {
  const values = {} as LegacyEducationValues;
  for (const field of FIELDS) values[field] = asText(data?.[field]);
  for (const field of LEGACY_EDUCATION_IDS) values[field] = asId(data?.[field]);
  return values;
}

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
  const uploadTexts = useUploadTexts();
  const [draft] = useState(() => loadDraft<LegacyEducationValues>(userId, 'education'));
  const { control, handleSubmit, setError, watch } = useForm<EducationFormValues>({
    defaultValues: { ...fromServer(saved), ...draft, foto_npwp: [] },
  });
  useDraft(userId, 'education', watch);
  const submit = useSubmitLegacyKycEducationForm();
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const placeholder = label(wizard.choose);

  const onSubmit = handleSubmit(({ foto_npwp, ...values }) =>
    submit.mutate(
      { data: toLegacyEducationForm(values, foto_npwp[0]) },
      {
        onSuccess: () => {
          clearDraft(userId, 'education');
          onSaved();
        },
        onError: (error) =>
          applyServerFieldErrors(error, FIELDS as readonly Path<EducationFormValues>[], setError),
      },
    ),
  );
  const select = (
    name: Path<LegacyEducationValues>,
    descriptor: MessageDescriptor,
    list: MasterOptions[keyof MasterOptions],
    required = false,
  ) => (
    <FormSelect
      control={control}
      name={name}
      label={label(descriptor)}
      placeholder={placeholder}
      options={list}
      required={required}
    />
  );

  return (
    <LegacyFormFrame
      onSubmit={() => void onSubmit()}
      draftRestored={Object.keys(draft).length > 0}
      error={submit.error}
      saving={submit.isPending}
      onBack={onBack}
    >
      <div className={stepStyles.grid}>
        {select('pendidikan', fields.pendidikan, options.pendidikan, true)}
        {select('pekerjaan', fields.pekerjaan, options.pekerjaan, true)}
        {select('bidang_pekerjaan', fields.bidangPekerjaan, options.bidangPekerjaan)}
        {select('bidang_online', fields.bidangOnline, options.bidangOnline)}
        {select('lama_kerja', fields.lamaKerja, options.lamaKerja)}
        {select('estimasi_penghasilan', fields.estimasiPenghasilan, options.pendapatan, true)}
        {select('sumber_penghasilan', fields.sumberPenghasilan, options.sumberPenghasilan, true)}
        <FormTextField
          control={control}
          name="npwp"
          label={label(fields.npwp)}
          inputMode="numeric"
        />
        {select('bank', fields.bank, options.bank, true)}
        <FormTextField
          control={control}
          name="rekening"
          label={label(fields.rekening)}
          inputMode="numeric"
          required
        />
        <FormTextField
          control={control}
          name="nama_pemilik"
          label={label(fields.namaPemilik)}
          autoComplete="name"
          required
        />
        <FormFileField
          control={control}
          name="foto_npwp"
          label={label(fields.fotoNpwp)}
          hint={label(fields.fotoHint)}
          accept={['image/jpeg', 'image/png']}
          maxSize={5 * 1024 * 1024}
          maxFiles={1}
          texts={uploadTexts}
        />
      </div>
    </LegacyFormFrame>
  );
}
