import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (m=19456 KiB, t=2, p=1: the OWASP minimum).
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a random password, verified when the account does not exist so that an unknown
// username costs as much time as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hash(`unknown-account-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
