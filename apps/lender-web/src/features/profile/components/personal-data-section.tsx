// My Account's personal data section: the stored data (getProfilePersonalData) and the master lists
// load behind a skeleton, a failure shows its Retry; nothing saved yet sends to the eKYC; then the
// single-page edit.
import { useIntl } from 'react-intl';
import { useGetAllMasters, useGetProfilePersonalData } from '@pendana/api-sdk';
import { LocalLink } from '../../../lib/form-parts';
import { masterOptions } from '../../../lib/master-options';
import { DataScreen } from '../../../lib/screen';
import { SurfaceSection as Section } from '../../../lib/surface-section';
import { personalDataMessages as messages } from '../personal-data-messages';
import { PersonalDataForm } from './personal-data-form';

export function PersonalDataSection() {
  const intl = useIntl();
  const personal = useGetProfilePersonalData();
  const masters = useGetAllMasters();
  return (
    <Section id="personal-data" title={intl.formatMessage(messages.heading)}>
      <DataScreen
        query={personal}
        isEmpty={({ data }) => !data.nama}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyDescription),
          action: <LocalLink to="/dashboard/ekyc" text={messages.emptyAction} />,
          headingLevel: 3,
        }}
      >
        {({ data }) => (
          <DataScreen query={masters}>
            {(master) => <PersonalDataForm stored={data} options={masterOptions(master)} />}
          </DataScreen>
        )}
      </DataScreen>
    </Section>
  );
}
