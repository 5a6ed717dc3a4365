import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import {
  getGetEkycHeirQueryKey,
  getGetEkycStatusQueryKey,
  useSaveEkycHeir,
  type Heir,
} from '@pendana/api-sdk';
import {
  HEIR_FIELDS,
  HeirFields,
  heirFromServer,
  StepForm,
  toHeirPayload,
  useStepForm,
  type HeirValues,
} from '../../../capabilities/wizard';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import type { MasterOptions } from '../../../lib/master-options';
import { splitPhone } from '../../../capabilities/phone-verification';
import { heirFieldMessages as fields, personalFieldMessages, wizardMessages } from '../messages';
import { afterSave, type EkycAfterSave } from '../utils/ekyc-steps';
import { ekycWizard } from '../utils/ekyc-wizard';

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
  const step = useStepForm(ekycWizard, {
    userId,
    section: 'heir',
    defaults: heirFromServer(saved),
    resolver: zodResolver(schema) as unknown as Resolver<HeirValues>,
    save: useSaveEkycHeir(),
    invalidate: [getGetEkycStatusQueryKey(), getGetEkycHeirQueryKey()],
    onSaved: () => onSaved(afterSave('heir')),
    onError: (error, form) => applyServerFieldErrors(error, HEIR_FIELDS, form.setError),
  });
  const onSubmit = step.form.handleSubmit((values) => step.submit({ data: toHeirPayload(values) }));
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack}>
      <HeirFields
        control={step.form.control}
        options={options}
        labels={fields}
        placeholder={wizardMessages.choose}
      />
    </StepForm>
  );
}
