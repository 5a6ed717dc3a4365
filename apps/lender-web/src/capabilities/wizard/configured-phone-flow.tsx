// The lazily loaded part of `WizardPhone`: the shared phone → OTP → success modals with the wizard's
// own send and verify calls.
import { useMutation } from '@tanstack/react-query';
import { PhoneFlow, type WizardPhoneFlowProps } from '../phone-verification';
import type { PhoneFlowConfig } from './phone-config';

export default function ConfiguredPhoneFlow<TPayload>({
  flow,
  ...props
}: WizardPhoneFlowProps & { flow: PhoneFlowConfig<TPayload> }) {
  const send = useMutation(flow.send());
  const verify = useMutation(flow.verify());
  return (
    <PhoneFlow
      {...props}
      send={send}
      verify={verify}
      toPayload={flow.toPayload}
      shownPhone={flow.shownPhone}
      countryAddon={flow.countryAddon}
      texts={flow.texts}
    />
  );
}
