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
import { applyServerErrors } from '@pendana/forms';
import { nikSchema, phoneSchema, requiredText, VALIDATION_IDS } from '@pendana/forms/schemas';
import {
  HEIR_FIELDS,
  HeirFields,
  heirFromServer,
  StepForm,
  toHeirPayload,
  useStepForm,
  type HeirValues,
} from '../../../capabilities/wizard';
import type { MasterOptions } from '../../../lib/master-options';
import { heirFieldMessages as fields, wizardMessages } from '../messages';
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
        ahli_waris: requiredText(intl.formatMessage(fields.ahliWarisRequired)),
        nik: nikSchema({ required: VALIDATION_IDS.nikLength }),
        hubungan: requiredText(intl.formatMessage(fields.hubunganRequired)),
        telp: phoneSchema({ required: VALIDATION_IDS.phoneInvalid }),
        alamat: requiredText(intl.formatMessage(fields.alamatRequired)),
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
    onError: (error, form) => applyServerErrors(error, form.setError, { fields: HEIR_FIELDS }),
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
