import { describe, expect, it } from 'vitest';
import { initialPhoneFlow, phoneFlowReducer } from './phone-flow';
import { toOtpSendPayload } from './phone-number';

describe('phone flow (spec §4): phone modal → OTP modal → success modal', () => {
  it('§4.5 runs phone → otp → success', () => {
    let state = phoneFlowReducer(initialPhoneFlow, { type: 'open' });
    expect(state.stage).toBe('phone');
    state = phoneFlowReducer(state, { type: 'otpSent', phone: '081234567890' });
    expect(state).toEqual({ stage: 'otp', otpFailed: false, phone: '081234567890' });
    state = phoneFlowReducer(state, { type: 'otpVerified', status: 'success' });
    expect(state.stage).toBe('success');
  });

  it('§4.6 an OTP answer that is not a success sets otpFailed and stays on the OTP modal', () => {
    const onOtp = phoneFlowReducer(initialPhoneFlow, { type: 'otpSent', phone: '0812' });
    const failed = phoneFlowReducer(onOtp, { type: 'otpVerified', status: 'failed' });
    expect(failed).toMatchObject({ stage: 'otp', otpFailed: true });
    expect(phoneFlowReducer(failed, { type: 'otpSent', phone: '0812' }).otpFailed).toBe(false);
    expect(phoneFlowReducer(failed, { type: 'otpVerified', status: 'success' })).toMatchObject({
      stage: 'success',
      otpFailed: false,
    });
    expect(phoneFlowReducer(failed, { type: 'editPhone' })).toMatchObject({
      stage: 'phone',
      otpFailed: false,
    });
  });

  it('closing keeps the number and hides every modal', () => {
    const onOtp = phoneFlowReducer(initialPhoneFlow, { type: 'otpSent', phone: '81298765432' });
    expect(phoneFlowReducer(onOtp, { type: 'close' })).toEqual({
      stage: 'closed',
      otpFailed: false,
      phone: '81298765432',
    });
  });
});

describe('OTP send payload (eKYC and the older flow)', () => {
  it('no_telp is the operator code plus the number; country code 62', () => {
    expect(toOtpSendPayload('081234567890')).toEqual({
      no_telp: '81234567890',
      kode_operator: '812',
      kode_negara: '62',
    });
    expect(toOtpSendPayload('0812-9876-5432')).toEqual({
      no_telp: '81298765432',
      kode_operator: '812',
      kode_negara: '62',
    });
    expect(toOtpSendPayload('12')).toBeNull();
    expect(toOtpSendPayload('12345')).toBeNull();
  });
});
