import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormTextField } from '@pendana/forms';
import { FormSelect } from '../../../lib/form-select';
import type { MasterOptions } from '../../../lib/master-options';
import { stepStyles } from '../styles';
import type { HeirValues } from './heir';

export type HeirLabels = Record<
  'ahliWaris' | 'nik' | 'hubungan' | 'telp' | 'alamat',
  MessageDescriptor
>;

export interface HeirFieldsProps<T extends FieldValues> {
  control: Control<T>;
  options: MasterOptions;
  /** The wizard's own texts for the fields. */
  labels: HeirLabels;
  placeholder: MessageDescriptor;
}

/** The heir's fields of the eKYC and the older KYC (spec §3), all required. */
export function HeirFields<T extends HeirValues>({
  control,
  options,
  labels,
  placeholder,
}: HeirFieldsProps<T>) {
  const intl = useIntl();
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const name = (field: keyof HeirValues) => field as Path<T>;
  return (
    <div className={stepStyles.grid}>
      <FormTextField
        control={control}
        name={name('ahli_waris')}
        label={label(labels.ahliWaris)}
        required
      />
      <FormTextField
        control={control}
        name={name('nik')}
        label={label(labels.nik)}
        inputMode="numeric"
        maxLength={16}
        parse={(text) => text.replace(/\D/g, '')}
        required
      />
      <FormSelect
        control={control}
        name={name('hubungan')}
        label={label(labels.hubungan)}
        placeholder={label(placeholder)}
        options={options.hubungan}
        required
      />
      <FormTextField
        control={control}
        name={name('telp')}
        label={label(labels.telp)}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name={name('alamat')}
        label={label(labels.alamat)}
        className={stepStyles.full}
        required
      />
    </div>
  );
}
