// The next repayments due to the lender, on the home page: getPortfolioMonthly's `next_payouts`
// (the repayment schedule's next payouts, soonest first), date, project and expected amount. The
// same query as the yield page's chart (one cache entry). Its own states: a failed call never hides
// the rest of home.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetPortfolioMonthlyQueryOptions, type NextPayout } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatCurrency, formatDate, type Locale } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { homeMessages, payoutsMessages as messages } from '../messages';

/** How many repayments home lists. */
export const NEXT_PAYOUTS = 3;

const styles = {
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  list: css({ display: 'grid', gap: '3', m: '0', p: '0', listStyle: 'none' }),
  item: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: '3',
    rowGap: '1',
    alignItems: 'baseline',
  }),
  date: css({ fontWeight: 'semibold' }),
  amount: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' }),
  name: css({ gridColumn: '1 / -1', color: 'fg.muted', overflowWrap: 'anywhere' }),
  note: css({ m: '0', color: 'fg.muted', textStyle: 'caption' }),
};

/** The soonest `NEXT_PAYOUTS` payouts by date (the server sends them so; kept so whatever comes). */
function soonest(payouts: readonly NextPayout[]): NextPayout[] {
  return [...payouts].sort((a, b) => a.date.localeCompare(b.date)).slice(0, NEXT_PAYOUTS);
}

export function NextPayoutsCard({
  locale,
  searchPath,
  yieldPath,
}: {
  locale: Locale;
  searchPath: string;
  yieldPath: string;
}) {
  const intl = useIntl();
  const query = useQuery(getGetPortfolioMonthlyQueryOptions());
  return (
    <section className={styles.section} aria-labelledby="payouts-heading">
      <h2 id="payouts-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={query}
        skeleton={<Skeleton height="9rem" />}
        isEmpty={({ data }) => data.next_payouts.length === 0}
        empty={{
          headingLevel: 3,
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: (
            <Button asChild>
              <Link to={searchPath}>{intl.formatMessage(homeMessages.fundProject)}</Link>
            </Button>
          ),
        }}
      >
        {({ data }) => (
          <div className={surface}>
            <ol className={styles.list}>
              {soonest(data.next_payouts).map((payout) => (
                <li key={`${payout.id_pendanaan}:${payout.date}`} className={styles.item}>
                  <span className={styles.date}>{formatDate(payout.date, locale)}</span>
                  <span className={styles.amount}>{formatCurrency(payout.amount)}</span>
                  <span className={styles.name}>{payout.nama_proyek}</span>
                </li>
              ))}
            </ol>
            <p className={styles.note}>{intl.formatMessage(messages.note)}</p>
            <div>
              <Button asChild variant="outline" size="sm">
                <Link to={yieldPath}>{intl.formatMessage(messages.toYield)}</Link>
              </Button>
            </div>
          </div>
        )}
      </DataScreen>
    </section>
  );
}
