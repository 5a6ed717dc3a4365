// One funding's honest return in its detail drawer: its XIRR from
// getPortfolioReturns (the same query as the home page's card, so one call serves both), realised
// next to expected yield, and the write-off note. The figures are the server's, never recomputed.
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { getGetPortfolioReturnsQueryOptions, type FundingReturns } from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatCurrency, formatDate, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { FactList } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { returnsMessages as messages } from '../messages';

const styles = {
  root: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'bodyStrong', m: '0' }),
  figure: css({ textStyle: 'moneyLarge', m: '0', overflowWrap: 'anywhere' }),
  noFigure: css({ fontWeight: 'semibold', m: '0' }),
  note: css({ color: 'fg.muted', textStyle: 'caption', m: '0' }),
  writtenOff: css({ color: 'warning.fg', m: '0' }),
};

export interface FundingReturnsSectionProps {
  /** The funding (`id_pendanaan`). */
  fundingId: number;
  locale: Locale;
}

function FundingReturnsFigures({
  returns,
  asOf,
  locale,
}: {
  returns: FundingReturns | undefined;
  asOf: string;
  locale: Locale;
}) {
  const intl = useIntl();
  if (!returns) {
    // No cash flow of this funding in the ledger yet (bought a moment ago): nothing to annualise.
    return <p className={styles.noFigure}>{intl.formatMessage(messages.notEnoughData)}</p>;
  }
  const noFigure = returns.reason === 'not-enough-data' ? messages.notEnoughData : messages.noRate;
  return (
    <>
      {returns.xirr_percent === null ? (
        <p className={styles.noFigure}>{intl.formatMessage(noFigure)}</p>
      ) : (
        <p className={styles.figure}>
          {intl.formatMessage(messages.percent, { percent: formatRate(returns.xirr_percent) })}
        </p>
      )}
      <p className={styles.note}>
        {intl.formatMessage(messages.asOf, { date: formatDate(asOf, locale) })}
      </p>
      <FactList
        layout="rows"
        facts={[
          {
            term: intl.formatMessage(messages.realised),
            value: formatCurrency(returns.realised_yield),
          },
          {
            term: intl.formatMessage(messages.expected),
            value: formatCurrency(returns.expected_yield),
          },
          {
            term: intl.formatMessage(messages.outstanding),
            value: formatCurrency(returns.outstanding_principal),
          },
        ]}
      />
      {returns.written_off ? (
        <p className={styles.writtenOff}>{intl.formatMessage(messages.writtenOff)}</p>
      ) : null}
      <p className={styles.note}>{intl.formatMessage(messages.how)}</p>
    </>
  );
}

export function FundingReturnsSection({ fundingId, locale }: FundingReturnsSectionProps) {
  const intl = useIntl();
  const query = useQuery(getGetPortfolioReturnsQueryOptions());
  return (
    <section className={styles.root} aria-labelledby="funding-returns-heading">
      <h3 id="funding-returns-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h3>
      {/* Its own query and states: a failed returns call never hides the funding's facts. */}
      <DataScreen query={query} skeleton={<Skeleton height="6rem" />}>
        {({ data }) => (
          <FundingReturnsFigures
            returns={data.fundings.find((item) => item.id_pendanaan === fundingId)}
            asOf={data.as_of}
            locale={locale}
          />
        )}
      </DataScreen>
    </section>
  );
}
