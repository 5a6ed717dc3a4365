import type { Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RadioGroup } from '@pendana/design-system/components/radio-group';
import { fieldMakers, KycRegionFields, stepStyles } from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import { useIndividualRegionOptions } from '../../../lib/region-options';
import { personalFieldMessages as fields, wizardMessages } from '../messages';
import type { IdentityKind, PersonalForm } from '../utils/personal-form';

const digits = (text: string) => text.replace(/\D/g, '');

interface GroupProps {
  control: Control<PersonalForm>;
  isPassport: boolean;
}

const useMakers = (control: Control<PersonalForm>) =>
  fieldMakers(control, useIntl(), wizardMessages.choose);

/** KTP or passport (spec §3): the choice itself, shown above the fields. */
export function IdentityKindChoice({
  value,
  onChange,
}: {
  value: IdentityKind;
  onChange: (value: IdentityKind) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={intl.formatMessage(fields.isPassport)}
      orientation="horizontal"
      name="identity"
      value={value}
      onValueChange={(next) => onChange(next === 'passport' ? 'passport' : 'ktp')}
      options={[
        { value: 'ktp', label: intl.formatMessage(fields.ktp) },
        { value: 'passport', label: intl.formatMessage(fields.passport) },
      ]}
    />
  );
}

/** The identity number: the NIK of a KTP, or the passport number and the country. */
export function IdentityNumberFields({ control, isPassport }: GroupProps) {
  const { label, text } = useMakers(control);
  if (isPassport) {
    return (
      <>
        {text('no_paspor', fields.noPaspor, { autoCapitalize: 'characters', required: true })}
        {text('warga_negara', fields.wargaNegara, { autoComplete: 'country-name' })}
      </>
    );
  }
  return text('nik', fields.nik, {
    hint: label(fields.nikHint),
    inputMode: 'numeric',
    maxLength: 16,
    parse: digits,
    required: true,
  });
}

/** Name, birth, sex, religion, mother's name and marital status. */
export function PersonFields({
  control,
  options,
}: Pick<GroupProps, 'control'> & { options: MasterOptions }) {
  const { label, text, select } = useMakers(control);
  return (
    <>
      {text('nama', fields.nama, { autoComplete: 'name', required: true })}
      {text('tempat_lahir', fields.tempatLahir)}
      {text('tanggal_lahir', fields.tanggalLahir, {
        inputMode: 'numeric',
        placeholder: label(fields.datePlaceholder),
        autoComplete: 'bday',
      })}
      {select('jenis_kelamin', fields.jenisKelamin, options.jenisKelamin)}
      {select('agama', fields.agama, options.agama, true)}
      {text('ibu_kandung', fields.ibuKandung, { required: true })}
      {select('status_pernikahan', fields.statusPernikahan, options.kawin, true)}
    </>
  );
}

/** The address: street, region pickers, postcode, RT and RW (the last three not for passports). */
export function AddressFields({ control, isPassport }: GroupProps) {
  const { text } = useMakers(control);
  const number = (name: 'kode_pos' | 'rt' | 'rw', label: MessageDescriptor, maxLength: number) =>
    text(name, label, {
      inputMode: 'numeric',
      maxLength,
      parse: digits,
      autoComplete: name === 'kode_pos' ? 'postal-code' : undefined,
      required: !isPassport,
    });
  return (
    <>
      {text('alamat', fields.alamat, {
        autoComplete: 'street-address',
        className: stepStyles.full,
      })}
      <KycRegionFields
        control={control}
        useOptions={useIndividualRegionOptions}
        labels={fields}
        placeholder={wizardMessages.choose}
      />
      {number('kode_pos', fields.kodePos, 5)}
      {number('rt', fields.rt, 3)}
      {number('rw', fields.rw, 3)}
    </>
  );
}
