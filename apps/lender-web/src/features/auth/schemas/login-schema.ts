// zod/mini keeps the login route light (the classic zod API is ~35 kB gzip more).
import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { loginMessages } from '../messages';

/** The login form's rules, with messages in the page's language. */
export const createLoginSchema = (intl: Pick<IntlShape, 'formatMessage'>) =>
  z.object({
    username: z
      .string()
      .check(z.trim(), z.minLength(1, intl.formatMessage(loginMessages.usernameRequired))),
    password: z.string().check(z.minLength(1, intl.formatMessage(loginMessages.passwordRequired))),
  });

export type LoginValues = z.infer<ReturnType<typeof createLoginSchema>>;
