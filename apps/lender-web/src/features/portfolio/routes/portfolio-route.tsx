// Portfolio and certificate `/dashboard/portfolio`: the open fundings with their
// state and yield rate (PortfolioList), the certificate profile
// (newnewnewallProfileSertifikatBaru: total assets, available funds, the VA, the lender account, the
// master agreement's state, the last mutations) and the certificate of total assets, the server's PDF
// opened in a new tab (the browser's viewer) or downloaded under its own name. Non-200: 'Something went wrong' (spec §8).
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { getCertificate, useGetCertificateProfile } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { formatCurrency } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import { FactList, surface } from '../../../lib/fact-list';
import { DataScreen, DocumentDownload, ScreenPage } from '../../../lib/screen';
import { PortfolioList } from '../components/portfolio-list';
import {
  agreementStateMessages,
  certificateMessages,
  portfolioMessages as messages,
} from '../messages';

/** Below this total the server gives no certificate (docs/lender-api.md "Certificates"). */
export const CERTIFICATE_MINIMUM = 1_000_000;

const AGREEMENT = {
  buka: agreementStateMessages.buka,
  ttd_awal: agreementStateMessages.ttdAwal,
  ttd_akhir: agreementStateMessages.ttdAkhir,
  unduh: agreementStateMessages.unduh,
  tutup: agreementStateMessages.tutup,
} as const;

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  list: css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  documents: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, max-content)' },
    alignItems: 'start',
  }),
  row: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2' }),
};

export function PortfolioRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const query = useGetCertificateProfile();
  const title = intl.formatMessage(messages.title);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <DataScreen query={query} errorText={() => intl.formatMessage(somethingWrongMessage)}>
        {({ data }) => (
          <>
            <section className={`${surface} ${styles.section}`} aria-labelledby="assets-heading">
              <h2 id="assets-heading" className={styles.heading}>
                {intl.formatMessage(messages.assetsHeading)}
              </h2>
              <FactList
                layout="rows"
                facts={[
                  {
                    term: intl.formatMessage(messages.totalAssets),
                    value: formatCurrency(data.total_aset),
                  },
                  {
                    term: intl.formatMessage(messages.available),
                    value: formatCurrency(data.dana_tersedia),
                  },
                  { term: intl.formatMessage(messages.va), value: data.va ?? '—' },
                  {
                    term: intl.formatMessage(messages.rdlAccount),
                    value: data.account_number ?? '—',
                  },
                  {
                    term: intl.formatMessage(messages.masterAgreement),
                    value: intl.formatMessage(AGREEMENT[data.status_button_akad]),
                  },
                ]}
              />
            </section>
            <section className={styles.section} aria-labelledby="certificate-heading">
              <h2 id="certificate-heading" className={styles.heading}>
                {intl.formatMessage(certificateMessages.heading)}
              </h2>
              {data.certificate_available ? (
                <>
                  <p>{intl.formatMessage(certificateMessages.intro)}</p>
                  <div className={styles.documents}>
                    <DocumentDownload
                      mode="open"
                      label={intl.formatMessage(certificateMessages.open)}
                      fileName={intl.formatMessage(certificateMessages.fileName)}
                      request={(options) => getCertificate(options)}
                      errorText={() => intl.formatMessage(somethingWrongMessage)}
                    />
                    <DocumentDownload
                      label={intl.formatMessage(certificateMessages.download)}
                      fileName={intl.formatMessage(certificateMessages.fileName)}
                      request={(options) => getCertificate(options)}
                      errorText={() => intl.formatMessage(somethingWrongMessage)}
                    />
                  </div>
                </>
              ) : (
                <Alert
                  status="info"
                  actions={
                    <Button asChild variant="outline" size="sm">
                      <Link to={localizePath('/dashboard/search-for-funding', locale)}>
                        {intl.formatMessage(certificateMessages.toSearch)}
                      </Link>
                    </Button>
                  }
                >
                  {intl.formatMessage(certificateMessages.unavailable, {
                    minimum: formatCurrency(CERTIFICATE_MINIMUM),
                  })}
                </Alert>
              )}
            </section>
            {data.mutasi.length > 0 ? (
              <section className={styles.section} aria-labelledby="mutations-heading">
                <h2 id="mutations-heading" className={styles.heading}>
                  {intl.formatMessage(messages.lastMutations)}
                </h2>
                <ul className={styles.list}>
                  {data.mutasi.map((row) => (
                    <li key={row.id} className={`${surface} ${styles.row}`}>
                      <span>{row.perihal}</span>
                      <span>{formatCurrency(row.nominal)}</span>
                    </li>
                  ))}
                </ul>
                <p>
                  <Link to={localizePath('/dashboard/transactions', locale)}>
                    {intl.formatMessage(messages.allTransactions)}
                  </Link>
                </p>
              </section>
            ) : null}
          </>
        )}
      </DataScreen>
      <PortfolioList myFundingPath={localizePath('/dashboard/my-funding', locale)} />
    </ScreenPage>
  );
}
