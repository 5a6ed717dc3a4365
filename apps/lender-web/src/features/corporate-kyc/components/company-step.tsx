import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import * as z from 'zod/mini';
import {
  useSaveCorporateCompanyData,
  type CompanyDataDetail,
  type CorporateSaveResponse,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { FormDateField, FormFileField, FormMoneyField, FormTextField } from '@pendana/forms';
import { errorMessageFor } from '../../../lib/error-message';
import {
  companyFieldMessages as fields,
  corporateWizardMessages as wizard,
  fileUploadMessages,
  regionFieldMessages,
} from '../messages';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import { serverFieldMessages } from '../utils/server-errors';
import { toCompanyPayload, toDmy, type CompanyValues } from '../utils/to-corporate-payloads';
import { FormSelect } from '../../../lib/form-select';
import { RegionFields } from './region-fields';
import { stepStyles } from './step-styles';

const TEXT_FIELDS = [
  'nama',
  'no_surat_izin',
  'npwp',
  'no_akta_pendirian',
  'tanggal_akta_pendirian',
  'no_akta_perubahan',
  'tanggal_akta_perubahan',
  'telepon',
  'alamat',
  'provinsi',
  'kabupaten',
  'kecamatan',
  'kelurahan',
  'kode_pos',
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
const DATE_FIELDS = [
  'tanggal_akta_pendirian',
  'tanggal_akta_perubahan',
  'tanggal_sk_kemenkumham_akta_pendirian',
  'tanggal_sk_kemenkumham_akta_perubahan',
] as const;

export type CompanyFormValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  foto_npwp: File[];
  laporan_keuangan: File[];
};

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function fromServer(data: CompanyDataDetail | undefined): CompanyFormValues {
  const values = { foto_npwp: [], laporan_keuangan: [] } as unknown as CompanyFormValues;
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
  const [draft] = useState(() => loadDraft<CompanyFormValues>(userId, 'company'));
  const schema = useMemo(() => {
    const digits = (min: number, max: number, message: string) =>
      z.string().check(
        z.refine(
          (v) => {
            const d = v.replace(/\D/g, '');
            return (
              v.trim() === '' || (d.length >= min && d.length <= max && /^[\d\s.\-+]*$/.test(v))
            );
          },
          { error: message },
        ),
      );
    const date = z.string().check(
      z.refine((v) => v.trim() === '' || toDmy(v) !== undefined, {
        error: intl.formatMessage(fields.dateInvalid),
      }),
    );
    return z.looseObject({
      nama: z
        .string()
        .check(
          z.refine((v) => v.trim() !== '', { error: intl.formatMessage(fields.namaRequired) }),
        ),
      npwp: z.string().check(
        z.refine((v) => /^(\d{15}|\d{16})$/.test(v.replace(/\D/g, '')), {
          error: intl.formatMessage(fields.npwpInvalid),
        }),
      ),
      telepon: digits(6, 15, intl.formatMessage(fields.teleponInvalid)),
      rekening: digits(6, 20, intl.formatMessage(fields.rekeningInvalid)),
      ...Object.fromEntries(DATE_FIELDS.map((field) => [field, date])),
    });
  }, [intl]);
  const { control, handleSubmit, setError, setValue, watch } = useForm<CompanyFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<CompanyFormValues>,
    defaultValues: { ...fromServer(saved), ...draft, foto_npwp: [], laporan_keuangan: [] },
  });
  useDraft(userId, 'company', watch);
  const save = useSaveCorporateCompanyData();
  const [localError, setLocalError] = useState<string | undefined>();

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
    save.mutate(
      { data: result.payload },
      {
        onSuccess: (answer) => {
          clearDraft(userId, 'company');
          onSaved(answer);
        },
        onError: (error) => {
          let first = true;
          for (const [path, message] of serverFieldMessages(error)) {
            setError(
              path as Path<CompanyFormValues>,
              { type: 'server', message },
              { shouldFocus: first },
            );
            first = false;
          }
        },
      },
    );
  });

  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const placeholder = intl.formatMessage(wizard.choose);
  const uploadTexts = {
    drop: intl.formatMessage(fileUploadMessages.drop),
    choose: intl.formatMessage(fileUploadMessages.choose),
    remove: (name: string) => intl.formatMessage(fileUploadMessages.remove, { name }),
    tooLarge: (size: string) => intl.formatMessage(fileUploadMessages.tooLarge, { size }),
    invalidType: intl.formatMessage(fileUploadMessages.invalidType),
    tooMany: intl.formatMessage(fileUploadMessages.tooMany),
    progress: (percent: number) =>
      intl.formatMessage(fileUploadMessages.progress, { percent: String(percent) }),
  };
  const text = (
    name: (typeof TEXT_FIELDS)[number],
    descriptor: Parameters<typeof label>[0],
    extra = {},
  ) => <FormTextField control={control} name={name} label={label(descriptor)} {...extra} />;
  const date = (name: (typeof DATE_FIELDS)[number], descriptor: Parameters<typeof label>[0]) => (
    <FormDateField control={control} name={name} label={label(descriptor)} />
  );
  const deed = (kind: 'pendirian' | 'perubahan') => (
    <fieldset className={stepStyles.fieldset}>
      <legend className={stepStyles.legend}>
        {label(kind === 'pendirian' ? fields.deedSection : fields.amendmentSection)}
      </legend>
      <div className={stepStyles.grid}>
        {text(`no_akta_${kind}`, fields.noAkta)}
        {date(`tanggal_akta_${kind}`, fields.tanggalAkta)}
        {text(`nama_notaris_akta_${kind}`, fields.namaNotaris, { autoComplete: 'off' })}
        {text(`kedudukan_notaris_akta_${kind}`, fields.kedudukanNotaris)}
        {text(`no_sk_kemenkumham_akta_${kind}`, fields.noSk)}
        {date(`tanggal_sk_kemenkumham_akta_${kind}`, fields.tanggalSk)}
      </div>
    </fieldset>
  );

  return (
    <form
      className={stepStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="corporate-step-title"
    >
      {Object.keys(draft).length > 0 ? (
        <Alert status="info">
          {intl.formatMessage(wizard.draftRestored)} {intl.formatMessage(wizard.draftFilesNote)}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert status="danger" title={intl.formatMessage(wizard.saveFailedTitle)}>
          {errorMessageFor(save.error, intl)}
        </Alert>
      ) : null}
      {localError ? <Alert status="danger">{localError}</Alert> : null}
      <div className={stepStyles.grid}>
        {text('nama', fields.nama, { required: true, autoComplete: 'organization' })}
        {text('npwp', fields.npwp, { required: true, inputMode: 'numeric' })}
        {text('no_surat_izin', fields.noSuratIzin)}
        {text('telepon', fields.telepon, { inputMode: 'tel', autoComplete: 'tel' })}
        <FormSelect
          control={control}
          name="bidang_pekerjaan"
          label={label(fields.bidangPekerjaan)}
          placeholder={placeholder}
          options={options.bidangPekerjaan}
        />
        {text('berkedudukan', fields.berkedudukan)}
      </div>
      {deed('pendirian')}
      {deed('perubahan')}
      <fieldset className={stepStyles.fieldset}>
        <legend className={stepStyles.legend}>{label(fields.addressSection)}</legend>
        <div className={stepStyles.grid}>
          <div className={stepStyles.full}>
            <FormTextField
              control={control}
              name="alamat"
              label={intl.formatMessage(regionFieldMessages.alamat)}
              autoComplete="street-address"
            />
          </div>
          <RegionFields control={control} setValue={setValue} provinces={options.provinsi} />
        </div>
      </fieldset>
      <fieldset className={stepStyles.fieldset}>
        <legend className={stepStyles.legend}>{label(fields.bankSection)}</legend>
        <div className={stepStyles.grid}>
          <FormSelect
            control={control}
            name="bank"
            label={label(fields.bank)}
            placeholder={placeholder}
            options={options.bank}
          />
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
          <FormFileField
            control={control}
            name="foto_npwp"
            label={label(fields.fotoNpwp)}
            hint={saved?.foto_npwp ? label(fields.savedFile) : label(fields.fotoHint)}
            accept={IMAGE_TYPES}
            maxSize={MAX_FILE_BYTES}
            maxFiles={1}
            texts={uploadTexts}
          />
          <FormFileField
            control={control}
            name="laporan_keuangan"
            label={label(fields.laporanKeuangan)}
            hint={saved?.laporan_keuangan ? label(fields.savedFile) : label(fields.laporanHint)}
            accept={[...IMAGE_TYPES, 'application/pdf']}
            maxSize={MAX_FILE_BYTES}
            maxFiles={1}
            texts={uploadTexts}
          />
        </div>
      </fieldset>
      <div className={stepStyles.actions}>
        <span />
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
