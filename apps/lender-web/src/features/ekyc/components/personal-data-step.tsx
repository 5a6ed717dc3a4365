import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  getGetEkycPersonalDataQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycPersonalData,
  type EkycPersonalData,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { applyServerErrors } from '@pendana/forms';
import { livenessIssue, personalDataIssues, type SubmitIssue } from '@pendana/forms/schemas';
import { SaveFailed, StepForm, stepStyles, useStepForm } from '../../../capabilities/wizard';
import {
  LivenessCheck,
  livenessMessages,
  type LivenessProvider,
  type StoredLiveness,
} from '../../../capabilities/liveness';
import type { MasterOptions } from '../../../lib/master-options';
import { photoMessages, wizardMessages } from '../messages';
import { afterSave, type EkycAfterSave } from '../utils/ekyc-steps';
import { ekycWizard } from '../utils/ekyc-wizard';
import {
  PERSONAL_SERVER_FIELDS,
  personalFromServer,
  readCoordinates,
  type PersonalForm,
} from '../utils/personal-form';
import { personalSchema } from '../utils/personal-schema';
import { toPersonalDataPayload, type Coordinates } from '../utils/to-personal-data-payload';
import { IdentityPhotos, type IdentityPhotoValues, type PhotoKey } from './identity-photos';
import {
  AddressFields,
  IdentityKindChoice,
  IdentityNumberFields,
  PersonFields,
} from './personal-fields';
import { useKtpOcr } from './use-ktp-ocr';

export interface PersonalDataStepProps {
  userId: string;
  saved: EkycPersonalData | undefined;
  options: MasterOptions;
  onSaved: (next: EkycAfterSave) => void;
  /** Identity photos, kept in memory by the wizard (never in storage). */
  photos: IdentityPhotoValues;
  onPhoto: (key: PhotoKey, value: string | null) => void;
  /** Liveness path (KTP holders when a liveness provider is used): the test is part of this step. */
  usesLiveness: boolean;
  /** The provider the liveness test starts with (the server's setting). */
  livenessProvider: LivenessProvider;
  liveness: StoredLiveness | null;
  onLiveness: (result: StoredLiveness) => void;
}

/** Step 0: identity and personal data (spec §3, §5). */
export function PersonalDataStep({
  userId,
  saved,
  options,
  onSaved,
  photos,
  onPhoto,
  usesLiveness,
  livenessProvider,
  liveness,
  onLiveness,
}: PersonalDataStepProps) {
  const intl = useIntl();
  const schema = useMemo(() => personalSchema(intl), [intl]);
  const step = useStepForm(ekycWizard, {
    userId,
    section: 'personal',
    defaults: personalFromServer(saved),
    resolver: zodResolver(schema) as unknown as Resolver<PersonalForm>,
    save: useSaveEkycPersonalData(),
    invalidate: [getGetEkycStatusQueryKey(), getGetEkycPersonalDataQueryKey()],
    onSaved: () => onSaved(afterSave('personal')),
    onError: (error, form) =>
      applyServerErrors(error, form.setError, { fields: PERSONAL_SERVER_FIELDS }),
  });
  const { control, handleSubmit, setValue, setError } = step.form;
  const identity = useWatch({ control, name: 'identity' });
  const isPassport = identity === 'passport';
  const ocr = useKtpOcr(setValue);
  // The messages listed above the button, each with the field it is about (to drop it once solved).
  const [issues, setIssues] = useState<{ field: string; text: string }[]>([]);
  const [photoErrors, setPhotoErrors] = useState<Partial<Record<PhotoKey, string>>>({});
  const [livenessError, setLivenessError] = useState<string | undefined>();
  const coordinates = useRef<Promise<Coordinates | null> | null>(null);
  const setPhoto = (key: PhotoKey, value: string | null) => {
    onPhoto(key, value);
    setPhotoErrors((current) => ({ ...current, [key]: undefined }));
    if (value && !coordinates.current) coordinates.current = readCoordinates();
  };

  const onSubmit = handleSubmit((values) => {
    // Spec §5: the messages before the eKYC submit, on their fields and listed above the button.
    const found: SubmitIssue[] = personalDataIssues(values, isPassport);
    // Spec §5: a photo was taken but there is no liveness result → 'Mohon melakukan test liveness'.
    const noLiveness =
      usesLiveness && !isPassport ? livenessIssue(photos, liveness !== null) : null;
    setLivenessError(noLiveness ? intl.formatMessage({ id: noLiveness.message }) : undefined);
    if (noLiveness) found.push(noLiveness);
    // Photos already stored on the server need not be taken again; passport holders send the
    // placeholder ID photo instead of a KTP.
    const missingPhotos = (['foto_ktp', 'profile_ktp', 'profile'] as const).filter(
      (key) => !photos[key] && !saved?.[key] && !(key === 'foto_ktp' && isPassport),
    );
    setPhotoErrors(
      Object.fromEntries(
        missingPhotos.map((key) => [key, intl.formatMessage(photoMessages.required)]),
      ),
    );
    setIssues(
      found.map((issue) => ({
        field: issue.field,
        text: intl.formatMessage({ id: issue.message }),
      })),
    );
    if (found.length > 0 || missingPhotos.length > 0) {
      found.forEach((issue, index) => {
        if (issue.field !== 'images' && issue.field !== 'liveness') {
          setError(
            issue.field as keyof PersonalForm,
            { type: 'spec', message: issue.message },
            { shouldFocus: index === 0 },
          );
        }
      });
      return;
    }
    void submit(values);
  });

  const submit = async (values: PersonalForm) => {
    const result = toPersonalDataPayload(
      { ...values, kewarganegaraan: isPassport ? 'WNA' : 'WNI' },
      {
        isPassport,
        images: photos,
        coordinates: await (coordinates.current ?? null),
      },
    );
    if (!result.ok) {
      setIssues([{ field: 'payload', text: intl.formatMessage(result.error) }]);
      return;
    }
    step.submit({ data: result.payload });
  };

  return (
    <StepForm {...step.frame} error={undefined} onSubmit={onSubmit}>
      <fieldset className={stepStyles.plainFieldset}>
        <legend className={stepStyles.plainLegend}>
          {intl.formatMessage(photoMessages.heading)}
        </legend>
        <div className={stepStyles.grid}>
          <IdentityPhotos
            isPassport={isPassport}
            photos={photos}
            onChange={setPhoto}
            errors={photoErrors}
            onKtp={ocr.read}
            ocrBusy={ocr.busy}
          />
        </div>
      </fieldset>
      {usesLiveness && !isPassport ? (
        <fieldset className={stepStyles.plainFieldset}>
          <legend className={stepStyles.plainLegend}>
            {intl.formatMessage(livenessMessages.heading)}
          </legend>
          <LivenessCheck
            selfie={photos.profile}
            result={liveness}
            provider={livenessProvider}
            onResult={(result) => {
              // A liveness result answers 'Mohon melakukan test liveness': its field error and its
              // line above the button go at once, not at the next submit.
              setLivenessError(undefined);
              setIssues((current) => current.filter((issue) => issue.field !== 'liveness'));
              onLiveness(result);
            }}
            error={livenessError}
          />
        </fieldset>
      ) : null}
      {issues.length > 0 ? (
        <Alert status="danger" title={intl.formatMessage(wizardMessages.checkTitle)}>
          <ul className={stepStyles.list}>
            {issues.map(({ text }) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {step.frame.error ? (
        <SaveFailed error={step.frame.error} title={wizardMessages.saveFailedTitle} />
      ) : null}
      <IdentityKindChoice
        value={identity}
        onChange={(value) => setValue('identity', value, { shouldDirty: true })}
      />
      <div className={stepStyles.grid}>
        <IdentityNumberFields control={control} isPassport={isPassport} />
        <PersonFields control={control} options={options} />
        <AddressFields control={control} isPassport={isPassport} />
      </div>
    </StepForm>
  );
}
