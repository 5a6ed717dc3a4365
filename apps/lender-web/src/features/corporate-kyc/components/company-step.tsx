import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  useSaveCorporateCompanyData,
  type CompanyDataDetail,
  type CorporateSaveResponse,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { applyServerErrors, FormDateField, FormFileField, FormMoneyField } from '@pendana/forms';
import {
  ADDRESS_FIELDS,
  fieldMakers,
  StepForm,
  stepStyles,
  useStepForm,
  useUploadTexts,
} from '../../../capabilities/wizard';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import {
  companyFieldMessages as fields,
  corporateWizardMessages as wizard,
  fileUploadMessages,
  regionFieldMessages,
} from '../messages';
import { companySchema } from '../utils/company-schema';
import { CORPORATE_QUERY_KEYS, corporateWizard } from '../utils/corporate-wizard';
import { toFormPath } from '../utils/server-errors';
import type { COMPANY_DATE_FIELDS } from '../utils/to-corporate-payloads';
import { toCompanyPayload, type CompanyValues } from '../utils/to-corporate-payloads';
import { RegionFields } from './region-fields';

const TEXT_FIELDS = [
  'nama',
  'no_surat_izin',
  'npwp',
  'no_akta_pendirian',
  'tanggal_akta_pendirian',
  'no_akta_perubahan',
  'tanggal_akta_perubahan',
  'telepon',
  ...ADDRESS_FIELDS,
  'berkedudukan',
  'kedudukan_notaris_akta_pendirian',
  'kedudukan_notaris_akta_perubahan',
  'nama_notaris_akta_pendirian',
  'nama_notaris_akta_perubahan',
  'no_sk_kemenkumham_akta_pendirian',
  'no_sk_kemenkumham_akta_perubahan',
  'tanggal_sk_kemenkumham_akta_pendirian',
  'tanggal_sk_kemenkumham_akta_perubahan',
  'rekening',
  'bank',
  'nama_pemilik',
  'bidang_pekerjaan',
  'omset_tahun_terakhir',
  'total_aset_tahun_terakhir',
] as const;

export type CompanyFormValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  foto_npwp: File[];
  laporan_keuangan: File[];
};

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function fromServer(data: CompanyDataDetail | undefined): CompanyFormValues {
  const values = {
    foto_npwp: [],
    laporan_keuangan: [],
  } as unknown as CompanyFormValues;
  for (const field of TEXT_FIELDS) values[field] = asText(data?.[field]);
  values.bidang_pekerjaan = asId(data?.bidang_pekerjaan);
  return values;
}

export interface CompanyStepProps {
  userId: string;
  saved: CompanyDataDetail | undefined;
  options: MasterOptions;
  editMode: boolean;
  onSaved: (answer: CorporateSaveResponse) => void;
}

/** Step 1: company data (spec §3): dates DD-MM-YYYY, amounts digits only, NPWP photo and report. */
export function CompanyStep({ userId, saved, options, editMode, onSaved }: CompanyStepProps) {
  const intl = useIntl();
  const schema = useMemo(() => companySchema(intl), [intl]);
  const step = useStepForm(corporateWizard, {
    userId,
    section: 'company',
    defaults: fromServer(saved),
    files: { foto_npwp: [], laporan_keuangan: [] },
    resolver: zodResolver(schema) as unknown as Resolver<CompanyFormValues>,
    save: useSaveCorporateCompanyData(),
    invalidate: CORPORATE_QUERY_KEYS,
    onSaved,
    onError: (error, form) => applyServerErrors(error, form.setError, { fieldMap: toFormPath }),
  });
  const { control, handleSubmit } = step.form;
  const [localError, setLocalError] = useState<string | undefined>();
  const uploadTexts = useUploadTexts(fileUploadMessages);

  const onSubmit = handleSubmit((values) => {
    const { foto_npwp, laporan_keuangan, ...text } = values;
    const result = toCompanyPayload(text as CompanyValues, {
      foto_npwp: foto_npwp[0] ?? null,
      laporan_keuangan: laporan_keuangan[0] ?? null,
    });
    if (!result.ok) {
      setLocalError(intl.formatMessage(fields.npwpPhotoNotImage));
      return;
    }
    setLocalError(undefined);
    step.submit({ data: result.payload });
  });

  const { label, text, select } = fieldMakers(control, intl, wizard.choose);
  const date = (name: (typeof COMPANY_DATE_FIELDS)[number], descriptor: MessageDescriptor) => (
    <FormDateField control={control} name={name} label={label(descriptor)} />
  );
  const file = (name: 'foto_npwp' | 'laporan_keuangan', descriptor: MessageDescriptor) => (
    <FormFileField
      control={control}
      name={name}
      label={label(descriptor)}
      hint={
        saved?.[name]
          ? label(fields.savedFile)
          : label(name === 'foto_npwp' ? fields.fotoHint : fields.laporanHint)
      }
      accept={name === 'foto_npwp' ? IMAGE_TYPES : [...IMAGE_TYPES, 'application/pdf']}
      maxSize={MAX_FILE_BYTES}
      maxFiles={1}
      texts={uploadTexts}
    />
  );
  const group = (legend: MessageDescriptor, children: ReactNode) => (
    <fieldset className={stepStyles.fieldset}>
      <legend className={stepStyles.legend}>{label(legend)}</legend>
      {children}
    </fieldset>
  );
  const deed = (kind: 'pendirian' | 'perubahan') =>
    group(
      kind === 'pendirian' ? fields.deedSection : fields.amendmentSection,
      <div className={stepStyles.grid}>
        {text(`no_akta_${kind}`, fields.noAkta)}
        {date(`tanggal_akta_${kind}`, fields.tanggalAkta)}
        {text(`nama_notaris_akta_${kind}`, fields.namaNotaris, {
          autoComplete: 'off',
        })}
        {text(`kedudukan_notaris_akta_${kind}`, fields.kedudukanNotaris)}
        {text(`no_sk_kemenkumham_akta_${kind}`, fields.noSk)}
        {date(`tanggal_sk_kemenkumham_akta_${kind}`, fields.tanggalSk)}
      </div>,
    );

  return (
    <StepForm
      {...step.frame}
      restoredNote={wizard.draftFilesNote}
      onSubmit={onSubmit}
      submitLabel={editMode ? wizard.save : undefined}
    >
      {localError ? <Alert status="danger">{localError}</Alert> : null}
      <div className={stepStyles.grid}>
        {text('nama', fields.nama, {
          required: true,
          autoComplete: 'organization',
        })}
        {text('npwp', fields.npwp, { required: true, inputMode: 'numeric' })}
        {text('no_surat_izin', fields.noSuratIzin)}
        {text('telepon', fields.telepon, {
          inputMode: 'tel',
          autoComplete: 'tel',
        })}
        {select('bidang_pekerjaan', fields.bidangPekerjaan, options.bidangPekerjaan)}
        {text('berkedudukan', fields.berkedudukan)}
      </div>
      {deed('pendirian')}
      {deed('perubahan')}
      {group(
        fields.addressSection,
        <div className={stepStyles.grid}>
          <div className={stepStyles.full}>
            {text('alamat', regionFieldMessages.alamat, {
              autoComplete: 'street-address',
            })}
          </div>
          <RegionFields control={control} provinces={options.provinsi} />
        </div>,
      )}
      {group(
        fields.bankSection,
        <>
          <div className={stepStyles.grid}>
            {select('bank', fields.bank, options.bank)}
            {text('rekening', fields.rekening, { inputMode: 'numeric' })}
            {text('nama_pemilik', fields.namaPemilik)}
            <FormMoneyField
              control={control}
              name="omset_tahun_terakhir"
              label={label(fields.omset)}
            />
            <FormMoneyField
              control={control}
              name="total_aset_tahun_terakhir"
              label={label(fields.totalAset)}
            />
          </div>
          <div className={stepStyles.grid}>
            {file('foto_npwp', fields.fotoNpwp)}
            {file('laporan_keuangan', fields.laporanKeuangan)}
          </div>
        </>,
      )}
    </StepForm>
  );
}
