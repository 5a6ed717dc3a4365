// Where the lender's money is, on the home page (getPortfolioAllocation): the wallet and each stage
// of invested money as a chart with its figures, the invested money by akad and by sector beside it.
// Every figure is the server's, from the ledger, never added up here. Its own query and states: a
// failed call never hides the rest of home.
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetPortfolioAllocationQueryOptions, type PortfolioAllocation } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatCurrency } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FactList, surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { allocationMessages as messages, homeMessages } from '../messages';

const AllocationChart = lazy(() =>
  import('./allocation-chart').then((m) => ({ default: m.AllocationChart })),
);

const styles = {
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  body: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
    alignItems: 'start',
  }),
  splits: css({ display: 'grid', gap: '4', minW: '0' }),
  splitHeading: css({ textStyle: 'h3', m: '0' }),
  note: css({ m: '0', color: 'fg.muted' }),
  total: css({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: '2' }),
  totalValue: css({ textStyle: 'bodyStrong' }),
};

const chartSkeleton = <Skeleton height="16rem" />;

const SECTOR_LABELS = {
  properti: messages.sectorProperti,
  modal_kerja: messages.sectorModalKerja,
} as const;

function Allocation({ data }: { data: PortfolioAllocation }) {
  const intl = useIntl();
  return (
    <div className={`${surface} ${styles.body}`}>
      <div className={styles.splits}>
        <p className={styles.total}>
          <span>{intl.formatMessage(messages.total)}</span>
          <span className={styles.totalValue}>{formatCurrency(data.total)}</span>
        </p>
        <Suspense fallback={chartSkeleton}>
          <AllocationChart data={data} />
        </Suspense>
      </div>
      <div className={styles.splits}>
        {data.invested === 0 ? (
          <p className={styles.note}>{intl.formatMessage(messages.nothingInvested)}</p>
        ) : (
          <>
            <h3 className={styles.splitHeading}>{intl.formatMessage(messages.byAkad)}</h3>
            <FactList
              layout="rows"
              facts={data.by_akad.map(({ akad, amount }) => ({
                term: akad,
                value: formatCurrency(amount),
              }))}
            />
            <h3 className={styles.splitHeading}>{intl.formatMessage(messages.bySector)}</h3>
            <FactList
              layout="rows"
              facts={data.by_sector.map(({ sector, amount }) => ({
                term: intl.formatMessage(SECTOR_LABELS[sector]),
                value: formatCurrency(amount),
              }))}
            />
          </>
        )}
      </div>
    </div>
  );
}

export function AllocationCard({ walletPath }: { walletPath: string }) {
  const intl = useIntl();
  const query = useQuery(getGetPortfolioAllocationQueryOptions());
  return (
    <section className={styles.section} aria-labelledby="allocation-heading">
      <h2 id="allocation-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={query}
        skeleton={chartSkeleton}
        isEmpty={({ data }) => data.total === 0}
        empty={{
          headingLevel: 3,
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: (
            <Button asChild>
              <Link to={walletPath}>{intl.formatMessage(homeMessages.topUp)}</Link>
            </Button>
          ),
        }}
      >
        {({ data }) => <Allocation data={data} />}
      </DataScreen>
    </section>
  );
}
