import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import {
  getGetEkycPersonalDataQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycPersonalData,
  useScanIdCard,
  type EkycPersonalData,
  type OcrResponse,
} from '@pendana/api-sdk';
import { TOAST_DURATION } from '@pendana/design-system/components/toast';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { RadioGroup } from '@pendana/design-system/components/radio-group';
import { FormTextField } from '@pendana/forms';
import { toaster } from '../../../lib/toaster';
import {
  LivenessCheck,
  type StoredLiveness,
  livenessMessages,
} from '../../../capabilities/liveness';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { errorMessageFor } from '../../../lib/error-message';
import { personalFieldMessages as fields, photoMessages, wizardMessages } from '../messages';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { afterSave, type EkycAfterSave } from '../utils/ekyc-steps';
import type { MasterOptions } from '../../../lib/master-options';
import { asId, asText } from '../../../lib/master-options';
import { ocrOutcome } from '../utils/ocr';
import { toOcrFile } from '../utils/ocr-image';
import { livenessIssue, personalDataIssues } from '../utils/submit-check';
import {
  toPersonalDataPayload,
  type Coordinates,
  type PersonalDataValues,
} from '../utils/to-personal-data-payload';
import { IdentityPhotos, type IdentityPhotoValues, type PhotoKey } from './identity-photos';
import { FormSelect } from '../../../lib/form-select';
import { RegionFields, useIndividualRegionLists } from '../../../lib/region-fields';
import { stepStyles } from './step-styles';

type IdentityKind = 'ktp' | 'passport';
type PersonalForm = PersonalDataValues & { identity: IdentityKind };

const SERVER_FIELDS = [
  'nik',
  'no_paspor',
  'nama',
  'tempat_lahir',
  'tanggal_lahir',
  'agama',
  'jenis_kelamin',
  'ibu_kandung',
  'status_pernikahan',
  'warga_negara',
  'alamat',
  'provinsi',
  'kabupaten',
  'kecamatan',
  'kelurahan',
  'kode_pos',
  'rt',
  'rw',
] as const satisfies readonly Path<PersonalForm>[];

function fromServer(data: EkycPersonalData | undefined): PersonalForm {
  return {
    identity: data?.is_passport ? 'passport' : 'ktp',
    nik: asText(data?.nik),
    no_paspor: asText(data?.no_paspor),
    nama: asText(data?.nama),
    tempat_lahir: asText(data?.tempat_lahir),
    tanggal_lahir: asText(data?.tanggal_lahir),
    agama: asId(data?.agama),
    jenis_kelamin: asId(data?.jenis_kelamin),
    ibu_kandung: asText(data?.ibu_kandung),
    status_pernikahan: asId(data?.status_pernikahan),
    kewarganegaraan: data?.kewarganegaraan ?? '',
    warga_negara: asText(data?.warga_negara),
    alamat: asText(data?.alamat),
    provinsi: asText(data?.provinsi),
    kabupaten: asText(data?.kabupaten),
    kecamatan: asText(data?.kecamatan),
    kelurahan: asText(data?.kelurahan),
    kode_pos: asText(data?.kode_pos),
    rt: asText(data?.rt),
    rw: asText(data?.rw),
  };
}

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
  liveness: StoredLiveness | null;
  onLiveness: (result: StoredLiveness) => void;
}

/** The device position, asked once a photo is taken; sent as alt, lat, long when given (spec §3). */
function readCoordinates(): Promise<Coordinates | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          altitude: position.coords.altitude,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
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
  liveness,
  onLiveness,
}: PersonalDataStepProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [draft] = useState(() => loadDraft<PersonalForm>(userId, 'personal'));
  const restored = Object.keys(draft).length > 0;
  const schema = useMemo(() => {
    const text = z.string();
    // A loose object: the fields it does not name pass through untouched.
    return z
      .looseObject({
        identity: z.enum(['ktp', 'passport']),
        nik: text,
        no_paspor: text,
        nama: z.string().check(z.trim(), z.minLength(1, intl.formatMessage(fields.namaRequired))),
        tanggal_lahir: z.string().check(
          z.refine((v) => v === '' || /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/.test(v), {
            error: intl.formatMessage(fields.tanggalLahirInvalid),
          }),
        ),
      })
      .check(
        z.refine((v) => v.identity === 'passport' || /^\d{16}$/.test(v.nik.trim()), {
          path: ['nik'],
          error: intl.formatMessage(fields.nikInvalid),
        }),
        z.refine((v) => v.identity === 'ktp' || v.no_paspor.trim() !== '', {
          path: ['no_paspor'],
          error: intl.formatMessage(fields.noPasporRequired),
        }),
      );
  }, [intl]);

  const { control, handleSubmit, setValue, setError, watch } = useForm<PersonalForm>({
    resolver: zodResolver(schema) as unknown as Resolver<PersonalForm>,
    defaultValues: { ...fromServer(saved), ...draft },
  });
  useDraft(userId, 'personal', watch);
  const identity = useWatch({ control, name: 'identity' });
  const isPassport = identity === 'passport';
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
  const save = useSaveEkycPersonalData();
  const scan = useScanIdCard();

  // KTP OCR (spec §5, §8, §9): the 800×600 image is read, the fields it finds are filled, and one of
  // the OCR messages is shown for 5 s.
  const readKtp = async (dataUrl: string) => {
    let answer: OcrResponse | null;
    try {
      answer = await scan.mutateAsync({ data: { ktp_file: await toOcrFile(dataUrl) } });
    } catch {
      answer = null;
    }
    const outcome = ocrOutcome(answer);
    for (const [field, value] of Object.entries(outcome.fields)) {
      setValue(field as keyof PersonalForm, value, { shouldDirty: true, shouldValidate: true });
    }
    toaster.create({
      title: intl.formatMessage(outcome.message, outcome.values),
      type: outcome.status === 'success' ? 'success' : 'error',
      duration: TOAST_DURATION.OCR,
    });
  };

  const onSubmit = handleSubmit((values) => {
    // Spec §5: the messages before the eKYC submit, on their fields and listed above the button.
    const found = personalDataIssues(values, isPassport);
    // Spec §5: a photo was taken but there is no liveness result → 'Mohon melakukan test liveness'.
    const noLiveness =
      usesLiveness && !isPassport ? livenessIssue(photos, liveness !== null) : null;
    setLivenessError(noLiveness ? intl.formatMessage(noLiveness.message) : undefined);
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
      found.map((issue) => ({ field: issue.field, text: intl.formatMessage(issue.message) })),
    );
    if (found.length > 0 || missingPhotos.length > 0) {
      found.forEach((issue, index) => {
        if (issue.field !== 'images' && issue.field !== 'liveness') {
          setError(
            issue.field,
            { type: 'spec', message: intl.formatMessage(issue.message) },
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
      { isPassport, images: photos, coordinates: await (coordinates.current ?? null) },
    );
    if (!result.ok) {
      setIssues([{ field: 'payload', text: intl.formatMessage(result.error) }]);
      return;
    }
    save.mutate(
      { data: result.payload },
      {
        onSuccess: async () => {
          clearDraft(userId, 'personal');
          await queryClient.invalidateQueries({ queryKey: getGetEkycStatusQueryKey() });
          await queryClient.invalidateQueries({ queryKey: getGetEkycPersonalDataQueryKey() });
          onSaved(afterSave('personal'));
        },
        onError: (error) => applyServerFieldErrors(error, SERVER_FIELDS, setError),
      },
    );
  };

  const placeholder = intl.formatMessage(wizardMessages.choose);
  const label = (descriptor: (typeof fields)[keyof typeof fields]) =>
    intl.formatMessage(descriptor);

  return (
    <form
      className={stepStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="ekyc-step-title"
    >
      {restored ? (
        <Alert status="info">{intl.formatMessage(wizardMessages.draftRestored)}</Alert>
      ) : null}
      <fieldset className={stepStyles.fieldset}>
        <legend className={stepStyles.legend}>{intl.formatMessage(photoMessages.heading)}</legend>
        <div className={stepStyles.grid}>
          <IdentityPhotos
            isPassport={isPassport}
            photos={photos}
            onChange={setPhoto}
            errors={photoErrors}
            onKtp={(dataUrl) => void readKtp(dataUrl)}
            ocrBusy={scan.isPending}
          />
        </div>
      </fieldset>
      {usesLiveness && !isPassport ? (
        <fieldset className={stepStyles.fieldset}>
          <legend className={stepStyles.legend}>
            {intl.formatMessage(livenessMessages.heading)}
          </legend>
          <LivenessCheck
            selfie={photos.profile}
            result={liveness}
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
      {save.isError ? (
        <Alert status="danger" title={intl.formatMessage(wizardMessages.saveFailedTitle)}>
          {errorMessageFor(save.error, intl)}
        </Alert>
      ) : null}
      <RadioGroup
        label={label(fields.isPassport)}
        orientation="horizontal"
        name="identity"
        value={identity}
        onValueChange={(value) =>
          setValue('identity', value === 'passport' ? 'passport' : 'ktp', { shouldDirty: true })
        }
        options={[
          { value: 'ktp', label: label(fields.ktp) },
          { value: 'passport', label: label(fields.passport) },
        ]}
      />
      <div className={stepStyles.grid}>
        {isPassport ? (
          <>
            <FormTextField
              control={control}
              name="no_paspor"
              label={label(fields.noPaspor)}
              autoCapitalize="characters"
              required
            />
            <FormTextField
              control={control}
              name="warga_negara"
              label={label(fields.wargaNegara)}
              autoComplete="country-name"
            />
          </>
        ) : (
          <FormTextField
            control={control}
            name="nik"
            label={label(fields.nik)}
            hint={label(fields.nikHint)}
            inputMode="numeric"
            maxLength={16}
            parse={(text) => text.replace(/\D/g, '')}
            required
          />
        )}
        <FormTextField
          control={control}
          name="nama"
          label={label(fields.nama)}
          autoComplete="name"
          required
        />
        <FormTextField control={control} name="tempat_lahir" label={label(fields.tempatLahir)} />
        <FormTextField
          control={control}
          name="tanggal_lahir"
          label={label(fields.tanggalLahir)}
          inputMode="numeric"
          placeholder={label(fields.datePlaceholder)}
          autoComplete="bday"
        />
        <FormSelect
          control={control}
          name="jenis_kelamin"
          label={label(fields.jenisKelamin)}
          placeholder={placeholder}
          options={options.jenisKelamin}
        />
        <FormSelect
          control={control}
          name="agama"
          label={label(fields.agama)}
          placeholder={placeholder}
          options={options.agama}
          required
        />
        <FormTextField
          control={control}
          name="ibu_kandung"
          label={label(fields.ibuKandung)}
          required
        />
        <FormSelect
          control={control}
          name="status_pernikahan"
          label={label(fields.statusPernikahan)}
          placeholder={placeholder}
          options={options.kawin}
          required
        />
        <FormTextField
          control={control}
          name="alamat"
          label={label(fields.alamat)}
          autoComplete="street-address"
          className={stepStyles.full}
        />
        <RegionFields
          control={control}
          setValue={setValue}
          useLists={useIndividualRegionLists}
          labels={fields}
          placeholder={wizardMessages.choose}
        />
        <FormTextField
          control={control}
          name="kode_pos"
          label={label(fields.kodePos)}
          inputMode="numeric"
          maxLength={5}
          parse={(text) => text.replace(/\D/g, '')}
          autoComplete="postal-code"
          required={!isPassport}
        />
        <FormTextField
          control={control}
          name="rt"
          label={label(fields.rt)}
          inputMode="numeric"
          maxLength={3}
          parse={(t) => t.replace(/\D/g, '')}
          required={!isPassport}
        />
        <FormTextField
          control={control}
          name="rw"
          label={label(fields.rw)}
          inputMode="numeric"
          maxLength={3}
          parse={(t) => t.replace(/\D/g, '')}
          required={!isPassport}
        />
      </div>
      <div className={stepStyles.actions}>
        <span />
        <Button
          type="submit"
          loading={save.isPending}
          loadingLabel={intl.formatMessage(wizardMessages.saving)}
        >
          <FormattedMessage {...wizardMessages.next} />
        </Button>
      </div>
    </form>
  );
}
