// The rules that read dates (dayjs strict, real calendar) through the design system's formatters.
import {
  isCardExpired,
  normalizeDdMmYyyy,
  parseCardExpiry,
  parseDdMmYyyy,
} from '@pendana/design-system/formatters';
import * as z from 'zod/mini';
import { VALIDATION_IDS as ID } from './messages';
import { requiredText, textRule, type RuleOptions } from './rules';

/** 'DD-MM-YYYY', a real calendar date (dayjs strict: '31-02-1990' is refused; spec §5, §9). */
export const ddMmYyyySchema = ({ required = true }: RuleOptions = {}) =>
  textRule((value) => parseDdMmYyyy(value) !== null, ID.dateInvalid, required);

/**
 * A real calendar date typed as 'DD-MM-YYYY', 'D-M-YYYY', 'DD/MM/YYYY' or given as 'YYYY-MM-DD' (a
 * saved value); the wire form is `normalizeDdMmYyyy` of the design system. '31-02-1990' is refused.
 */
export const dateSchema = ({ required = true }: RuleOptions = {}) =>
  textRule((value) => normalizeDdMmYyyy(value) !== '', ID.dateInvalid, required);

/** Card expiry 'MM/YYYY', not expired (spec §5: expired when the end of that month is before now). */
export const cardExpirySchema = (now: () => Date = () => new Date()) =>
  requiredText().check(
    z.refine((value) => parseCardExpiry(value) !== null, {
      error: ID.cardExpiryFormat,
      abort: true,
    }),
    z.refine((value) => !isCardExpired(value, now()), { error: ID.cardExpired }),
  );
