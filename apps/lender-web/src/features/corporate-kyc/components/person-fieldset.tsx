import type { Control, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import type { FileUploadTexts } from '@pendana/design-system/components/file-upload';
import { Select } from '@pendana/design-system/components/select';
import { FormDateField, FormFileField, FormMoneyField } from '@pendana/forms';
import { fieldMakers, stepStyles } from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import {
  companyFieldMessages,
  corporateWizardMessages as wizard,
  personFieldMessages as fields,
  regionFieldMessages,
} from '../messages';
import { FIRST_ADMINISTRATOR_JABATAN } from '../utils/corporate-steps';
import type { PeopleFormValues, PeopleSection, PersonPhoto, PersonRow } from '../utils/people';
import { PERSON_PHOTO_FIELDS } from '../utils/to-corporate-payloads';
import { RegionFields } from './region-fields';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PHOTO_LABEL = {
  foto_ktp: fields.fotoKtp,
  foto_npwp: fields.fotoNpwp,
  foto_profile: fields.fotoProfile,
  foto_profile_ktp: fields.fotoProfileKtp,
} as const;

export interface PersonFieldsetProps {
  control: Control<PeopleFormValues>;
  section: PeopleSection;
  index: number;
  /** The row's title, e.g. 'Pengurus 2'. */
  name: string;
  options: MasterOptions;
  /** The photos the server already holds for this person. */
  savedPhotos: Record<PersonPhoto, boolean> | undefined;
  uploadTexts: FileUploadTexts;
  /** Removes the row; absent while it is the only one. */
  onRemove?: (() => void) | undefined;
}

/**
 * One person of a people step (spec §3, §9): name, identity number, jabatan (forced to 2 for the
 * first administrator), personal data, the shareholding of a shareholder, address and photos.
 */
export function PersonFieldset({
  control,
  section,
  index,
  name,
  options,
  savedPhotos,
  uploadTexts,
  onRemove,
}: PersonFieldsetProps) {
  const intl = useIntl();
  const { label, text, select } = fieldMakers(control, intl, wizard.choose);
  const at = (field: keyof PersonRow) => `people.${index}.${field}` as Path<PeopleFormValues>;
  const fixedJabatan = options.jabatan.find(
    (option) => option.value === String(FIRST_ADMINISTRATOR_JABATAN),
  );
  return (
    <fieldset className={stepStyles.fieldset}>
      <legend className={stepStyles.legend}>{name}</legend>
      <div className={stepStyles.grid}>
        {text(at('nama'), fields.nama, { required: true })}
        {text(at('identitas'), fields.identitas, {
          inputMode: 'numeric',
          maxLength: 16,
          required: true,
        })}
        {section === 'administrators' && index === 0 ? (
          <Select
            label={label(fields.jabatan)}
            options={fixedJabatan ? [fixedJabatan] : []}
            value={String(FIRST_ADMINISTRATOR_JABATAN)}
            hint={label(fields.jabatanFixed)}
            disabled
          />
        ) : (
          select(at('jabatan'), fields.jabatan, options.jabatan, true)
        )}
        {select(at('jenis_kelamin'), fields.jenisKelamin, options.jenisKelamin)}
        {text(at('tempat_lahir'), fields.tempatLahir)}
        <FormDateField
          control={control}
          name={at('tanggal_lahir')}
          label={label(fields.tanggalLahir)}
        />
        {text(at('telepon'), fields.telepon, { type: 'tel', inputMode: 'tel' })}
        {select(at('agama'), fields.agama, options.agama)}
        {select(at('pendidikan'), fields.pendidikan, options.pendidikan)}
        {text(at('npwp'), fields.npwp, { inputMode: 'numeric' })}
        {section === 'shareholders' ? (
          <>
            {select(
              at('jenis_pemegang_saham'),
              fields.jenisPemegangSaham,
              options.jenisPemegangSaham,
              true,
            )}
            <FormMoneyField
              control={control}
              name={at('nilai_saham')}
              label={label(fields.nilaiSaham)}
              required
            />
            {text(at('lembar_saham'), fields.lembarSaham, { inputMode: 'numeric', required: true })}
          </>
        ) : null}
        <div className={stepStyles.full}>
          {text(at('alamat'), regionFieldMessages.alamat, { autoComplete: 'off' })}
        </div>
        <RegionFields control={control} prefix={`people.${index}.`} provinces={options.provinsi} />
      </div>
      <div className={stepStyles.grid}>
        {PERSON_PHOTO_FIELDS.map((photo) => (
          <FormFileField
            key={photo}
            control={control}
            name={at(photo)}
            label={label(PHOTO_LABEL[photo])}
            hint={label(savedPhotos?.[photo] ? fields.savedPhoto : companyFieldMessages.fotoHint)}
            accept={IMAGE_TYPES}
            maxSize={MAX_FILE_BYTES}
            maxFiles={1}
            texts={uploadTexts}
          />
        ))}
      </div>
      {onRemove ? (
        <div className={stepStyles.personHeader}>
          <Button variant="outline" size="sm" onClick={onRemove}>
            {intl.formatMessage(fields.remove, { name })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
