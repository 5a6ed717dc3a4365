import { lazy } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import { MountOnFirstOpen } from '../../lib/mount-on-first-open';
import type { PhoneFlowConfig } from './phone-config';
import type { PhoneStep } from './use-finish';

// The modals (dialog, pin input) load when they first open, not with the wizard.
const ConfiguredPhoneFlow = lazy(() => import('./configured-phone-flow'));

export interface WizardPhoneProps<TPayload> {
  flow: PhoneFlowConfig<TPayload>;
  step: PhoneStep;
  /** Only the phone is left: a button opens the modals (while they are closed). */
  offer: boolean;
  offerLabel: MessageDescriptor;
}

/** The phone verification that ends every wizard: the offer button and the modals. */
export function WizardPhone<TPayload>({
  flow,
  step,
  offer,
  offerLabel,
}: WizardPhoneProps<TPayload>) {
  return (
    <>
      {offer && !step.open ? (
        <Button onClick={() => step.setOpen(true)}>
          <FormattedMessage {...offerLabel} />
        </Button>
      ) : null}
      <MountOnFirstOpen open={step.open}>
        <ConfiguredPhoneFlow
          flow={flow as PhoneFlowConfig<unknown>}
          open={step.open}
          onClose={() => step.setOpen(false)}
          onFinished={step.finish}
          finishing={step.finishing}
          finishError={step.finishError}
        />
      </MountOnFirstOpen>
    </>
  );
}
