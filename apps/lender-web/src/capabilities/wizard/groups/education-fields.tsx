import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { MasterOptions } from '../../../lib/master-options';
import { fieldMakers } from '../field-makers';
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
  const { text, select } = fieldMakers(control, useIntl(), placeholder);
  const name = (field: keyof EducationValues) => field as Path<T>;
  return (
    <div className={stepStyles.grid}>
      {select(name('pendidikan'), labels.pendidikan, options.pendidikan, true)}
      {select(name('pekerjaan'), labels.pekerjaan, options.pekerjaan, true)}
      {select(name('bidang_pekerjaan'), labels.bidangPekerjaan, options.bidangPekerjaan)}
      {select(name('bidang_online'), labels.bidangOnline, options.bidangOnline)}
      {select(name('lama_kerja'), labels.lamaKerja, options.lamaKerja)}
      {select(name('estimasi_penghasilan'), labels.estimasiPenghasilan, options.pendapatan, true)}
      {select(
        name('sumber_penghasilan'),
        labels.sumberPenghasilan,
        options.sumberPenghasilan,
        true,
      )}
      {text(name('npwp'), labels.npwp, { inputMode: 'numeric' })}
      {select(name('bank'), labels.bank, options.bank, true)}
      {text(name('rekening'), labels.rekening, { inputMode: 'numeric', required: true })}
      {text(name('nama_pemilik'), labels.namaPemilik, { autoComplete: 'name', required: true })}
      {children}
    </div>
  );
}
