import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { companyFieldMessages as fields } from '../messages';
import { toDmy } from '../../../capabilities/wizard';
import { COMPANY_DATE_FIELDS } from './to-corporate-payloads';

/** The checks of the company step before it is sent (spec §3, §5). */
export function companySchema(intl: IntlShape) {
  const digits = (min: number, max: number, message: string) =>
    z.string().check(
      z.refine(
        (v) => {
          const d = v.replace(/\D/g, '');
          return v.trim() === '' || (d.length >= min && d.length <= max && /^[\d\s.\-+]*$/.test(v));
        },
        { error: message },
      ),
    );
  const date = z.string().check(
    z.refine((v) => v.trim() === '' || toDmy(v) !== undefined, {
      error: intl.formatMessage(fields.dateInvalid),
    }),
  );
  return z.looseObject({
    nama: z
      .string()
      .check(z.refine((v) => v.trim() !== '', { error: intl.formatMessage(fields.namaRequired) })),
    npwp: z.string().check(
      z.refine((v) => /^(\d{15}|\d{16})$/.test(v.replace(/\D/g, '')), {
        error: intl.formatMessage(fields.npwpInvalid),
      }),
    ),
    telepon: digits(6, 15, intl.formatMessage(fields.teleponInvalid)),
    rekening: digits(6, 20, intl.formatMessage(fields.rekeningInvalid)),
    ...Object.fromEntries(COMPANY_DATE_FIELDS.map((field) => [field, date])),
  });
}
