import { lazy } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import { MountOnFirstOpen } from '../../lib/mount-on-first-open';
import type { PhoneFlowConfig } from './phone-config';

// The modals (dialog, pin input) load when they first open, not with the wizard.
const ConfiguredPhoneFlow = lazy(() => import('./configured-phone-flow'));

export interface WizardPhoneProps<TPayload> {
  flow: PhoneFlowConfig<TPayload>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only the phone is left: a button opens the modals (while they are closed). */
  offer: boolean;
  offerLabel: MessageDescriptor;
  /** After the success modal, with the verified number as shown. */
  onFinished: (phone: string) => void;
  finishing?: boolean;
  finishError?: string | undefined;
}

/** The phone verification that ends every wizard: the offer button and the modals. */
export function WizardPhone<TPayload>({
  flow,
  open,
  onOpenChange,
  offer,
  offerLabel,
  onFinished,
  finishing,
  finishError,
}: WizardPhoneProps<TPayload>) {
  return (
    <>
      {offer && !open ? (
        <Button onClick={() => onOpenChange(true)}>
          <FormattedMessage {...offerLabel} />
        </Button>
      ) : null}
      <MountOnFirstOpen open={open}>
        <ConfiguredPhoneFlow
          flow={flow as PhoneFlowConfig<unknown>}
          open={open}
          onClose={() => onOpenChange(false)}
          onFinished={onFinished}
          finishing={finishing}
          finishError={finishError}
        />
      </MountOnFirstOpen>
    </>
  );
}
