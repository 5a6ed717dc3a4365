import type { IntlShape } from 'react-intl';
import { personalSchema as kycPersonalSchema } from '../../../capabilities/personal-data';
import { personalFieldMessages as fields } from '../messages';

/** The checks of the personal data step (spec §5): the shared personal data rules, with this step's texts. */
export function personalSchema(intl: IntlShape) {
  return kycPersonalSchema(intl, {
    namaRequired: fields.namaRequired,
    noPasporRequired: fields.noPasporRequired,
  });
}
