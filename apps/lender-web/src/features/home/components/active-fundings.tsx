// The lender's newest open fundings on the home page (the server sends a few and the count of all),
// each with what it waits for and the way to its detail in Manage Funding (`?drawer=funding&id=`, the
// detail drawer's address); when the lender holds more, a link to all of them in Manage Funding.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PortfolioFunding } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import { formatCurrency, formatNumber, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { surface } from '../../../lib/fact-list';
import { homeMessages } from '../messages';
import { fundingStage, type FundingStage } from '../utils/funding-next-step';

const STAGE_TEXT = {
  fundraising: homeMessages.stageFundraising,
  waitingStart: homeMessages.stageWaitingStart,
  running: homeMessages.stageRunning,
  finished: homeMessages.stageFinished,
} satisfies Record<FundingStage, unknown>;

const styles = {
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  name: css({ textStyle: 'bodyStrong', overflowWrap: 'anywhere', m: '0' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', color: 'fg.muted' }),
  stage: css({ m: '0' }),
  link: css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
  more: css({ mt: '3', mb: '0' }),
};

export interface ActiveFundingsProps {
  /** The newest open fundings. */
  fundings: PortfolioFunding[];
  /** How many open fundings the lender holds (`jumlah_pendanaan`), those shown included. */
  total: number;
  /** Localized path of Manage Funding, where every funding is listed. */
  allPath: string;
  /** Localized path of a funding's detail drawer. */
  detailPath: (fundingId: number) => string;
  searchPath: string;
}

export function ActiveFundings({
  fundings,
  total,
  allPath,
  detailPath,
  searchPath,
}: ActiveFundingsProps) {
  const intl = useIntl();
  if (fundings.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage(homeMessages.noFundingsTitle)}
        description={intl.formatMessage(homeMessages.noFundingsBody)}
        action={
          <Button asChild>
            <Link to={searchPath}>{intl.formatMessage(homeMessages.fundProject)}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {fundings.map((funding) => (
          <li key={funding.id} className={surface}>
            <h3 className={styles.name}>{funding.nama}</h3>
            <p className={styles.facts}>
              <span>{formatCurrency(funding.nominal)}</span>
              <span>
                {intl.formatMessage(homeMessages.packages, {
                  count: formatNumber(Math.floor(funding.nominal / funding.harga_paket)),
                })}
              </span>
              <span>
                {intl.formatMessage(homeMessages.yieldRate, {
                  rate: formatRate(funding.imbal_hasil),
                })}
              </span>
            </p>
            <p className={styles.stage}>
              {intl.formatMessage(STAGE_TEXT[fundingStage(funding.status_proyek)])}
            </p>
            <Link className={styles.link} to={detailPath(funding.id)}>
              {intl.formatMessage(homeMessages.fundingDetail, { name: funding.nama })}
            </Link>
          </li>
        ))}
      </ul>
      {total > fundings.length ? (
        <p className={styles.more}>
          <Link className={styles.link} to={allPath}>
            {intl.formatMessage(homeMessages.allFundings, { count: formatNumber(total) })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
