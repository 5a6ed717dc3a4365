// My Account `/dashboard/my-account` (spec §2: individuals, behind the password confirmation; issue
// 15 item 2): the profile (getIndividualProfile; the mother's maiden name masked, spec §5), its
// single-page edits (religion, marital status and mother's name; the address and occupation), the
// electronic signature at both providers, and the data verification.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetAllMasters, useGetIndividualProfile } from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatPhoneNumber, maskName } from '@pendana/design-system/formatters';
import { localeFromPath } from '../../../i18n/locale';
import { FactList } from '../../../lib/fact-list';
import { masterOptions } from '../../../lib/master-options';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { SurfaceSection as Section } from '../../../lib/surface-section';
import { DataVerification } from '../components/data-verification';
import { ProfileEditForm } from '../components/profile-edit-form';
import { Signatures } from '../components/signatures';
import { accountMessages as messages } from '../messages';

// The address and occupation edit (region pickers, the personal schema) loads after the page.
const PersonalDataSection = lazy(() =>
  import('../components/personal-data-section').then((m) => ({
    default: m.PersonalDataSection,
  })),
);

export function MyAccountRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const profile = useGetIndividualProfile();
  const masters = useGetAllMasters();
  const dash = '—';
  return (
    <ScreenPage
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
    >
      <DataScreen query={profile}>
        {({ data }) => (
          <>
            <Section id="personal" title={intl.formatMessage(messages.personalHeading)}>
              <FactList
                layout="rows"
                facts={[
                  { term: intl.formatMessage(messages.name), value: data.nama ?? dash },
                  { term: intl.formatMessage(messages.username), value: data.username },
                  { term: intl.formatMessage(messages.email), value: data.email },
                  {
                    term: intl.formatMessage(messages.phone),
                    value: formatPhoneNumber(data.no_hp) || dash,
                  },
                  {
                    term: intl.formatMessage(messages.citizenship),
                    value: data.warga_negara ?? data.kewarganegaraan ?? dash,
                  },
                  {
                    term: intl.formatMessage(messages.motherName),
                    value: data.nama_ibu_kandung ? maskName(data.nama_ibu_kandung) : dash,
                  },
                ]}
              />
            </Section>
            <Section id="edit" title={intl.formatMessage(messages.editHeading)}>
              <DataScreen query={masters}>
                {(master) => <ProfileEditForm profile={data} options={masterOptions(master)} />}
              </DataScreen>
            </Section>
            <Suspense fallback={<Skeleton lines={4} height="1.25rem" />}>
              <PersonalDataSection />
            </Suspense>
            <Section id="signature" title={intl.formatMessage(messages.signatureHeading)}>
              <Signatures signing={data.signing} locale={locale} />
            </Section>
            <Section id="verification" title={intl.formatMessage(messages.verificationHeading)}>
              <DataVerification kind="individual" />
            </Section>
          </>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
