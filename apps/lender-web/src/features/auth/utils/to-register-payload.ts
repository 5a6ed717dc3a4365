import type { RegisterRequest } from '@pendana/api-sdk';
import type { RegisterValues } from '../schemas/register-schema';

/** The register body: lender_type as the number 1|2; referal_code only when given (spec §5). */
export function toRegisterPayload(values: RegisterValues): RegisterRequest {
  const payload: RegisterRequest = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    lender_type: values.lender_type === '2' ? 2 : 1,
  };
  const referral = values.referal_code.trim();
  if (referral !== '') payload.referal_code = referral;
  return payload;
}
