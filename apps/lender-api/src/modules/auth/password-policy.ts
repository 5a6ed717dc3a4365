// What a new password may not be, beyond the contract's shape (8 characters, a letter and a digit):
// one of the 10,000 most common passwords, or the account's own username or e-mail. Compared
// without regard to case ("Password123" is "password123", in the list); the account's own names
// also with digits or symbols around them ("Budi.Santoso2026!" for budi.santoso@mail.id: the
// e-mail's local part counts as the e-mail).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let common: ReadonlySet<string> | null = null;

/** The shipped list, read once (about 80 kB). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('# ')),
  );
  return common;
}

export type PasswordProblem = 'auth.passwordCommon' | 'auth.passwordPersonal';

/** The message key of what is wrong with `password` for this account, or null when it may be used. */
export function passwordProblem(
  password: string,
  account: { username: string; email: string },
): PasswordProblem | null {
  const lowered = password.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  const personal = [account.username.trim().toLowerCase(), email, email.split('@')[0] ?? ''].filter(
    (value) => value.length > 0,
  );
  const variants = [
    lowered,
    lowered.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
    lowered.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  ];
  if (personal.some((value) => variants.includes(value))) {
    return 'auth.passwordPersonal';
  }
  if (commonPasswords().has(lowered)) return 'auth.passwordCommon';
  return null;
}
