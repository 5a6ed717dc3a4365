import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Heir } from '@pendana/api-sdk';
import { applyServerErrors } from '@pendana/forms';
import { fieldMakers } from '../field-makers';
import { StepForm } from '../step-form';
import { stepStyles } from '../styles';
import { heirFromServer, HEIR_FIELDS, toHeirPayload, type HeirValues } from './heir';
import { useSectionForm, type SectionConfig, type SectionStepProps } from './section-config';

export type HeirLabels = Record<
  'ahliWaris' | 'nik' | 'hubungan' | 'telp' | 'alamat',
  MessageDescriptor
>;
export type HeirConfig = SectionConfig<HeirValues, HeirLabels>;

/**
 * The heir step of the eKYC and the older KYC (spec §3): the heir's fields, all required, sent as
 * JSON; a server message about the operator code goes to the phone field (both are the one number
 * typed).
 */
export function HeirSection(props: SectionStepProps<'heir', Heir> & { config: HeirConfig }) {
  const { wizard, config, saved, options, onBack, submitLabel } = props;
  const step = useSectionForm(props, 'heir', {
    defaults: heirFromServer(saved),
    onError: (error, { setError }) =>
      applyServerErrors(error, setError, {
        fields: HEIR_FIELDS,
        fieldMap: { kode_operator: 'telp' },
      }),
  });
  const { text, select } = fieldMakers(step.form.control, useIntl(), wizard.messages.choose);
  const labels = config.labels;
  const onSubmit = step.form.handleSubmit((values) =>
    step.submit({ data: toHeirPayload(values) as never }),
  );
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack} submitLabel={submitLabel}>
      <div className={stepStyles.grid}>
        {text('ahli_waris', labels.ahliWaris, { required: true })}
        {text('nik', labels.nik, {
          inputMode: 'numeric',
          maxLength: 16,
          parse: (typed) => typed.replace(/\D/g, ''),
          required: true,
        })}
        {select('hubungan', labels.hubungan, options.hubungan, true)}
        {text('telp', labels.telp, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'off',
          required: true,
        })}
        {text('alamat', labels.alamat, { className: stepStyles.full, required: true })}
      </div>
    </StepForm>
  );
}
