import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormTextField } from '@pendana/forms';
import { FormSelect } from '../../../lib/form-select';
import type { MasterOptions } from '../../../lib/master-options';
import { stepStyles } from '../styles';
import type { EducationValues } from './education';

export type EducationLabels = Record<
  | 'pendidikan'
  | 'pekerjaan'
  | 'bidangPekerjaan'
  | 'bidangOnline'
  | 'lamaKerja'
  | 'estimasiPenghasilan'
  | 'sumberPenghasilan'
  | 'npwp'
  | 'bank'
  | 'rekening'
  | 'namaPemilik',
  MessageDescriptor
>;

export interface EducationFieldsProps<T extends FieldValues> {
  control: Control<T>;
  options: MasterOptions;
  /** The wizard's own texts for the fields. */
  labels: EducationLabels;
  placeholder: MessageDescriptor;
  /** Fields of this wizard after the shared ones (e.g. the NPWP photo). */
  children?: ReactNode;
}

/**
 * The education, work and bank fields of the eKYC and the older KYC (spec §3): the server requires
 * education, job, income, its source, the bank, the account and its owner.
 */
export function EducationFields<T extends EducationValues>({
  control,
  options,
  labels,
  placeholder,
  children,
}: EducationFieldsProps<T>) {
  const intl = useIntl();
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const select = (
    name: keyof EducationValues,
    descriptor: MessageDescriptor,
    list: MasterOptions[keyof MasterOptions],
    required = false,
  ) => (
    <FormSelect
      control={control}
      name={name as Path<T>}
      label={label(descriptor)}
      placeholder={label(placeholder)}
      options={list}
      required={required}
    />
  );
  return (
    <div className={stepStyles.grid}>
      {select('pendidikan', labels.pendidikan, options.pendidikan, true)}
      {select('pekerjaan', labels.pekerjaan, options.pekerjaan, true)}
      {select('bidang_pekerjaan', labels.bidangPekerjaan, options.bidangPekerjaan)}
      {select('bidang_online', labels.bidangOnline, options.bidangOnline)}
      {select('lama_kerja', labels.lamaKerja, options.lamaKerja)}
      {select('estimasi_penghasilan', labels.estimasiPenghasilan, options.pendapatan, true)}
      {select('sumber_penghasilan', labels.sumberPenghasilan, options.sumberPenghasilan, true)}
      <FormTextField
        control={control}
        name={'npwp' as Path<T>}
        label={label(labels.npwp)}
        inputMode="numeric"
      />
      {select('bank', labels.bank, options.bank, true)}
      <FormTextField
        control={control}
        name={'rekening' as Path<T>}
        label={label(labels.rekening)}
        inputMode="numeric"
        required
      />
      <FormTextField
        control={control}
        name={'nama_pemilik' as Path<T>}
        label={label(labels.namaPemilik)}
        autoComplete="name"
        required
      />
      {children}
    </div>
  );
}
