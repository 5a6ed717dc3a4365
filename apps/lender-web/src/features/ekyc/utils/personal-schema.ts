import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { personalFieldMessages as fields } from '../messages';

/** The checks of the personal data step (spec §5); the fields it does not name pass untouched. */
export function personalSchema(intl: IntlShape) {
  const text = z.string();
  return z
    .looseObject({
      identity: z.enum(['ktp', 'passport']),
      nik: text,
      no_paspor: text,
      nama: z.string().check(z.trim(), z.minLength(1, intl.formatMessage(fields.namaRequired))),
      tanggal_lahir: z.string().check(
        z.refine((v) => v === '' || /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/.test(v), {
          error: intl.formatMessage(fields.tanggalLahirInvalid),
        }),
      ),
    })
    .check(
      z.refine((v) => v.identity === 'passport' || /^\d{16}$/.test(v.nik.trim()), {
        path: ['nik'],
        error: intl.formatMessage(fields.nikInvalid),
      }),
      z.refine((v) => v.identity === 'ktp' || v.no_paspor.trim() !== '', {
        path: ['no_paspor'],
        error: intl.formatMessage(fields.noPasporRequired),
      }),
    );
}
