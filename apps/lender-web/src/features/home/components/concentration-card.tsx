// How much of the lender's invested money sits in one project, on the home page: the largest
// project's share (getFundingConcentration, the server's rounded-down basis points) as a meter named
// with the figure and the project, its amount of the total, and whether it is above the threshold
// the checkout warns at. Its own query and states: a failed call never hides the rest of home.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  getGetFundingConcentrationQueryOptions,
  type FundingConcentration,
} from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Progress } from '@pendana/design-system/components/progress';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { concentrationMessages as messages, homeMessages } from '../messages';

/** Basis points as the percent figure shown (4444 → 44,44). */
const bpsToPercent = (bps: number) => bps / 100;

const styles = {
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  note: css({ m: '0', color: 'fg.muted' }),
  above: css({ m: '0', color: 'warning.fg' }),
};

function Meter({ data }: { data: FundingConcentration }) {
  const intl = useIntl();
  const { largest, share_bps: share } = data;
  if (!largest || share === null) return null;
  const threshold = formatRate(bpsToPercent(data.threshold_bps));
  return (
    <div className={surface}>
      <Progress
        label={intl.formatMessage(messages.meterLabel, {
          share: formatRate(bpsToPercent(share)),
          name: largest.nama_proyek,
        })}
        value={share}
        max={10_000}
        valueText={intl.formatMessage(messages.valueText, {
          amount: formatCurrency(largest.amount),
          invested: formatCurrency(data.invested),
        })}
        tone={share > data.threshold_bps ? 'accent' : 'primary'}
      />
      {share > data.threshold_bps ? (
        <p className={styles.above}>{intl.formatMessage(messages.above, { threshold })}</p>
      ) : (
        <p className={styles.note}>{intl.formatMessage(messages.within, { threshold })}</p>
      )}
    </div>
  );
}

export function ConcentrationCard({ searchPath }: { searchPath: string }) {
  const intl = useIntl();
  const query = useQuery(getGetFundingConcentrationQueryOptions());
  return (
    <section className={styles.section} aria-labelledby="concentration-heading">
      <h2 id="concentration-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={query}
        skeleton={<Skeleton height="6rem" />}
        isEmpty={({ data }) => data.largest === null}
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
        {({ data }) => <Meter data={data} />}
      </DataScreen>
    </section>
  );
}
