import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import {
  accountNumberSchema,
  dateSchema,
  npwpSchema,
  requiredText,
  telephoneSchema,
  VALIDATION_IDS,
} from '@pendana/forms/schemas';
import { companyFieldMessages as fields } from '../messages';
import { COMPANY_DATE_FIELDS } from './to-corporate-payloads';

/** The checks of the company step before it is sent (spec §3, §5): the rules of @pendana/forms. */
export function companySchema(intl: IntlShape) {
  return z.looseObject({
    nama: requiredText(intl.formatMessage(fields.namaRequired)),
    npwp: npwpSchema({ required: VALIDATION_IDS.npwpInvalid }),
    telepon: telephoneSchema({ required: false }),
    rekening: accountNumberSchema({ required: false }),
    ...Object.fromEntries(
      COMPANY_DATE_FIELDS.map((field) => [field, dateSchema({ required: false })]),
    ),
  });
}
