// zod/mini keeps the login route light (the classic zod API is ~35 kB gzip more).
import * as z from 'zod/mini';
import { currentPasswordSchema, requiredText } from '@pendana/forms/schemas';
import { loginMessages } from '../messages';

/** The login form's rules; messages are ids the fields render in the page's language. */
export const loginSchema = z.object({
  username: requiredText(loginMessages.usernameRequired.id),
  password: currentPasswordSchema(loginMessages.passwordRequired.id),
});

export type LoginValues = z.infer<typeof loginSchema>;
