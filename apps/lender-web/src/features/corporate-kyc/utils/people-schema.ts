import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { personFieldMessages as fields, regionFieldMessages } from '../messages';
import { toDmy } from '../../../capabilities/wizard';

/** The checks of a people step before it is sent (spec §3, §5); shareholders have three more. */
export function peopleSchema(intl: IntlShape, isShareholders: boolean) {
  const required = (message: string) =>
    z.string().check(z.refine((v) => v.trim() !== '', { error: message }));
  const person = z.looseObject({
    nama: required(intl.formatMessage(fields.namaRequired)),
    identitas: z.string().check(
      z.refine((v) => /^\d{16}$/.test(v.replace(/\s/g, '')), {
        error: intl.formatMessage(fields.identitasInvalid),
      }),
    ),
    tanggal_lahir: z.string().check(
      z.refine((v) => v.trim() === '' || toDmy(v) !== undefined, {
        error: intl.formatMessage(fields.tanggalLahirInvalid),
      }),
    ),
    telepon: z.string().check(
      z.refine(
        (v) => {
          if (v.trim() === '') return true;
          let d = v.replace(/\D/g, '');
          if (d.startsWith('62')) d = d.slice(2);
          if (d.startsWith('0')) d = d.slice(1);
          return /^8\d{7,12}$/.test(d);
        },
        { error: intl.formatMessage(fields.teleponInvalid) },
      ),
    ),
    kode_pos: z.string().check(
      z.refine((v) => v.trim() === '' || /^\d{5}$/.test(v.trim()), {
        error: intl.formatMessage(regionFieldMessages.kodePosInvalid),
      }),
    ),
    ...(isShareholders
      ? {
          jenis_pemegang_saham: required(intl.formatMessage(fields.required)),
          nilai_saham: required(intl.formatMessage(fields.required)),
          lembar_saham: z.string().check(
            z.refine((v) => /^\d{1,15}$/.test(v.replace(/\./g, '').trim()), {
              error: intl.formatMessage(fields.required),
            }),
          ),
        }
      : {}),
  });
  return z.object({
    people: z.array(person).check(z.minLength(1, { error: intl.formatMessage(fields.atLeastOne) })),
  });
}
