import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import * as z from 'zod/mini';
import {
  useSaveCorporateAdministrators,
  useSaveCorporateContacts,
  useSaveCorporateShareholders,
  type CorporatePersonDetail,
  type CorporateSaveResponse,
  type ShareholderDetail,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Select } from '@pendana/design-system/components/select';
import { FormDateField, FormFileField, FormMoneyField, FormTextField } from '@pendana/forms';
import { errorMessageFor } from '../../../lib/error-message';
import {
  companyFieldMessages,
  fileUploadMessages,
  corporateWizardMessages as wizard,
  personFieldMessages as fields,
  regionFieldMessages,
} from '../messages';
import { FIRST_ADMINISTRATOR_JABATAN, type CorporateSection } from '../utils/corporate-steps';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import { serverFieldMessages } from '../utils/server-errors';
import {
  toAdministratorsPayload,
  toContactsPayload,
  toDmy,
  toShareholdersPayload,
  PERSON_PHOTO_FIELDS,
  type ShareholderValues,
} from '../utils/to-corporate-payloads';
import { FormSelect } from '../../../lib/form-select';
import { RegionFields } from './region-fields';
import { stepStyles } from './step-styles';

export type PeopleSection = Exclude<CorporateSection, 'company'>;
export type PersonRow = ShareholderValues & { id: string } & Record<
    (typeof PERSON_PHOTO_FIELDS)[number],
    File[]
  >;
export interface PeopleFormValues {
  people: PersonRow[];
}

const PERSON_FIELDS = [
  'id',
  'nama',
  'jenis_kelamin',
  'identitas',
  'tempat_lahir',
  'tanggal_lahir',
  'telepon',
  'agama',
  'pendidikan',
  'npwp',
  'jabatan',
  'alamat',
  'provinsi',
  'kabupaten',
  'kecamatan',
  'kelurahan',
  'kode_pos',
  'jenis_pemegang_saham',
  'nilai_saham',
  'lembar_saham',
] as const satisfies readonly (keyof PersonRow)[];

export const emptyPerson = (): PersonRow =>
  Object.fromEntries([
    ...PERSON_FIELDS.map((field) => [field, '']),
    ...PERSON_PHOTO_FIELDS.map((field) => [field, []]),
  ]) as unknown as PersonRow;

type SavedPerson = CorporatePersonDetail | ShareholderDetail;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PHOTO_LABEL = {
  foto_ktp: fields.fotoKtp,
  foto_npwp: fields.fotoNpwp,
  foto_profile: fields.fotoProfile,
  foto_profile_ktp: fields.fotoProfileKtp,
} as const;

function fromServer(person: SavedPerson): PersonRow {
  const row = emptyPerson();
  const data = person as Partial<Record<keyof PersonRow, string | number | null>>;
  for (const field of PERSON_FIELDS) row[field] = asText(data[field]);
  for (const field of [
    'jenis_kelamin',
    'agama',
    'pendidikan',
    'jabatan',
    'jenis_pemegang_saham',
  ] as const)
    row[field] = asId(data[field]);
  row.telepon = person.no_telepon ? `0${person.no_telepon}` : '';
  return row;
}

const useSave = (section: PeopleSection) => {
  const admins = useSaveCorporateAdministrators();
  const shareholders = useSaveCorporateShareholders();
  const contacts = useSaveCorporateContacts();
  return section === 'administrators'
    ? admins
    : section === 'shareholders'
      ? shareholders
      : contacts;
};

export interface PeopleStepProps {
  section: PeopleSection;
  userId: string;
  saved: SavedPerson[];
  options: MasterOptions;
  editMode: boolean;
  onSaved: (answer: CorporateSaveResponse) => void;
  onBack?: (() => void) | undefined;
}

/**
 * Steps 2–4: administrators (pengurus), shareholders (pemegang saham) and contacts, each a repeating
 * group of people (add, remove, at least one). The first administrator's jabatan is forced to 2;
 * identity type is always 1 (spec §3, §9).
 */
export function PeopleStep({
  section,
  userId,
  saved,
  options,
  editMode,
  onSaved,
  onBack,
}: PeopleStepProps) {
  const intl = useIntl();
  const isAdmins = section === 'administrators';
  const isShareholders = section === 'shareholders';
  const [draft] = useState(() => loadDraft<PeopleFormValues>(userId, section));
  const initialPeople = (): PersonRow[] => {
    const fromDraft = (draft.people ?? []).map((row) => ({ ...emptyPerson(), ...row }));
    if (fromDraft.length > 0) return fromDraft;
    if (saved.length > 0) return saved.map(fromServer);
    return [emptyPerson()];
  };

  const schema = useMemo(() => {
    const required = (message: string) =>
      z.string().check(z.refine((v) => v.trim() !== '', { error: message }));
    const person = z.looseObject({
      nama: required(intl.formatMessage(fields.namaRequired)),
      identitas: z.string().check(
        z.refine((v) => /^\d{16}$/.test(v.replace(/\s/g, '')), {
          error: intl.formatMessage(fields.identitasInvalid),
        }),
      ),
      tanggal_lahir: z.string().check(
        z.refine((v) => v.trim() === '' || toDmy(v) !== undefined, {
          error: intl.formatMessage(fields.tanggalLahirInvalid),
        }),
      ),
      telepon: z.string().check(
        z.refine(
          (v) => {
            if (v.trim() === '') return true;
            let d = v.replace(/\D/g, '');
            if (d.startsWith('62')) d = d.slice(2);
            if (d.startsWith('0')) d = d.slice(1);
            return /^8\d{7,12}$/.test(d);
          },
          { error: intl.formatMessage(fields.teleponInvalid) },
        ),
      ),
      kode_pos: z.string().check(
        z.refine((v) => v.trim() === '' || /^\d{5}$/.test(v.trim()), {
          error: intl.formatMessage(regionFieldMessages.kodePosInvalid),
        }),
      ),
      ...(isShareholders
        ? {
            jenis_pemegang_saham: required(intl.formatMessage(fields.required)),
            nilai_saham: required(intl.formatMessage(fields.required)),
            lembar_saham: z.string().check(
              z.refine((v) => /^\d{1,15}$/.test(v.replace(/\./g, '').trim()), {
                error: intl.formatMessage(fields.required),
              }),
            ),
          }
        : {}),
    });
    return z.object({
      people: z
        .array(person)
        .check(z.minLength(1, { error: intl.formatMessage(fields.atLeastOne) })),
    });
  }, [intl, isShareholders]);

  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<PeopleFormValues>(
    {
      resolver: zodResolver(schema) as unknown as Resolver<PeopleFormValues>,
      defaultValues: { people: initialPeople() },
    },
  );
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({ control, name: 'people', keyName: 'key' });
  useDraft(userId, section, watch);
  const save = useSave(section);

  const onSubmit = handleSubmit((values) => {
    // jabatan is required for everyone but the first administrator (forced to 2).
    const missing = values.people
      .map((person, index) => (person.jabatan === '' && !(isAdmins && index === 0) ? index : -1))
      .filter((index) => index >= 0);
    missing.forEach((index, order) =>
      setError(
        `people.${index}.jabatan`,
        { type: 'required', message: intl.formatMessage(fields.jabatanRequired) },
        { shouldFocus: order === 0 },
      ),
    );
    if (missing.length > 0) return;
    const onSuccess = (answer: CorporateSaveResponse) => {
      clearDraft(userId, section);
      onSaved(answer);
    };
    const onError = (error: unknown) => {
      let first = true;
      for (const [path, message] of serverFieldMessages(error)) {
        setError(
          path as Path<PeopleFormValues>,
          { type: 'server', message },
          { shouldFocus: first },
        );
        first = false;
      }
    };
    // The three sections have their own calls; each maps its people the spec's way.
    if (section === 'administrators') {
      const mutate = save.mutate as ReturnType<typeof useSaveCorporateAdministrators>['mutate'];
      mutate({ data: toAdministratorsPayload(values.people) }, { onSuccess, onError });
    } else if (section === 'shareholders') {
      const mutate = save.mutate as ReturnType<typeof useSaveCorporateShareholders>['mutate'];
      mutate({ data: toShareholdersPayload(values.people) }, { onSuccess, onError });
    } else {
      const mutate = save.mutate as ReturnType<typeof useSaveCorporateContacts>['mutate'];
      mutate({ data: toContactsPayload(values.people) }, { onSuccess, onError });
    }
  });

  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const placeholder = intl.formatMessage(wizard.choose);
  const title = (index: number) =>
    intl.formatMessage(
      isAdmins ? fields.administrator : isShareholders ? fields.shareholder : fields.contact,
      { number: String(index + 1) },
    );
  const jabatanLabel = options.jabatan.find(
    (option) => option.value === String(FIRST_ADMINISTRATOR_JABATAN),
  );
  // Photos already stored for a saved person (by row id): the lender need not choose them again.
  const savedPhotos = Object.fromEntries(
    saved.map((person) => [
      String(person.id),
      Object.fromEntries(PERSON_PHOTO_FIELDS.map((photo) => [photo, Boolean(person[photo])])),
    ]),
  ) as Record<string, Record<(typeof PERSON_PHOTO_FIELDS)[number], boolean> | undefined>;
  const uploadTexts = {
    drop: intl.formatMessage(fileUploadMessages.drop),
    choose: intl.formatMessage(fileUploadMessages.choose),
    remove: (file: string) => intl.formatMessage(fileUploadMessages.remove, { name: file }),
    tooLarge: (size: string) => intl.formatMessage(fileUploadMessages.tooLarge, { size }),
    invalidType: intl.formatMessage(fileUploadMessages.invalidType),
    tooMany: intl.formatMessage(fileUploadMessages.tooMany),
    progress: (percent: number) =>
      intl.formatMessage(fileUploadMessages.progress, { percent: String(percent) }),
  };
  const listError = formState.errors.people?.root?.message ?? formState.errors.people?.message;

  return (
    <form
      className={stepStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="corporate-step-title"
    >
      {Object.keys(draft).length > 0 ? (
        <Alert status="info">{intl.formatMessage(wizard.draftRestored)}</Alert>
      ) : null}
      {save.isError ? (
        <Alert status="danger" title={intl.formatMessage(wizard.saveFailedTitle)}>
          {errorMessageFor(save.error, intl)}
        </Alert>
      ) : null}
      {listError ? <Alert status="danger">{listError}</Alert> : null}
      {rows.map((row, index) => {
        const at = <K extends keyof PersonRow>(field: K) =>
          `people.${index}.${field}` as Path<PeopleFormValues>;
        const name = title(index);
        return (
          <fieldset key={row.key} className={stepStyles.fieldset}>
            <legend className={stepStyles.legend}>{name}</legend>
            <div className={stepStyles.grid}>
              <FormTextField
                control={control}
                name={at('nama')}
                label={label(fields.nama)}
                required
              />
              <FormTextField
                control={control}
                name={at('identitas')}
                label={label(fields.identitas)}
                inputMode="numeric"
                maxLength={16}
                required
              />
              {isAdmins && index === 0 ? (
                <Select
                  label={label(fields.jabatan)}
                  options={jabatanLabel ? [jabatanLabel] : []}
                  value={String(FIRST_ADMINISTRATOR_JABATAN)}
                  hint={intl.formatMessage(fields.jabatanFixed)}
                  disabled
                />
              ) : (
                <FormSelect
                  control={control}
                  name={at('jabatan')}
                  label={label(fields.jabatan)}
                  placeholder={placeholder}
                  options={options.jabatan}
                  required
                />
              )}
              <FormSelect
                control={control}
                name={at('jenis_kelamin')}
                label={label(fields.jenisKelamin)}
                placeholder={placeholder}
                options={options.jenisKelamin}
              />
              <FormTextField
                control={control}
                name={at('tempat_lahir')}
                label={label(fields.tempatLahir)}
              />
              <FormDateField
                control={control}
                name={at('tanggal_lahir')}
                label={label(fields.tanggalLahir)}
              />
              <FormTextField
                control={control}
                name={at('telepon')}
                label={label(fields.telepon)}
                type="tel"
                inputMode="tel"
              />
              <FormSelect
                control={control}
                name={at('agama')}
                label={label(fields.agama)}
                placeholder={placeholder}
                options={options.agama}
              />
              <FormSelect
                control={control}
                name={at('pendidikan')}
                label={label(fields.pendidikan)}
                placeholder={placeholder}
                options={options.pendidikan}
              />
              <FormTextField
                control={control}
                name={at('npwp')}
                label={label(fields.npwp)}
                inputMode="numeric"
              />
              {isShareholders ? (
                <>
                  <FormSelect
                    control={control}
                    name={at('jenis_pemegang_saham')}
                    label={label(fields.jenisPemegangSaham)}
                    placeholder={placeholder}
                    options={options.jenisPemegangSaham}
                    required
                  />
                  <FormMoneyField
                    control={control}
                    name={at('nilai_saham')}
                    label={label(fields.nilaiSaham)}
                    required
                  />
                  <FormTextField
                    control={control}
                    name={at('lembar_saham')}
                    label={label(fields.lembarSaham)}
                    inputMode="numeric"
                    required
                  />
                </>
              ) : null}
              <div className={stepStyles.full}>
                <FormTextField
                  control={control}
                  name={at('alamat')}
                  label={intl.formatMessage(regionFieldMessages.alamat)}
                  autoComplete="off"
                />
              </div>
              <RegionFields
                control={control}
                setValue={setValue}
                prefix={`people.${index}.`}
                provinces={options.provinsi}
              />
            </div>
            <div className={stepStyles.grid}>
              {PERSON_PHOTO_FIELDS.map((photo) => (
                <FormFileField
                  key={photo}
                  control={control}
                  name={at(photo)}
                  label={label(PHOTO_LABEL[photo])}
                  hint={
                    savedPhotos[row.id]?.[photo]
                      ? label(fields.savedPhoto)
                      : label(companyFieldMessages.fotoHint)
                  }
                  accept={IMAGE_TYPES}
                  maxSize={MAX_FILE_BYTES}
                  maxFiles={1}
                  texts={uploadTexts}
                />
              ))}
            </div>
            {rows.length > 1 ? (
              <div className={stepStyles.personHeader}>
                <Button variant="outline" size="sm" onClick={() => remove(index)}>
                  {intl.formatMessage(fields.remove, { name })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <Button variant="outline" onClick={() => append(emptyPerson())}>
          <FormattedMessage
            {...(isAdmins
              ? fields.addAdministrator
              : isShareholders
                ? fields.addShareholder
                : fields.addContact)}
          />
        </Button>
      </div>
      <div className={stepStyles.actions}>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            <FormattedMessage {...wizard.back} />
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          loading={save.isPending}
          loadingLabel={intl.formatMessage(wizard.saving)}
        >
          <FormattedMessage {...(editMode ? wizard.save : wizard.next)} />
        </Button>
      </div>
    </form>
  );
}
