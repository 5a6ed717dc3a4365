import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  getGetLenderInfoQueryOptions,
  getGetPortfolioQueryOptions,
  getGetPortfolioReturnsQueryOptions,
  getGetRegistrationStatusQueryOptions,
} from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { css } from '@pendana/design-system/styled-system/css';
import { PlatformHealthCard } from '../../../capabilities/platform-health';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { DocumentTitle } from '../../../lib/document-title';
import { DataScreen, DRAWER_ID_PARAM, DRAWER_PARAM } from '../../../lib/screen';
import { AccountCard } from '../components/account-card';
import { AllocationCard } from '../components/allocation-card';
import { ConcentrationCard } from '../components/concentration-card';
import { ActiveFundings } from '../components/active-fundings';
import { KycStateCard } from '../components/kyc-state-card';
import { NextPayoutsCard } from '../components/next-payouts-card';
import { PortfolioReturns } from '../components/portfolio-returns';
import { PortfolioSummary } from '../components/portfolio-summary';
import { homeMessages, returnsMessages } from '../messages';
import { saveStepOrder } from '../utils/step-order-storage';

const styles = {
  page: css({ display: 'grid', gap: '6', maxW: '48rem', minW: '0' }),
  title: css({ textStyle: 'h1' }),
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  skeleton: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  }),
};

function SummarySkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height="5.5rem" />
      ))}
    </div>
  );
}

/**
 * Dashboard home (spec §2): where the lender's money is (homeLogin, and by stage, akad and sector:
 * getPortfolioAllocation), the next repayments (getPortfolioMonthly), what each open funding waits for, the money actions, the honest return (getPortfolioReturns), and what
 * the account status still asks (lender_info).
 */
export function HomeRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  // The layout renders this page only once lender_info is loaded.
  const { data } = useQuery(getGetLenderInfoQueryOptions());
  const portfolio = useQuery(getGetPortfolioQueryOptions());
  const returns = useQuery(getGetPortfolioReturnsQueryOptions());
  const registration = useQuery(getGetRegistrationStatusQueryOptions());
  const stepOrder = registration.data?.data.current_status.step_order;
  useEffect(() => {
    if (stepOrder !== undefined) saveStepOrder(stepOrder);
  }, [stepOrder]);
  if (!data) {
    // Only the build's static frame renders without the lender (the layout waits for it): the
    // page's place with its skeletons, the greeting being the lender's name.
    return (
      <div className={styles.page}>
        <DocumentTitle title={intl.formatMessage(homeMessages.title)} />
        <Skeleton height="2.5rem" width="16rem" />
        <section className={styles.section}>
          <h2 className={styles.heading}>{intl.formatMessage(homeMessages.summaryHeading)}</h2>
          <SummarySkeleton />
        </section>
      </div>
    );
  }
  const lender = data.data;
  const path = (to: string) => localizePath(to, locale);
  const searchPath = path('/dashboard/search-for-funding');

  return (
    <div className={styles.page}>
      <DocumentTitle title={intl.formatMessage(homeMessages.title)} />
      <h1 className={styles.title}>
        {intl.formatMessage(homeMessages.greeting, { name: lender.nama ?? lender.username })}
      </h1>
      <KycStateCard lender={lender} locale={locale} />
      <section className={styles.section} aria-labelledby="money-heading">
        <h2 id="money-heading" className={styles.heading}>
          {intl.formatMessage(homeMessages.summaryHeading)}
        </h2>
        <DataScreen
          query={portfolio}
          skeleton={<SummarySkeleton />}
          // Spec §8: a non-200 of the portfolio call shows 'Something went wrong'.
          errorText={() => intl.formatMessage(somethingWrongMessage)}
        >
          {({ data: { rekening, pendanaan, jumlah_pendanaan } }) => (
            <>
              <PortfolioSummary
                rekening={rekening}
                links={{
                  topUp: path('/dashboard/wallet'),
                  withdraw: path('/dashboard/withdrawal'),
                  fundProject: searchPath,
                  yield: path('/dashboard/yield'),
                  transactions: path('/dashboard/transactions'),
                  portfolio: path('/dashboard/portfolio'),
                  fundedProjects: path('/dashboard/funded-projects'),
                }}
              />
              <h2 className={styles.heading}>{intl.formatMessage(homeMessages.fundingsHeading)}</h2>
              <ActiveFundings
                fundings={pendanaan}
                total={jumlah_pendanaan}
                allPath={path('/dashboard/my-funding')}
                searchPath={searchPath}
                detailPath={(id) =>
                  `${path('/dashboard/my-funding')}?${DRAWER_PARAM}=funding&${DRAWER_ID_PARAM}=${id}`
                }
              />
            </>
          )}
        </DataScreen>
      </section>
      {/* What is below the balances waits for them: their content is taller than their skeleton,
          and a card shown under the skeleton would be pushed down the page when they arrive (a
          layout shift of 0.24 on a phone, Lighthouse 2026-11-26). */}
      {portfolio.isPending ? null : (
        <>
          <AllocationCard walletPath={path('/dashboard/wallet')} />
          <NextPayoutsCard
            locale={locale}
            searchPath={searchPath}
            yieldPath={path('/dashboard/yield')}
          />
          <section className={styles.section} aria-labelledby="returns-heading">
            <h2 id="returns-heading" className={styles.heading}>
              {intl.formatMessage(returnsMessages.heading)}
            </h2>
            {/* Its own query and states: a failed returns call never hides the balances. */}
            <DataScreen query={returns} skeleton={<Skeleton height="9rem" />}>
              {({ data: { as_of, portfolio: summary } }) => (
                <PortfolioReturns portfolio={summary} asOf={as_of} locale={locale} />
              )}
            </DataScreen>
          </section>
          <ConcentrationCard searchPath={searchPath} />
          <PlatformHealthCard />
          <AccountCard lender={lender} />
        </>
      )}
    </div>
  );
}
