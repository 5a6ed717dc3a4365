// After the contacts step with all four sections complete (spec §4): the shared phone → OTP →
// success modals with the corporate OTP endpoints; country code 62, only `no_telp` is sent.
import { useSendCorporateKycOtp, useVerifyCorporateKycOtp } from '@pendana/api-sdk';
import { PhoneFlow, type WizardPhoneFlowProps } from '../../../capabilities/phone-verification';
import { corporatePhoneMessages } from '../messages';
import { toCorporateOtpPayload } from '../utils/phone';

export function CorporatePhoneFlow(props: WizardPhoneFlowProps) {
  const send = useSendCorporateKycOtp();
  const verify = useVerifyCorporateKycOtp();
  return (
    <PhoneFlow
      {...props}
      send={send}
      verify={verify}
      toPayload={toCorporateOtpPayload}
      shownPhone={(_typed, payload) => payload.no_telp}
      countryAddon="+62"
      texts={corporatePhoneMessages}
    />
  );
}
