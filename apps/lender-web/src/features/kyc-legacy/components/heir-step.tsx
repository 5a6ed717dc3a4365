import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSaveLegacyKycHeir, type Heir } from '@pendana/api-sdk';
import { FormTextField } from '@pendana/forms';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { legacyFieldMessages as fields, legacyWizardMessages as wizard } from '../messages';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import { toLegacyHeir, type LegacyHeirValues } from '../utils/to-legacy-payloads';
import { FormSelect } from '../../../lib/form-select';
import { LegacyFormFrame } from './legacy-form-parts';
import { stepStyles } from './step-styles';

const FIELDS = ['ahli_waris', 'nik', 'hubungan', 'telp', 'alamat'] as const;

function fromServer(data: Heir | undefined): LegacyHeirValues {
  return {
    ahli_waris: asText(data?.ahli_waris),
    nik: asText(data?.nik),
    hubungan: asId(data?.hubungan),
    telp: data?.telp ? `0${data.telp}` : '',
    alamat: asText(data?.alamat),
  };
}

export interface HeirStepProps {
  userId: string;
  saved: Heir | undefined;
  options: MasterOptions;
  onSaved: () => void;
  onBack: () => void;
}

/** Step 2: heir (JSON); after it the phone modal opens. */
export function HeirStep({ userId, saved, options, onSaved, onBack }: HeirStepProps) {
  const intl = useIntl();
  const [draft] = useState(() => loadDraft<LegacyHeirValues>(userId, 'heir'));
  const { control, handleSubmit, setError, watch } = useForm<LegacyHeirValues>({
    defaultValues: { ...fromServer(saved), ...draft },
  });
  useDraft(userId, 'heir', watch);
  const save = useSaveLegacyKycHeir();
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { data: toLegacyHeir(values) },
      {
        onSuccess: () => {
          clearDraft(userId, 'heir');
          onSaved();
        },
        onError: (error) => {
          applyServerFieldErrors(error, FIELDS as readonly Path<LegacyHeirValues>[], setError);
          applyServerFieldErrors(error, ['kode_operator' as Path<LegacyHeirValues>], (_, message) =>
            setError('telp', message),
          );
        },
      },
    ),
  );

  return (
    <LegacyFormFrame
      onSubmit={() => void onSubmit()}
      draftRestored={Object.keys(draft).length > 0}
      error={save.error}
      saving={save.isPending}
      onBack={onBack}
    >
      <div className={stepStyles.grid}>
        <FormTextField
          control={control}
          name="ahli_waris"
          label={label(fields.ahliWaris)}
          required
        />
        <FormTextField
          control={control}
          name="nik"
          label={label(fields.nikAhliWaris)}
          inputMode="numeric"
          maxLength={16}
          required
        />
        <FormSelect
          control={control}
          name="hubungan"
          label={label(fields.hubungan)}
          placeholder={label(wizard.choose)}
          options={options.hubungan}
          required
        />
        <FormTextField
          control={control}
          name="telp"
          label={label(fields.telp)}
          type="tel"
          inputMode="tel"
          required
        />
        <div className={stepStyles.full}>
          <FormTextField
            control={control}
            name="alamat"
            label={label(fields.alamatAhliWaris)}
            required
          />
        </div>
      </div>
    </LegacyFormFrame>
  );
}
