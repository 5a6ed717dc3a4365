// The eKYC's own checks of the education and heir sections before they are sent (spec §5).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { splitPhone } from '../../../capabilities/phone-verification';
import type { EducationValues, HeirValues } from '../../../capabilities/wizard';
import { educationFieldMessages, heirFieldMessages, personalFieldMessages } from '../messages';

export function educationResolver(intl: IntlShape): Resolver<EducationValues> {
  const schema = z.looseObject({
    npwp: z
      .string()
      .check(
        z.refine(
          (v) => v.replace(/\D/g, '') === '' || /^(\d{15}|\d{16})$/.test(v.replace(/\D/g, '')),
          { error: intl.formatMessage(educationFieldMessages.npwpInvalid) },
        ),
      ),
    rekening: z.string().check(
      z.refine((v) => v.trim() === '' || /^\d{6,20}$/.test(v.replace(/\s/g, '')), {
        error: intl.formatMessage(educationFieldMessages.rekeningInvalid),
      }),
    ),
  });
  return zodResolver(schema) as unknown as Resolver<EducationValues>;
}

export function heirResolver(intl: IntlShape): Resolver<HeirValues> {
  const required = (message: { id: string }) =>
    z.string().check(z.trim(), z.minLength(1, intl.formatMessage(message)));
  const schema = z.looseObject({
    ahli_waris: required(heirFieldMessages.ahliWarisRequired),
    nik: z
      .string()
      .check(z.regex(/^\d{16}$/, intl.formatMessage(personalFieldMessages.nikInvalid))),
    hubungan: z
      .string()
      .check(z.minLength(1, intl.formatMessage(heirFieldMessages.hubunganRequired))),
    telp: z.string().check(
      z.refine((v) => splitPhone(v) !== null, {
        error: intl.formatMessage(heirFieldMessages.telpInvalid),
      }),
    ),
    alamat: required(heirFieldMessages.alamatRequired),
  });
  return zodResolver(schema) as unknown as Resolver<HeirValues>;
}
