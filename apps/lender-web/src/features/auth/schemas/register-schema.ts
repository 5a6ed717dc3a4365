import * as z from 'zod/mini';
import {
  acceptedSchema,
  confirmationMatches,
  emailSchema,
  lenderTypeSchema,
  passwordSchema,
  referralCodeSchema,
  usernameSchema,
} from '@pendana/forms/schemas';
import { registerMessages } from '../messages';

// The contract's rules (docs/lender-api.md "API conventions") from @pendana/forms: username 4–30 of letters, digits, dot,
// underscore; a valid email; a password of at least 8 characters with a letter and a digit,
// confirmed; lender_type 1|2; a referral code of at most 30 characters. Messages are message ids,
// rendered in the page's language by the form.
export const registerSchema = z
  .object({
    lender_type: lenderTypeSchema(),
    username: usernameSchema(registerMessages.usernameRequired.id),
    email: emailSchema(registerMessages.emailRequired.id),
    password: passwordSchema(registerMessages.passwordRequired.id),
    password_confirmation: z.string(),
    referal_code: referralCodeSchema(),
    accept_terms: acceptedSchema(),
  })
  .check(confirmationMatches());

export type RegisterValues = z.input<typeof registerSchema>;
