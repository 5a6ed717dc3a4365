import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import {
  getGetEkycHeirQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycHeir,
  type Heir,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { FormTextField } from '@pendana/forms';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { errorMessageFor } from '../../../lib/error-message';
import { heirFieldMessages as fields, personalFieldMessages, wizardMessages } from '../messages';
import { clearDraft, loadDraft, useDraft } from '../utils/drafts';
import { afterSave, type EkycAfterSave } from '../utils/ekyc-steps';
import { asId, asText, type MasterOptions } from '../../../lib/master-options';
import { splitPhone } from '../../../capabilities/phone-verification';
import { toHeirPayload, type HeirValues } from '../utils/to-heir-payload';
import { FormSelect } from '../../../lib/form-select';
import { stepStyles } from './step-styles';

const FIELDS = [
  'ahli_waris',
  'nik',
  'hubungan',
  'telp',
  'alamat',
] as const satisfies readonly Path<HeirValues>[];

function fromServer(data: Heir | undefined): HeirValues {
  return {
    ahli_waris: asText(data?.ahli_waris),
    nik: asText(data?.nik),
    hubungan: asId(data?.hubungan),
    telp: data?.telp ? `0${data.telp}` : '',
    alamat: asText(data?.alamat),
  };
}

export interface HeirStepProps {
  userId: string;
  saved: Heir | undefined;
  options: MasterOptions;
  onSaved: (next: EkycAfterSave) => void;
  onBack: () => void;
}

/** Step 2: heir (spec §3); a completed heir step opens the phone modal (spec §4). */
export function HeirStep({ userId, saved, options, onSaved, onBack }: HeirStepProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [draft] = useState(() => loadDraft<HeirValues>(userId, 'heir'));
  const schema = useMemo(
    () =>
      z.looseObject({
        ahli_waris: z
          .string()
          .check(z.trim(), z.minLength(1, intl.formatMessage(fields.ahliWarisRequired))),
        nik: z
          .string()
          .check(z.regex(/^\d{16}$/, intl.formatMessage(personalFieldMessages.nikInvalid))),
        hubungan: z.string().check(z.minLength(1, intl.formatMessage(fields.hubunganRequired))),
        telp: z.string().check(
          z.refine((v) => splitPhone(v) !== null, {
            error: intl.formatMessage(fields.telpInvalid),
          }),
        ),
        alamat: z
          .string()
          .check(z.trim(), z.minLength(1, intl.formatMessage(fields.alamatRequired))),
      }),
    [intl],
  );
  const { control, handleSubmit, setError, watch } = useForm<HeirValues>({
    resolver: zodResolver(schema) as unknown as Resolver<HeirValues>,
    defaultValues: { ...fromServer(saved), ...draft },
  });
  useDraft(userId, 'heir', watch);
  const save = useSaveEkycHeir();

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { data: toHeirPayload(values) },
      {
        onSuccess: async () => {
          clearDraft(userId, 'heir');
          await queryClient.invalidateQueries({ queryKey: getGetEkycStatusQueryKey() });
          await queryClient.invalidateQueries({ queryKey: getGetEkycHeirQueryKey() });
          onSaved(afterSave('heir'));
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  const label = (descriptor: (typeof fields)[keyof typeof fields]) =>
    intl.formatMessage(descriptor);
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
        <FormTextField
          control={control}
          name="ahli_waris"
          label={label(fields.ahliWaris)}
          required
        />
        <FormTextField
          control={control}
          name="nik"
          label={label(fields.nik)}
          inputMode="numeric"
          maxLength={16}
          parse={(text) => text.replace(/\D/g, '')}
          required
        />
        <FormSelect
          control={control}
          name="hubungan"
          label={label(fields.hubungan)}
          placeholder={intl.formatMessage(wizardMessages.choose)}
          options={options.hubungan}
          required
        />
        <FormTextField
          control={control}
          name="telp"
          label={label(fields.telp)}
          inputMode="tel"
          autoComplete="off"
          required
        />
        <FormTextField
          control={control}
          name="alamat"
          label={label(fields.alamat)}
          className={stepStyles.full}
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
