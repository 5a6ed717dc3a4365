// My Account of a corporation `/dashboard/my-account-corporate` (spec §2: corporations only, behind the
// password confirmation): the company's profile (getCorporateProfile), the way to
// each part's single-page edit (the corporate KYC's `?edit=<section>`, which saves, says 'Profile
// Berhasil di Ubah' and goes to /dashboard), the electronic signature at both providers and the
// data verification.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useGetCorporateProfile } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { formatPhoneNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { FactList } from '../../../lib/fact-list';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { SurfaceSection as Section } from '../../../lib/surface-section';
import { DataVerification } from '../components/data-verification';
import { Signatures } from '../components/signatures';
import { accountMessages, corporateMessages as messages } from '../messages';

const EDITS = [
  { section: 'company', label: messages.editCompany },
  { section: 'administrators', label: messages.editAdministrators },
  { section: 'shareholders', label: messages.editShareholders },
  { section: 'contacts', label: messages.editContacts },
] as const;

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

export function CorporateAccountRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const profile = useGetCorporateProfile();
  const dash = '—';
  return (
    <ScreenPage
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
    >
      <DataScreen query={profile}>
        {({ data }) => (
          <>
            <Section id="company" title={intl.formatMessage(messages.companyHeading)}>
              <FactList
                layout="rows"
                facts={[
                  { term: intl.formatMessage(messages.companyName), value: data.nama ?? dash },
                  { term: intl.formatMessage(accountMessages.username), value: data.username },
                  { term: intl.formatMessage(accountMessages.email), value: data.email },
                  { term: intl.formatMessage(messages.npwp), value: data.npwp ?? dash },
                  { term: intl.formatMessage(messages.pic), value: data.nama_pic ?? dash },
                  {
                    term: intl.formatMessage(accountMessages.phone),
                    value: formatPhoneNumber(data.no_hp) || dash,
                  },
                ]}
              />
            </Section>
            <Section id="edit" title={intl.formatMessage(messages.editHeading)}>
              <p>{intl.formatMessage(messages.editIntro)}</p>
              <div className={actions}>
                {EDITS.map(({ section, label }) => (
                  <Button key={section} asChild variant="outline">
                    <Link
                      to={`${localizePath('/dashboard/corporate-kyc', locale)}?edit=${section}`}
                    >
                      {intl.formatMessage(label)}
                    </Link>
                  </Button>
                ))}
              </div>
            </Section>
            <Section id="signature" title={intl.formatMessage(accountMessages.signatureHeading)}>
              <Signatures signing={data.signing} locale={locale} />
            </Section>
            <Section
              id="verification"
              title={intl.formatMessage(accountMessages.verificationHeading)}
            >
              <DataVerification kind="corporate" />
            </Section>
          </>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
