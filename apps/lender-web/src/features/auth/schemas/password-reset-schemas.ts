import * as z from 'zod/mini';
import { confirmationMatches, emailSchema, passwordSchema } from '@pendana/forms/schemas';
import { forgotPasswordMessages, resetPasswordMessages } from '../messages';

export const forgotPasswordSchema = z.object({
  email: emailSchema(forgotPasswordMessages.emailRequired.id),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: passwordSchema(resetPasswordMessages.passwordRequired.id),
    password_confirmation: z.string(),
  })
  .check(confirmationMatches());
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
