import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import {
  getGetEkycEducationQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycEducation,
  type EducationWork,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { FormTextField } from '@pendana/forms';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { errorMessageFor } from '../../../lib/error-message';
import { educationFieldMessages as fields, wizardMessages } from '../messages';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { afterSave, type EkycAfterSave } from '../utils/ekyc-steps';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import { toEducationPayload, type EducationValues } from '../utils/to-education-payload';
import { FormSelect } from '../../../lib/form-select';
import { stepStyles } from './step-styles';

const FIELDS = [
  'pendidikan',
  'pekerjaan',
  'bidang_pekerjaan',
  'bidang_online',
  'lama_kerja',
  'estimasi_penghasilan',
  'sumber_penghasilan',
  'npwp',
  'rekening',
  'bank',
  'nama_pemilik',
] as const satisfies readonly Path<EducationValues>[];
const ID_FIELDS = FIELDS.slice(0, 7);
/** The selects the server requires (rekening and nama_pemilik too); the others are optional. */
const SERVER_REQUIRED = new Set<string>([
  'pendidikan',
  'pekerjaan',
  'estimasi_penghasilan',
  'sumber_penghasilan',
  'bank',
]);

function fromServer(data: EducationWork | undefined): EducationValues {
  const values = {} as EducationValues;
  for (const field of FIELDS) values[field] = asText(data?.[field]);
  for (const field of ID_FIELDS) values[field] = asId(data?.[field]);
  return values;
}

export interface EducationStepProps {
  userId: string;
  saved: EducationWork | undefined;
  options: MasterOptions;
  onSaved: (next: EkycAfterSave) => void;
  onBack: () => void;
}

/** Step 1: education, work and bank (spec §3); npwp always sent (spec §5). */
export function EducationStep({ userId, saved, options, onSaved, onBack }: EducationStepProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [draft] = useState(() => loadDraft<EducationValues>(userId, 'education'));
  const schema = useMemo(
    () =>
      z.looseObject({
        npwp: z.string().check(
          z.refine(
            (v) => v.replace(/\D/g, '') === '' || /^(\d{15}|\d{16})$/.test(v.replace(/\D/g, '')),
            {
              error: intl.formatMessage(fields.npwpInvalid),
            },
          ),
        ),
        rekening: z.string().check(
          z.refine((v) => v.trim() === '' || /^\d{6,20}$/.test(v.replace(/\s/g, '')), {
            error: intl.formatMessage(fields.rekeningInvalid),
          }),
        ),
      }),
    [intl],
  );
  const { control, handleSubmit, setError, watch } = useForm<EducationValues>({
    resolver: zodResolver(schema) as unknown as Resolver<EducationValues>,
    defaultValues: { ...fromServer(saved), ...draft },
  });
  useDraft(userId, 'education', watch);
  const save = useSaveEkycEducation();

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { data: toEducationPayload(values) },
      {
        onSuccess: async () => {
          clearDraft(userId, 'education');
          await queryClient.invalidateQueries({ queryKey: getGetEkycStatusQueryKey() });
          await queryClient.invalidateQueries({ queryKey: getGetEkycEducationQueryKey() });
          onSaved(afterSave('education'));
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  const placeholder = intl.formatMessage(wizardMessages.choose);
  const label = (descriptor: (typeof fields)[keyof typeof fields]) =>
    intl.formatMessage(descriptor);
  const select = (
    name: Path<EducationValues>,
    text: string,
    list: MasterOptions[keyof MasterOptions],
  ) => (
    <FormSelect
      control={control}
      name={name}
      label={text}
      placeholder={placeholder}
      options={list}
      required={SERVER_REQUIRED.has(name)}
    />
  );

  return (
    <form
      className={stepStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="ekyc-step-title"
    >
      {Object.keys(draft).length > 0 ? (
        <Alert status="info">{intl.formatMessage(wizardMessages.draftRestored)}</Alert>
      ) : null}
      {save.isError ? (
        <Alert status="danger" title={intl.formatMessage(wizardMessages.saveFailedTitle)}>
          {errorMessageFor(save.error, intl)}
        </Alert>
      ) : null}
      <div className={stepStyles.grid}>
        {select('pendidikan', label(fields.pendidikan), options.pendidikan)}
        {select('pekerjaan', label(fields.pekerjaan), options.pekerjaan)}
        {select('bidang_pekerjaan', label(fields.bidangPekerjaan), options.bidangPekerjaan)}
        {select('bidang_online', label(fields.bidangOnline), options.bidangOnline)}
        {select('lama_kerja', label(fields.lamaKerja), options.lamaKerja)}
        {select('estimasi_penghasilan', label(fields.estimasiPenghasilan), options.pendapatan)}
        {select('sumber_penghasilan', label(fields.sumberPenghasilan), options.sumberPenghasilan)}
        <FormTextField
          control={control}
          name="npwp"
          label={label(fields.npwp)}
          inputMode="numeric"
        />
        {select('bank', label(fields.bank), options.bank)}
        <FormTextField
          control={control}
          name="rekening"
          label={label(fields.rekening)}
          inputMode="numeric"
          required
        />
        <FormTextField
          control={control}
          name="nama_pemilik"
          label={label(fields.namaPemilik)}
          autoComplete="name"
          required
        />
      </div>
      <div className={stepStyles.actions}>
        <Button variant="outline" onClick={onBack}>
          <FormattedMessage {...wizardMessages.back} />
        </Button>
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
