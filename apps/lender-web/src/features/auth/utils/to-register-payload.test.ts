import { describe, expect, it } from 'vitest';
import { registerSchema, type RegisterValues } from '../schemas/register-schema';
import { toRegisterPayload } from './to-register-payload';

const valid: RegisterValues = {
  lender_type: '1',
  username: 'budi.santoso',
  email: 'budi@example.com',
  password: 'Rahasia123',
  password_confirmation: 'Rahasia123',
  referal_code: '',
  accept_terms: true,
};

describe('toRegisterPayload', () => {
  it('sends lender_type as a number and leaves out an empty referal_code (sent only when non-empty)', () => {
    expect(toRegisterPayload(valid)).toEqual({
      username: 'budi.santoso',
      email: 'budi@example.com',
      password: 'Rahasia123',
      password_confirmation: 'Rahasia123',
      lender_type: 1,
    });
  });

  it('corporate is lender_type 2 and a referral code is trimmed and sent', () => {
    expect(
      toRegisterPayload({ ...valid, lender_type: '2', referal_code: ' REF01 ' }),
    ).toMatchObject({
      lender_type: 2,
      referal_code: 'REF01',
    });
  });
});

describe('registerSchema', () => {
  const firstIssue = (values: Partial<RegisterValues>) => {
    const result = registerSchema.safeParse({ ...valid, ...values });
    return result.success
      ? null
      : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
  };

  it('accepts a valid form', () => {
    expect(firstIssue({})).toBeNull();
  });

  it.each([
    [{ username: '' }, 'username', 'auth.register.usernameRequired'],
    [{ username: 'ab' }, 'username', 'validation.usernameRule'],
    [{ username: 'budi santoso' }, 'username', 'validation.usernameRule'],
    [{ email: 'budi' }, 'email', 'validation.email'],
    [{ email: '' }, 'email', 'auth.register.emailRequired'],
    [
      { password: 'short1', password_confirmation: 'short1' },
      'password',
      'validation.passwordRule',
    ],
    [
      { password: 'onlyletters', password_confirmation: 'onlyletters' },
      'password',
      'validation.passwordRule',
    ],
    [
      { password_confirmation: 'Rahasia124' },
      'password_confirmation',
      'validation.passwordMismatch',
    ],
    [{ accept_terms: false as unknown as true }, 'accept_terms', 'validation.termsRequired'],
  ])('%j → %s: %s', (values, path, message) => {
    expect(firstIssue(values)).toEqual({ path, message });
  });

  it('requires a lender type', () => {
    expect(firstIssue({ lender_type: undefined as unknown as '1' })).toEqual({
      path: 'lender_type',
      message: 'validation.lenderTypeRequired',
    });
  });
});
