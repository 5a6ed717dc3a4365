// The eKYC's own checks of the education and heir sections before they are sent (spec §5): the
// rules of @pendana/forms (their messages are ids the fields show in the page's language).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import {
  accountNumberSchema,
  nikSchema,
  npwpSchema,
  phoneSchema,
  requiredText,
  VALIDATION_IDS,
} from '@pendana/forms/schemas';
import type { EducationValues, HeirValues } from '../../../capabilities/wizard';
import { heirFieldMessages } from '../messages';

// NPWP and account number may stay empty; when typed they follow the rules.
const educationSchema = z.looseObject({
  npwp: npwpSchema({ required: false }),
  rekening: accountNumberSchema({ required: false }),
});

export function educationResolver(): Resolver<EducationValues> {
  return zodResolver(educationSchema) as unknown as Resolver<EducationValues>;
}

export function heirResolver(intl: IntlShape): Resolver<HeirValues> {
  const required = (message: { id: string }) => requiredText(intl.formatMessage(message));
  const schema = z.looseObject({
    ahli_waris: required(heirFieldMessages.ahliWarisRequired),
    nik: nikSchema({ required: VALIDATION_IDS.nikLength }),
    hubungan: required(heirFieldMessages.hubunganRequired),
    telp: phoneSchema({ required: VALIDATION_IDS.phoneInvalid }),
    alamat: required(heirFieldMessages.alamatRequired),
  });
  return zodResolver(schema) as unknown as Resolver<HeirValues>;
}
