// After the heir step of the older flow (spec §4, §7): the shared phone → OTP → success modals
// with the older OTP endpoints (number, operator code, country code 62).
import { useSendLegacyKycOtp, useVerifyLegacyKycOtp } from '@pendana/api-sdk';
import {
  PhoneFlow,
  type WizardPhoneFlowProps,
  toOtpSendPayload,
} from '../../../capabilities/phone-verification';
import { legacyPhoneMessages } from '../messages';

export function LegacyPhoneFlow(props: WizardPhoneFlowProps) {
  const send = useSendLegacyKycOtp();
  const verify = useVerifyLegacyKycOtp();
  return (
    <PhoneFlow
      {...props}
      send={send}
      verify={verify}
      toPayload={toOtpSendPayload}
      shownPhone={(_typed, payload) => payload.no_telp}
      countryAddon="+62"
      texts={legacyPhoneMessages}
    />
  );
}
