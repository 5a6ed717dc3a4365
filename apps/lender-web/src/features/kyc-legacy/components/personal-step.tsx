import type { Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  getGetLegacyKycPersonalDataQueryKey,
  getGetLegacyKycStatusQueryKey,
  useSubmitLegacyKycPersonalForm,
  type PersonalData,
} from '@pendana/api-sdk';
import { applyServerErrors, FormDateField, FormFileField } from '@pendana/forms';
import { nikSchema, VALIDATION_IDS } from '@pendana/forms/schemas';
import {
  ADDRESS_FIELDS,
  fieldMakers,
  KycRegionFields,
  StepForm,
  stepStyles,
  useStepForm,
  useUploadTexts,
} from '../../../capabilities/wizard';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import { useIndividualRegionOptions } from '../../../lib/region-options';
import {
  legacyFieldMessages as fields,
  legacyUploadMessages,
  legacyWizardMessages as wizard,
} from '../messages';
import { legacyWizard } from '../utils/legacy-wizard';
import {
  toLegacyPersonalForm,
  type LegacyPersonalValues,
  type LegacyPhotos,
} from '../utils/to-legacy-payloads';

const TEXT = [
  'nik',
  'nama',
  'tempat_lahir',
  'tanggal_lahir',
  'jenis_kelamin',
  'agama',
  'ibu_kandung',
  'status_pernikahan',
  ...ADDRESS_FIELDS,
  'rt',
  'rw',
] as const satisfies readonly (keyof LegacyPersonalValues)[];
const PHOTOS = [
  ['ktp', fields.fotoKtp],
  ['profile_ktp', fields.fotoProfileKtp],
  ['profile', fields.fotoProfile],
] as const;
type PersonalFormValues = LegacyPersonalValues & Record<'ktp' | 'profile_ktp' | 'profile', File[]>;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const MAX_BYTES = 5 * 1024 * 1024;

function fromServer(data: PersonalData | undefined): LegacyPersonalValues {
  const values = {} as LegacyPersonalValues;
  for (const field of TEXT) values[field] = asText(data?.[field] as string | number | undefined);
  for (const field of ['jenis_kelamin', 'agama', 'status_pernikahan'] as const)
    values[field] = asId(data?.[field]);
  return values;
}

export interface PersonalStepProps {
  userId: string;
  saved: PersonalData | undefined;
  options: MasterOptions;
  /** After the first form was saved; the photos are posted separately by the caller. */
  onSaved: (photos: LegacyPhotos) => void;
}

/** Step 0: personal data (multipart, first form) and the identity photos (posted after it). */

/** The NIK rule of @pendana/forms (16 digits; the message when it is empty too). */
const nikRule = nikSchema({ required: VALIDATION_IDS.nikLength });
export function PersonalStep({ userId, saved, options, onSaved }: PersonalStepProps) {
  const intl = useIntl();
  const uploadTexts = useUploadTexts(legacyUploadMessages);
  const step = useStepForm(legacyWizard, {
    userId,
    section: 'personal',
    defaults: fromServer(saved) as PersonalFormValues,
    files: { ktp: [], profile_ktp: [], profile: [] },
    save: useSubmitLegacyKycPersonalForm(),
    invalidate: [getGetLegacyKycStatusQueryKey(), getGetLegacyKycPersonalDataQueryKey()],
    onError: (error, form) =>
      applyServerErrors(error, form.setError, {
        fields: TEXT as readonly Path<PersonalFormValues>[],
      }),
  });
  const { control, handleSubmit, setError } = step.form;
  const { label, text: field, select: choice } = fieldMakers(control, intl, wizard.choose);

  const onSubmit = handleSubmit((values) => {
    if (!nikRule.safeParse(values.nik.replace(/\D/g, '')).success) {
      setError(
        'nik',
        { type: 'pattern', message: VALIDATION_IDS.nikLength },
        { shouldFocus: true },
      );
      return;
    }
    const { ktp, profile_ktp, profile, ...text } = values;
    step.submit({ data: toLegacyPersonalForm(text) }, () =>
      onSaved({
        ktp: ktp[0],
        profile_ktp: profile_ktp[0],
        profile: profile[0],
      }),
    );
  });

  // Every field of the first form is required.
  const text = (name: (typeof TEXT)[number], descriptor: MessageDescriptor, extra = {}) =>
    field(name, descriptor, { required: true, ...extra });
  const select = (
    name: (typeof TEXT)[number],
    descriptor: MessageDescriptor,
    list: MasterOptions[keyof MasterOptions],
  ) => choice(name, descriptor, list, true);

  return (
    <StepForm {...step.frame} onSubmit={onSubmit}>
      <div className={stepStyles.grid}>
        {text('nik', fields.nik, { inputMode: 'numeric', maxLength: 16 })}
        {text('nama', fields.nama, { autoComplete: 'name' })}
        {text('tempat_lahir', fields.tempatLahir)}
        <FormDateField
          control={control}
          name="tanggal_lahir"
          label={label(fields.tanggalLahir)}
          required
        />
        {select('jenis_kelamin', fields.jenisKelamin, options.jenisKelamin)}
        {select('agama', fields.agama, options.agama)}
        {text('ibu_kandung', fields.ibuKandung)}
        {select('status_pernikahan', fields.statusPernikahan, options.kawin)}
        <div className={stepStyles.full}>
          {text('alamat', fields.alamat, { autoComplete: 'street-address' })}
        </div>
        <KycRegionFields
          control={control}
          useOptions={useIndividualRegionOptions}
          labels={fields}
          placeholder={wizard.choose}
          required
        />
        {text('kode_pos', fields.kodePos, {
          inputMode: 'numeric',
          maxLength: 5,
        })}
        {text('rt', fields.rt, { inputMode: 'numeric', maxLength: 3 })}
        {text('rw', fields.rw, { inputMode: 'numeric', maxLength: 3 })}
      </div>
      <div className={stepStyles.grid}>
        {PHOTOS.map(([name, descriptor]) => (
          <FormFileField
            key={name}
            control={control}
            name={name}
            label={label(descriptor)}
            hint={label(fields.fotoHint)}
            accept={IMAGE_TYPES}
            maxSize={MAX_BYTES}
            maxFiles={1}
            texts={uploadTexts}
          />
        ))}
      </div>
    </StepForm>
  );
}
