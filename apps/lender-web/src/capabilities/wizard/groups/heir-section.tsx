import type { Heir } from '@pendana/api-sdk';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { StepForm } from '../step-form';
import { heirFromServer, HEIR_FIELDS, toHeirPayload, type HeirValues } from './heir';
import { HeirFields, type HeirLabels } from './heir-fields';
import { useSectionForm, type SectionConfig, type SectionStepProps } from './section-config';

export type HeirConfig = SectionConfig<HeirValues, HeirLabels>;

/**
 * The heir step of the eKYC and the older KYC (spec §3): the heir's fields, sent as JSON; a server
 * message about the operator code goes to the phone field (both are the one number typed).
 */
export function HeirSection(props: SectionStepProps<'heir', Heir> & { config: HeirConfig }) {
  const { wizard, config, saved, options, onBack } = props;
  const step = useSectionForm(props, 'heir', {
    defaults: heirFromServer(saved),
    onError: (error, { setError }) => {
      applyServerFieldErrors<HeirValues>(error, HEIR_FIELDS, setError);
      applyServerFieldErrors(error, ['kode_operator' as keyof HeirValues], (_, message) =>
        setError('telp', message),
      );
    },
  });
  const onSubmit = step.form.handleSubmit((values) =>
    step.submit({ data: toHeirPayload(values) as never }),
  );
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={onBack}>
      <HeirFields
        control={step.form.control}
        options={options}
        labels={config.labels}
        placeholder={wizard.messages.choose}
      />
    </StepForm>
  );
}
