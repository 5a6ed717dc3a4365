// One tab of Manage Funding: its loaded fundings as cards (the Ended tab's with their final return),
// a skeleton while the first page comes, an error with Retry, an empty state with a next step, and
// more fundings as the lender scrolls (FundingListMore).
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { localizePath, type Locale } from '../../../i18n/locale';
import { cardGrid } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { listMessages as messages } from '../messages';
import {
  FundingListMore,
  fundingsOf,
  type FundingTab,
  type useFundingPages,
} from '../../../capabilities/funding-pages';
import { FundingCard } from './funding-card';

// The Ended tab's cards load when the tab is first shown (bundle budgets).
const EndedFundings = lazy(() =>
  import('./ended-fundings').then((m) => ({ default: m.EndedFundings })),
);
const loading = <Skeleton lines={3} height="1.25rem" />;

export interface FundingTabProps {
  tab: FundingTab;
  query: ReturnType<typeof useFundingPages>;
  locale: Locale;
  onDetail: (id: number) => void;
  onYield: (id: number) => void;
  onShowActive: () => void;
}

export function FundingTabContent({
  tab,
  query,
  locale,
  onDetail,
  onYield,
  onShowActive,
}: FundingTabProps) {
  const intl = useIntl();
  return (
    <DataScreen query={query}>
      {(data) => {
        const fundings = fundingsOf(data, tab);
        const more =
          fundings.length > 0 ? (
            <FundingListMore
              query={query}
              paged={data.meta.page > 1}
              endText={intl.formatMessage(messages.endOfList)}
            />
          ) : null;
        if (tab === 'ended')
          return (
            <Suspense fallback={loading}>
              <EndedFundings
                fundings={data.dataProyekSelesai}
                locale={locale}
                onDetail={onDetail}
                onShowActive={onShowActive}
              />
              {more}
            </Suspense>
          );
        if (fundings.length === 0)
          return (
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
          );
        return (
          <>
            <ul className={cardGrid}>
              {fundings.map((funding) => (
                <li key={funding.id}>
                  <FundingCard
                    funding={funding}
                    locale={locale}
                    onDetail={() => onDetail(funding.id)}
                    onYield={() => onYield(funding.id)}
                  />
                </li>
              ))}
            </ul>
            {more}
          </>
        );
      }}
    </DataScreen>
  );
}
