// Phone modal → OTP modal → success modal, shared by the eKYC, corporate KYC and older KYC wizards
// (spec §4, §7, §9). Each wizard passes its own send/verify mutations (SDK hooks), the mapper from
// the typed number to its send payload, the country-code addon and the texts that differ; a wrong
// code shows 'Kode OTP yg kamu masukan salah!' (spec §8).
import { useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { OtpInput } from '@pendana/design-system/components/otp-input';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { errorMessageFor } from '../../../lib/error-message';
import { phoneVerificationMessages as messages, type PhoneFlowTexts } from '../messages';
import { initialPhoneFlow, phoneFlowReducer } from '../utils/phone-flow';

/** The part of a react-query mutation (an SDK hook's result) the flow uses. */
export interface PhoneMutation<TVariables, TAnswer> {
  mutate: (
    variables: TVariables,
    callbacks?: { onSuccess?: (answer: TAnswer) => void; onError?: () => void },
  ) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface PhoneFlowProps<TPayload> {
  open: boolean;
  onClose: () => void;
  /** After the success modal: finish the wizard, with the verified phone number as shown. */
  onFinished: (phone: string) => void;
  finishing?: boolean;
  finishError?: string | undefined;
  send: PhoneMutation<{ data: TPayload }, unknown>;
  verify: PhoneMutation<{ data: { no_otp: string } }, { status: string }>;
  /** Typed number → send payload, or null when it is no valid number. */
  toPayload: (typed: string) => TPayload | null;
  /** The number kept after sending (shown in the OTP modal, given to onFinished); default as typed. */
  shownPhone?: (typed: string, payload: TPayload) => string;
  /** Shown before the number field, e.g. '+62'. */
  countryAddon?: string;
  texts: PhoneFlowTexts;
}

const formClass = css({ display: 'grid', gap: '5' });

export function PhoneFlow<TPayload>({
  open,
  onClose,
  onFinished,
  finishing = false,
  finishError,
  send,
  verify,
  toPayload,
  shownPhone = (typed) => typed,
  countryAddon,
  texts,
}: PhoneFlowProps<TPayload>) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(phoneFlowReducer, initialPhoneFlow);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [code, setCode] = useState('');

  const sendOtp = () => {
    const payload = toPayload(phone);
    if (!payload) {
      setPhoneError(intl.formatMessage(texts.phoneInvalid));
      return;
    }
    setPhoneError(undefined);
    send.mutate(
      { data: payload },
      { onSuccess: () => dispatch({ type: 'otpSent', phone: shownPhone(phone, payload) }) },
    );
  };
  const verifyOtp = (value: string) =>
    verify.mutate(
      { data: { no_otp: value } },
      {
        onSuccess: (answer) => dispatch({ type: 'otpVerified', status: answer.status }),
        // A refused code is an OTP failure too (spec §4: any answer that is not a success).
        onError: () => dispatch({ type: 'otpVerified', status: 'failed' }),
      },
    );

  const stage = open ? (state.stage === 'closed' ? 'phone' : state.stage) : 'closed';
  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };

  return (
    <>
      <Dialog
        open={stage === 'phone'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={intl.formatMessage(messages.phoneTitle)}
        description={intl.formatMessage(texts.phoneIntro)}
        closeLabel={intl.formatMessage(messages.close)}
        closeOnInteractOutside={false}
        footer={
          <Button
            onClick={sendOtp}
            loading={send.isPending}
            loadingLabel={intl.formatMessage(messages.sending)}
          >
            {intl.formatMessage(messages.send)}
          </Button>
        }
      >
        <div className={formClass}>
          {send.isError ? <Alert status="danger">{errorMessageFor(send.error, intl)}</Alert> : null}
          <TextField
            label={intl.formatMessage(messages.phoneLabel)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            startAddon={countryAddon}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={phoneError}
            required
          />
        </div>
      </Dialog>
      <Dialog
        open={stage === 'otp'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={intl.formatMessage(messages.otpTitle)}
        description={intl.formatMessage(texts.otpSentTo, { phone: state.phone })}
        closeLabel={intl.formatMessage(messages.close)}
        closeOnInteractOutside={false}
        footer={
          <>
            <Button variant="outline" onClick={() => dispatch({ type: 'editPhone' })}>
              {intl.formatMessage(texts.changePhone)}
            </Button>
            <Button
              onClick={() => verifyOtp(code)}
              disabled={code.length < 6}
              loading={verify.isPending}
              loadingLabel={intl.formatMessage(messages.verifying)}
            >
              {intl.formatMessage(messages.verify)}
            </Button>
          </>
        }
      >
        <OtpInput
          label={intl.formatMessage(messages.otpLabel)}
          value={code}
          onValueChange={setCode}
          onComplete={verifyOtp}
          error={state.otpFailed ? intl.formatMessage(messages.otpFailed) : undefined}
          digitLabel={(index, length) =>
            intl.formatMessage(messages.digit, { index: String(index), length: String(length) })
          }
          resend={{
            label: intl.formatMessage(messages.resend),
            seconds: 60,
            waitText: (seconds) =>
              intl.formatMessage(messages.resendWait, { seconds: String(seconds) }),
            onResend: sendOtp,
          }}
        />
      </Dialog>
      <Dialog
        open={stage === 'success'}
        onOpenChange={(next) => (next ? undefined : onFinished(state.phone))}
        title={intl.formatMessage(texts.successTitle)}
        closeOnInteractOutside={false}
        footer={
          <Button
            onClick={() => onFinished(state.phone)}
            loading={finishing}
            loadingLabel={intl.formatMessage(messages.verifying)}
          >
            {intl.formatMessage(texts.toDashboard)}
          </Button>
        }
      >
        <p>{intl.formatMessage(texts.successBody)}</p>
        {finishError ? <Alert status="danger">{finishError}</Alert> : null}
      </Dialog>
    </>
  );
}

/** What a wizard's route passes to its phone flow (the wizard binds mutations, mapper and texts). */
export type WizardPhoneFlowProps = Pick<
  PhoneFlowProps<unknown>,
  'open' | 'onClose' | 'onFinished' | 'finishing' | 'finishError'
>;
