import { describe, expect, it } from 'vitest';
import { commonPasswords, passwordProblem } from '../../src/modules/auth/password-policy.ts';

const account = { username: 'budi.santoso', email: 'budi.s@mail.id' };

describe('password policy', () => {
  it('ships the 10,000 most common passwords, lower-cased, without its header', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(9_800);
    expect(list.size).toBeLessThanOrEqual(10_000);
    for (const password of ['123456', 'password', 'qwerty123', 'password1', 'iloveyou']) {
      expect(list.has(password), password).toBe(true);
    }
    expect([...list].some((line) => line.startsWith('# ') || line !== line.toLowerCase())).toBe(
      false,
    );
  });

  it('refuses common passwords whatever their case', () => {
    for (const password of ['Password1', 'PASSWORD123', 'Qwerty123', 'abc12345']) {
      expect(passwordProblem(password, account), password).toBe('auth.passwordCommon');
    }
  });

  it("refuses the account's username, e-mail and e-mail name, also with digits or symbols around", () => {
    for (const password of [
      'budi.santoso',
      'Budi.Santoso2026',
      '!!Budi.Santoso99',
      'budi.s@mail.id',
      'Budi.S1',
    ]) {
      expect(passwordProblem(password, account), password).toBe('auth.passwordPersonal');
    }
  });

  it('takes a password that is neither', () => {
    for (const password of ['Amanah2026', 'Budi-di-Bandung-7', 'Santoso.Keluarga1', 'Rahasia123']) {
      expect(passwordProblem(password, account), password).toBeNull();
    }
  });
});
