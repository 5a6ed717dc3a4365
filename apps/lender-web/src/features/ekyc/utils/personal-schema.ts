import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { ddMmYyyySchema, nikSchema, requiredText, VALIDATION_IDS } from '@pendana/forms/schemas';
import { personalFieldMessages as fields } from '../messages';

const nik = nikSchema();

/**
 * The checks of the personal data step (spec §5), from @pendana/forms (a real calendar birth date,
 * 16-digit NIK); the fields it does not name pass untouched.
 */
export function personalSchema(intl: IntlShape) {
  const text = z.string();
  return z
    .looseObject({
      identity: z.enum(['ktp', 'passport']),
      nik: text,
      no_paspor: text,
      nama: requiredText(intl.formatMessage(fields.namaRequired)),
      tanggal_lahir: ddMmYyyySchema({ required: false }),
    })
    .check(
      z.refine((v) => v.identity === 'passport' || nik.safeParse(v.nik).success, {
        path: ['nik'],
        error: VALIDATION_IDS.nikLength,
      }),
      z.refine((v) => v.identity === 'ktp' || v.no_paspor.trim() !== '', {
        path: ['no_paspor'],
        error: intl.formatMessage(fields.noPasporRequired),
      }),
    );
}
