import type { IntlShape, MessageDescriptor } from 'react-intl';
import * as z from 'zod/mini';
import { ddMmYyyySchema, nikSchema, requiredText, VALIDATION_IDS } from '@pendana/forms/schemas';

/** The texts of the two rules whose message is the form's own. */
export interface PersonalSchemaMessages {
  namaRequired: MessageDescriptor;
  noPasporRequired: MessageDescriptor;
}

/**
 * The checks of the individual personal data (spec §5), from @pendana/forms (a real calendar birth
 * date, 16-digit NIK): the eKYC's step and the profile's single-page edit; the fields it does not
 * name pass untouched.
 */
export function personalSchema(intl: IntlShape, messages: PersonalSchemaMessages) {
  const nik = nikSchema();
  const text = z.string();
  return z
    .looseObject({
      identity: z.enum(['ktp', 'passport']),
      nik: text,
      no_paspor: text,
      nama: requiredText(intl.formatMessage(messages.namaRequired)),
      tanggal_lahir: ddMmYyyySchema({ required: false }),
    })
    .check(
      z.refine((v) => v.identity === 'passport' || nik.safeParse(v.nik).success, {
        path: ['nik'],
        error: VALIDATION_IDS.nikLength,
      }),
      z.refine((v) => v.identity === 'ktp' || v.no_paspor.trim() !== '', {
        path: ['no_paspor'],
        error: intl.formatMessage(messages.noPasporRequired),
      }),
    );
}
