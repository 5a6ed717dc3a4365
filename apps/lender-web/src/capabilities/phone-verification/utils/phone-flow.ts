// The phone verification that ends the eKYC, corporate KYC and older KYC wizards (spec §4, §7, §9):
// phone modal → OTP modal → success modal. An OTP answer that is not a success sets otpFailed and
// shows 'Kode OTP yg kamu masukan salah!' (spec §8).
export type PhoneFlowStage = 'closed' | 'phone' | 'otp' | 'success';

export interface PhoneFlowState {
  stage: PhoneFlowStage;
  otpFailed: boolean;
  phone: string;
}

export type PhoneFlowEvent =
  | { type: 'open' }
  | { type: 'otpSent'; phone: string }
  | { type: 'otpVerified'; status: string }
  | { type: 'editPhone' }
  | { type: 'close' };

export const initialPhoneFlow: PhoneFlowState = { stage: 'closed', otpFailed: false, phone: '' };

export function phoneFlowReducer(state: PhoneFlowState, event: PhoneFlowEvent): PhoneFlowState {
  switch (event.type) {
    case 'open':
      return { ...state, stage: 'phone', otpFailed: false };
    case 'otpSent':
      return { stage: 'otp', otpFailed: false, phone: event.phone };
    case 'otpVerified':
      return event.status === 'success'
        ? { ...state, stage: 'success', otpFailed: false }
        : { ...state, stage: 'otp', otpFailed: true };
    case 'editPhone':
      return { ...state, stage: 'phone', otpFailed: false };
    case 'close':
      return { ...state, stage: 'closed' };
  }
}
