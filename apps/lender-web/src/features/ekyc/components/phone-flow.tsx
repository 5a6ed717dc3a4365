// After the heir step (spec §4): the shared phone → OTP → success modals with the eKYC OTP
// endpoints; the number is kept as typed and handed to the finish step.
import { useSendEkycOtp, useVerifyEkycOtp } from '@pendana/api-sdk';
import {
  PhoneFlow as SharedPhoneFlow,
  type WizardPhoneFlowProps,
  toOtpSendPayload,
} from '../../../capabilities/phone-verification';
import { phoneModalMessages } from '../messages';

export function PhoneFlow(props: WizardPhoneFlowProps) {
  const send = useSendEkycOtp();
  const verify = useVerifyEkycOtp();
  return (
    <SharedPhoneFlow
      {...props}
      send={send}
      verify={verify}
      toPayload={toOtpSendPayload}
      texts={phoneModalMessages}
    />
  );
}
