import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createOperator, hasEnabledAdmin } from './accounts.ts';

export const CREATE_ADMIN_USAGE =
  'usage: operator create-admin --email <e-mail> --name "<name>" [--force]   (the password on standard input, one line)';

/** Bad input or a state the command refuses: the reason, one line. */
export class OperatorAccountRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorAccountRefusedError';
  }
}

export interface CreateAdminInput {
  email: string;
  name: string;
  force: boolean;
}

/** The flags of `operator create-admin` (throws `OperatorAccountRefusedError`). */
export function parseCreateAdmin(args: readonly string[]): CreateAdminInput {
  const values = new Map<string, string>();
  let force = false;
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i]!;
    if (flag === '--force') force = true;
    else if (flag === '--email' || flag === '--name') {
      const value = args[i + 1];
      if (value === undefined) throw new OperatorAccountRefusedError(CREATE_ADMIN_USAGE);
      values.set(flag, value);
      i += 1;
    } else throw new OperatorAccountRefusedError(CREATE_ADMIN_USAGE);
  }
  const email = values.get('--email')?.trim().toLowerCase();
  const name = values.get('--name')?.trim();
  if (!email || !name) throw new OperatorAccountRefusedError(CREATE_ADMIN_USAGE);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new OperatorAccountRefusedError(`--email is an e-mail address, got "${email}"`);
  if (name.length > 100) throw new OperatorAccountRefusedError('--name is at most 100 characters');
  return { email, name, force };
}

/**
 * The first admin, made at the command line (audited as `cli`): refused when an enabled admin exists,
 * unless forced (a lost admin login). The password comes on standard input, never in the arguments.
 */
export async function operatorCreateAdmin(
  db: Kysely<DB>,
  input: CreateAdminInput,
  password: string,
  now: Date,
): Promise<string> {
  if (password.length < 12 || password.length > 128)
    throw new OperatorAccountRefusedError('the password (standard input) is 12–128 characters');
  if (!input.force && (await hasEnabledAdmin(db)))
    throw new OperatorAccountRefusedError(
      'an admin exists: admins create accounts through the API (--force to add one anyway)',
    );
  try {
    const row = await createOperator(
      db,
      { email: input.email, name: input.name, role: 'admin', password },
      { cli: true },
      now,
    );
    return `operator ${row.id} created: ${row.email} (admin)`;
  } catch (error) {
    if (error instanceof HttpError && error.status === 409)
      throw new OperatorAccountRefusedError(`${input.email} already has an operator account`);
    throw error;
  }
}

/** The first line of standard input (a password is never an argument: it would show in `ps`). */
async function readPasswordLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * `operator create-admin` for the command line's runner: the password is read from standard input
 * only for flags that parse (the runner reports a fault in them first).
 */
export async function createAdminCommand(flags: readonly string[]) {
  let password = '';
  try {
    parseCreateAdmin(flags);
    password = await readPasswordLine();
  } catch {
    password = '';
  }
  return {
    usage: CREATE_ADMIN_USAGE,
    refused: (error: unknown): error is Error => error instanceof OperatorAccountRefusedError,
    parse: parseCreateAdmin,
    run: (database: Database, input: CreateAdminInput) =>
      operatorCreateAdmin(database.db, input, password, new Date()),
  };
}
