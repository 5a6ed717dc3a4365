import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import { MountOnFirstOpen } from '../../lib/mount-on-first-open';
import type { Wizard } from './define-wizard';
import type { PhoneStep } from './use-finish';

// The modals (dialog, pin input) load when they first open, not with the wizard.
const ConfiguredPhoneFlow = lazy(() => import('./configured-phone-flow'));

export interface WizardPhoneProps {
  /** The wizard: its phone verification and its "verify the phone" text. */
  wizard: Pick<Wizard<never>, 'phone' | 'messages'>;
  step: PhoneStep;
  /** Only the phone is left: a button opens the modals (while they are closed). */
  offer: boolean;
}

/** The phone verification that ends every wizard: the offer button and the modals. */
export function WizardPhone({ wizard, step, offer }: WizardPhoneProps) {
  return (
    <>
      {offer && !step.open ? (
        <Button onClick={() => step.setOpen(true)}>
          <FormattedMessage {...wizard.messages.verifyPhone} />
        </Button>
      ) : null}
      <MountOnFirstOpen open={step.open}>
        <ConfiguredPhoneFlow
          flow={wizard.phone}
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
