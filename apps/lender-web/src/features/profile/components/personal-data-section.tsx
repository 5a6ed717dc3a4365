// My Account's personal data section: the stored data (getProfilePersonalData) and the master lists
// load behind a skeleton, a failure shows its Retry, then the single-page edit.
import { useIntl } from 'react-intl';
import { useGetAllMasters, useGetProfilePersonalData } from '@pendana/api-sdk';
import { masterOptions } from '../../../lib/master-options';
import { DataScreen } from '../../../lib/screen';
import { SurfaceSection as Section } from '../../../lib/surface-section';
import { personalDataMessages as messages } from '../messages';
import { PersonalDataForm } from './personal-data-form';

export function PersonalDataSection() {
  const intl = useIntl();
  const personal = useGetProfilePersonalData();
  const masters = useGetAllMasters();
  return (
    <Section id="personal-data" title={intl.formatMessage(messages.heading)}>
      <DataScreen query={personal}>
        {({ data }) => (
          <DataScreen query={masters}>
            {(master) => <PersonalDataForm stored={data} options={masterOptions(master)} />}
          </DataScreen>
        )}
      </DataScreen>
    </Section>
  );
}
