import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useListManagedFundings } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { Tabs } from '@pendana/design-system/components/tabs';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { cardGrid } from '../../../lib/fact-list';
import {
  DataScreen,
  DetailDrawer,
  ScreenPage,
  useDetailDrawer,
  useUrlFilters,
} from '../../../lib/screen';
import { FundingCard } from '../components/funding-card';
import { ProjectDrawerOpener } from '../components/project-drawer-opener';
import { detailMessages, listMessages as messages, yieldMessages } from '../messages';
import { SigningReturn } from '../signing';
import {
  FUNDING_TABS,
  findEnded,
  findFunding,
  fundingsOf,
  tabOf,
  type FundingTab,
} from '../utils/funding-lists';

// A funding's detail (its actions, agreement, money dialogs) and its yield schedule load when their
// drawer is first opened, not with the list (bundle budgets).
const FundingDetail = lazy(() =>
  import('../components/funding-detail').then((m) => ({ default: m.FundingDetail })),
);
// The Ended tab's cards load when the tab is first shown (bundle budgets).
const EndedFundings = lazy(() =>
  import('../components/ended-fundings').then((m) => ({ default: m.EndedFundings })),
);
const EndedFundingDetail = lazy(() =>
  import('../components/ended-funding-detail').then((m) => ({ default: m.EndedFundingDetail })),
);
const YieldSchedule = lazy(() =>
  import('../components/yield-schedule').then((m) => ({ default: m.YieldSchedule })),
);
const loading = <Skeleton lines={3} height="1.25rem" />;

/** The two drawers of spec §2: one `drawer` parameter, so they are never open together. */
const DRAWERS = ['funding', 'yield'] as const;

const TAB_LABEL = {
  active: messages.active,
  full: messages.full,
  closed: messages.closed,
  ended: messages.ended,
} satisfies Record<FundingTab, unknown>;

const styles = {
  list: cardGrid,
};

/**
 * Manage Funding (spec §2): the lender's fundings as active, full, closed and ended tabs
 * (listKelolaInvestasiNewNew, the tab in the URL), a funding's detail drawer with add/take funds and
 * its agreement (an ended one's with its final return and repayments), and its yield drawer; the
 * signing providers send the lender back here.
 */
export function MyFundingRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { filters, setFilters } = useUrlFilters({ tab: 'active' });
  const tab = tabOf(filters.tab);
  const drawers = useDetailDrawer(DRAWERS);
  const query = useListManagedFundings();
  const title = intl.formatMessage(messages.title);

  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <SigningReturn />
      <DataScreen query={query}>
        {(data) => {
          const open = findFunding(data, drawers.id);
          const ended = findEnded(data, drawers.id);
          return (
            <>
              <ProjectDrawerOpener data={data} />
              <Tabs
                label={intl.formatMessage(messages.tabs)}
                value={tab}
                onValueChange={(next) => setFilters({ tab: next })}
                items={FUNDING_TABS.map((value) => {
                  const fundings = fundingsOf(data, value);
                  return {
                    value,
                    label: `${intl.formatMessage(TAB_LABEL[value])} (${fundings.length})`,
                    content:
                      value === 'ended' ? (
                        <Suspense fallback={loading}>
                          <EndedFundings
                            fundings={data.dataProyekSelesai}
                            locale={locale}
                            onDetail={(id) => drawers.open('funding', id)}
                            onShowActive={() => setFilters({ tab: 'active' })}
                          />
                        </Suspense>
                      ) : fundings.length === 0 ? (
                        <EmptyState
                          headingLevel={2}
                          title={intl.formatMessage(messages.emptyTitle)}
                          description={intl.formatMessage(messages.emptyBody)}
                          action={
                            <Button asChild>
                              <Link to={localizePath('/dashboard/search-for-funding', locale)}>
                                {intl.formatMessage(messages.search)}
                              </Link>
                            </Button>
                          }
                        />
                      ) : (
                        <ul className={styles.list}>
                          {fundings.map((funding) => (
                            <li key={funding.id}>
                              <FundingCard
                                funding={funding}
                                locale={locale}
                                onDetail={() => drawers.open('funding', funding.id)}
                                onYield={() => drawers.open('yield', funding.id)}
                              />
                            </li>
                          ))}
                        </ul>
                      ),
                  };
                })}
              />
              <DetailDrawer
                drawers={drawers}
                name="funding"
                title={open?.nama_proyek ?? intl.formatMessage(detailMessages.title)}
              >
                {() =>
                  ended ? (
                    <Suspense fallback={loading}>
                      <EndedFundingDetail funding={ended} locale={locale} />
                    </Suspense>
                  ) : open ? (
                    <Suspense fallback={loading}>
                      <FundingDetail
                        funding={open}
                        locale={locale}
                        topUpPath={localizePath('/dashboard/wallet', locale)}
                      />
                    </Suspense>
                  ) : (
                    <p>{intl.formatMessage(detailMessages.notFound)}</p>
                  )
                }
              </DetailDrawer>
              <DetailDrawer
                drawers={drawers}
                name="yield"
                title={intl.formatMessage(yieldMessages.title)}
                description={open?.nama_proyek}
              >
                {(id) => (
                  <Suspense fallback={loading}>
                    <YieldSchedule fundingId={Number(id)} locale={locale} />
                  </Suspense>
                )}
              </DetailDrawer>
            </>
          );
        }}
      </DataScreen>
    </ScreenPage>
  );
}
