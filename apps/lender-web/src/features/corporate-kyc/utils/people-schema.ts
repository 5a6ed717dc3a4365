import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import {
  dateSchema,
  groupedNumberSchema,
  nikSchema,
  phoneSchema,
  postalCodeSchema,
  requiredText,
} from '@pendana/forms/schemas';
import { personFieldMessages as fields } from '../messages';

/** The checks of a people step before it is sent (spec §3, §5); shareholders have three more. */
export function peopleSchema(intl: IntlShape, isShareholders: boolean) {
  const required = () => requiredText(intl.formatMessage(fields.required));
  const person = z.looseObject({
    nama: requiredText(intl.formatMessage(fields.namaRequired)),
    identitas: nikSchema({ required: 'validation.nikLength' }),
    tanggal_lahir: dateSchema({ required: false }),
    telepon: phoneSchema({ required: false }),
    kode_pos: postalCodeSchema({ required: false }),
    ...(isShareholders
      ? {
          jenis_pemegang_saham: required(),
          nilai_saham: required(),
          lembar_saham: groupedNumberSchema({ required: intl.formatMessage(fields.required) }),
        }
      : {}),
  });
  return z.object({
    people: z.array(person).check(z.minLength(1, { error: intl.formatMessage(fields.atLeastOne) })),
  });
}
