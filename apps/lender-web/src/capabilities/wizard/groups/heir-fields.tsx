import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MasterOptions } from '../../../lib/master-options';
import { fieldMakers } from '../field-makers';
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
  const { text, select } = fieldMakers(control, useIntl(), placeholder);
  const name = (field: keyof HeirValues) => field as Path<T>;
  return (
    <div className={stepStyles.grid}>
      {text(name('ahli_waris'), labels.ahliWaris, { required: true })}
      {text(name('nik'), labels.nik, {
        inputMode: 'numeric',
        maxLength: 16,
        parse: (typed) => typed.replace(/\D/g, ''),
        required: true,
      })}
      {select(name('hubungan'), labels.hubungan, options.hubungan, true)}
      {text(name('telp'), labels.telp, {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'off',
        required: true,
      })}
      {text(name('alamat'), labels.alamat, { className: stepStyles.full, required: true })}
    </div>
  );
}
