import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CATALOGUE } from '../test/intl';
import { FORM_MESSAGE_IDS, VALIDATION_IDS } from './messages';
import {
  acceptedSchema,
  accountNumberSchema,
  amountSchema,
  base64ImageSchema,
  cardExpirySchema,
  confirmationMatches,
  currentPasswordSchema,
  dateSchema,
  ddMmYyyySchema,
  digitsOnlySchema,
  emailSchema,
  groupedNumberSchema,
  limitedAmountSchema,
  lenderTypeSchema,
  mobileNumber,
  nikSchema,
  normalizePhone,
  npwpSchema,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  referralCodeSchema,
  requiredText,
  rtRwSchema,
  telephoneSchema,
  usernameSchema,
} from '.';

const issue = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
};

describe('nik — spec §5 "OCR accepts a nik only if it is exactly 16 characters."', () => {
  it.each([
    ['3174012345678901', null],
    ['317401234567890', 'validation.nikLength'],
    ['31740123456789012', 'validation.nikLength'],
    ['31740123456789AB', 'validation.nikLength'],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
  ])('%s → %s', (value, expected) => {
    expect(issue(nikSchema(), value)).toBe(expected);
  });
  it('may say the rule itself when empty, and takes spaces', () => {
    expect(issue(nikSchema({ required: 'validation.nikLength' }), '')).toBe('validation.nikLength');
    expect(issue(nikSchema(), '3174 0123 4567 8901')).toBeNull();
  });
  it('lets an empty optional nik through', () => {
    expect(issue(nikSchema({ required: false }), '')).toBeNull();
    expect(issue(nikSchema({ required: false }), '123')).toBe('validation.nikLength');
  });
});

describe('npwp', () => {
  it.each([
    ['01.234.567.8-901.000', null],
    ['3174012345678901', null],
    ['12.345', 'validation.npwpInvalid'],
  ])('%s → %s', (value, expected) => {
    expect(issue(npwpSchema(), value)).toBe(expected);
  });
});

describe('phone with operator code', () => {
  it.each([
    ['081234567890', '81234567890'],
    ['+62 812-3456-7890', '81234567890'],
    ['6281234567890', '81234567890'],
    ['81234567890', '81234567890'],
    ['0812-9876-5432', '81298765432'],
  ])('%s is valid, on the wire %s', (value, expected) => {
    expect(issue(phoneSchema(), value)).toBeNull();
    expect(mobileNumber(value)).toBe(expected);
    expect(normalizePhone(value)).toBe(`0${expected}`);
  });
  it.each([['021345678'], ['0812'], ['08123456789012345'], ['12345']])('rejects %s', (value) => {
    expect(issue(phoneSchema(), value)).toBe('validation.phoneInvalid');
    expect(mobileNumber(value)).toBeNull();
  });
});

describe('DD-MM-YYYY — spec §9 "Corporate and OCR dates use DD-MM-YYYY", a real calendar date', () => {
  it.each([
    ['05-01-1990', null],
    ['29-02-2024', null],
    ['31-02-1990', 'validation.dateInvalid'],
    ['29-02-2023', 'validation.dateInvalid'],
    ['31-04-2020', 'validation.dateInvalid'],
    ['00-01-1990', 'validation.dateInvalid'],
    ['1990-01-05', 'validation.dateInvalid'],
    ['5-1-1990', 'validation.dateInvalid'],
    ['', 'validation.required'],
  ])('%s → %s', (value, expected) => {
    expect(issue(ddMmYyyySchema(), value)).toBe(expected);
  });
  it.each([
    ['7-3-2020', null],
    ['07/03/2020', null],
    ['2020-03-07', null],
    ['31-02-1990', 'validation.dateInvalid'],
    ['2020-02-30', 'validation.dateInvalid'],
    ['March 7', 'validation.dateInvalid'],
  ])('a loosely typed date %s → %s (still a real calendar date)', (value, expected) => {
    expect(issue(dateSchema(), value)).toBe(expected);
  });
  it('an optional date may stay empty', () => {
    expect(issue(ddMmYyyySchema({ required: false }), '')).toBeNull();
  });
});

describe('an amount within stated limits — spec §4 Withdrawal (minimum, funds available)', () => {
  const limits = { minimum: 100_000, maximum: 1_500_000 };
  it.each([
    ['', 'validation.required'],
    ['12a', 'validation.digitsOnly'],
    ['99999', 'validation.amountBelowMinimum'],
    ['100000', null],
    ['1500000', null],
    ['1500001', 'validation.amountAboveAvailable'],
  ])('%s → %s', (value, expected) => {
    expect(issue(limitedAmountSchema(limits), value)).toBe(expected);
  });
  it('speaks the ids it is given (a top-up outside its limits)', () => {
    const ids = { below: 'validation.topUpOutsideLimits', above: 'validation.topUpOutsideLimits' };
    expect(issue(limitedAmountSchema(limits, ids), '99999')).toBe('validation.topUpOutsideLimits');
    expect(issue(limitedAmountSchema(limits, ids), '1500001')).toBe(
      'validation.topUpOutsideLimits',
    );
  });
  it('says the minimum first when the funds available are below it', () => {
    expect(issue(limitedAmountSchema({ minimum: 100_000, maximum: 50_000 }), '60000')).toBe(
      'validation.amountBelowMinimum',
    );
  });
});

describe('digits only — spec §5 "Currency amounts keep digits only."', () => {
  it.each([
    ['12345', null],
    ['12a45', 'validation.digitsOnly'],
    ['1.500.000', 'validation.digitsOnly'],
    ['Rp 1500000', 'validation.digitsOnly'],
    ['1500000', null],
  ])('amount %s → %s', (value, expected) => {
    expect(issue(amountSchema(), value)).toBe(expected);
    expect(issue(digitsOnlySchema(), value)).toBe(expected);
  });
  it.each([
    ['1.500.000', null],
    ['1500000', null],
    ['1.5a0', 'validation.digitsOnly'],
    ['1234567890123456', 'validation.digitsOnly'],
  ])('shares %s → %s', (value, expected) => {
    expect(issue(groupedNumberSchema(), value)).toBe(expected);
  });
  it.each([
    ['1', null],
    ['001', null],
    ['0001', 'validation.rtRwInvalid'],
    ['', 'validation.required'],
  ])('rt/rw %s → %s', (value, expected) => {
    expect(issue(rtRwSchema(), value)).toBe(expected);
  });
  it.each([
    ['16514', null],
    ['1651', 'validation.postalCodeInvalid'],
  ])('postal code %s → %s', (value, expected) => {
    expect(issue(postalCodeSchema(), value)).toBe(expected);
  });
  it.each([
    ['1234 5678 90', null],
    ['12345', 'validation.accountNumberInvalid'],
    ['', null],
    ['1234.5678-90', null],
  ])('optional account number %s → %s', (value, expected) => {
    expect(issue(accountNumberSchema({ required: false }), value)).toBe(expected);
  });
});

describe('telephone', () => {
  it.each([
    ['021-555 1234', null],
    ['+62 21 5551234', null],
    ['12345', 'validation.telephoneInvalid'],
    ['021 555 abc', 'validation.telephoneInvalid'],
  ])('%s → %s', (value, expected) => {
    expect(issue(telephoneSchema(), value)).toBe(expected);
  });
});

describe('base64 image — spec §5 "otherwise \'Gambar gagal diproses!\' is shown"', () => {
  it.each([
    ['data:image/jpeg;base64,/9j/4AAQSkZJRg==', null],
    ['data:image/png;base64,iVBORw0KGgo=', null],
    ['https://example.com/ktp.jpg', 'validation.imageInvalid'],
    ['data:application/pdf;base64,JVBER', 'validation.imageInvalid'],
    [undefined, 'validation.imageInvalid'],
  ])('%s → %s', (value, expected) => {
    expect(issue(base64ImageSchema(), value)).toBe(expected);
  });
});

describe('card expiry — spec §5 "A card counts as expired when the end of that month is before now."', () => {
  const now = () => new Date(2026, 10, 22);
  it.each([
    ['11/2026', null],
    ['10/2026', 'validation.cardExpired'],
    ['13/2026', 'validation.cardExpiryFormat'],
    ['1/2027', 'validation.cardExpiryFormat'],
  ])('%s → %s', (value, expected) => {
    expect(issue(cardExpirySchema(now), value)).toBe(expected);
  });
});

describe('auth rules of the contract', () => {
  it('email', () => {
    expect(issue(emailSchema(), 'budi@example.com')).toBeNull();
    expect(issue(emailSchema(), 'budi@')).toBe('validation.email');
    expect(issue(emailSchema('auth.register.emailRequired'), ' ')).toBe(
      'auth.register.emailRequired',
    );
  });
  it('password: at least 8 characters with a letter and a digit', () => {
    expect(issue(passwordSchema(), 'Pendana123!')).toBeNull();
    for (const weak of ['abc123', 'abcdefgh', '12345678'])
      expect(issue(passwordSchema(), weak)).toBe('validation.passwordRule');
    expect(issue(passwordSchema('auth.login.passwordRequired'), '')).toBe(
      'auth.login.passwordRequired',
    );
  });
  it('current password: required only, spaces kept', () => {
    expect(issue(currentPasswordSchema('auth.login.passwordRequired'), '')).toBe(
      'auth.login.passwordRequired',
    );
    expect(currentPasswordSchema().parse(' a b ')).toBe(' a b ');
  });
  it('confirmation matches', () => {
    const schema = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .check(confirmationMatches());
    const result = schema.safeParse({ password: 'a', password_confirmation: 'b' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: 'validation.passwordMismatch',
    });
  });
  it.each([
    ['budi_01', null],
    ['bud', 'validation.usernameRule'],
    ['budi santoso', 'validation.usernameRule'],
    ['', 'validation.required'],
  ])('username %s → %s', (value, expected) => {
    expect(issue(usernameSchema(), value)).toBe(expected);
  });
  it('referral code: at most 30 characters, with a message id (not zod’s English default)', () => {
    expect(issue(referralCodeSchema(), '')).toBeNull();
    expect(issue(referralCodeSchema(), 'x'.repeat(30))).toBeNull();
    expect(issue(referralCodeSchema(), 'x'.repeat(31))).toBe('validation.referralCodeLength');
  });
  it('lender type and terms', () => {
    expect(issue(lenderTypeSchema(), '2')).toBeNull();
    expect(issue(lenderTypeSchema(), undefined)).toBe('validation.lenderTypeRequired');
    expect(issue(acceptedSchema(), true)).toBeNull();
    expect(issue(acceptedSchema(), false)).toBe('validation.termsRequired');
  });
  it('required text keeps the given id', () => {
    expect(issue(requiredText('validation.religionRequired'), '  ')).toBe(
      'validation.religionRequired',
    );
    expect(issue(requiredText(), 'Islam')).toBeNull();
  });
});

describe('message ids', () => {
  it('are all react-intl ids under validation.* or errors.*', () => {
    for (const id of FORM_MESSAGE_IDS) expect(id).toMatch(/^(validation|errors)\.[a-zA-Z]+$/);
    expect(new Set(FORM_MESSAGE_IDS).size).toBe(FORM_MESSAGE_IDS.length);
    expect(VALIDATION_IDS.livenessRequired).toBe('validation.livenessRequired');
  });
  it('all have a text in the app catalogue, in Indonesian and English', () => {
    expect(FORM_MESSAGE_IDS.filter((id) => !CATALOGUE.id[id]?.trim())).toEqual([]);
    expect(FORM_MESSAGE_IDS.filter((id) => !CATALOGUE.en[id]?.trim())).toEqual([]);
  });
});
