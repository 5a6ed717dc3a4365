import * as z from 'zod/mini';
import { validationMessages } from '../../../i18n/common-messages';
import { registerMessages } from '../messages';
import { confirmationMatches, emailSchema, passwordSchema } from './password-rules';

// The contract's rules (ARCHITECTURE §3): username 4–30 of letters, digits, dot, underscore; a valid
// email; a password of at least 8 characters with a letter and a digit, confirmed; lender_type 1|2.
// Messages are message ids, rendered in the page's language by the form.
export const registerSchema = z
  .object({
    lender_type: z.enum(['1', '2'], { error: validationMessages.lenderTypeRequired.id }),
    username: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: registerMessages.usernameRequired.id, abort: true }),
        z.regex(/^[A-Za-z0-9._]{4,30}$/, validationMessages.usernameRule.id),
      ),
    email: emailSchema(registerMessages.emailRequired.id),
    password: passwordSchema(registerMessages.passwordRequired.id),
    password_confirmation: z.string(),
    referal_code: z.string().check(z.trim(), z.maxLength(30)),
    accept_terms: z.literal(true, { error: validationMessages.termsRequired.id }),
  })
  .check(confirmationMatches());

export type RegisterValues = z.input<typeof registerSchema>;
