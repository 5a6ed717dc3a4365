// "Where is my money" at a glance: the balances of homeLogin (Dana Tersedia, the money reserved for
// pending withdrawals on its own line, allocated, yield) and the three actions that move money. Balances are the server's figures (docs/lender-api.md "Meaning of the
// balances"), shown through the design system's money formatter, never recomputed here.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PortfolioRekening } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { formatCurrency } from '@pendana/design-system/formatters';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { homeMessages } from '../messages';

const styles = {
  figures: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    m: '0',
  }),
  figure: css({
    bg: 'bg.surface',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: '4',
    display: 'grid',
    gap: '1',
    minW: '0',
  }),
  total: css({ bg: 'primary.subtle', borderColor: 'primary.muted' }),
  term: css({ color: 'fg.muted', textStyle: 'label' }),
  value: css({ textStyle: 'moneyLarge', m: '0', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  // Each link is a 44 px high touch target (WCAG 2.5.8 asks 24 px; a row of them wraps on a phone,
  // and one at the fold sits beside the bottom bar's items), so the rows need no gap of their own.
  more: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '4',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  moreLink: css({ display: 'inline-flex', alignItems: 'center', minH: '11' }),
};

function Figure({ label, value, total }: { label: string; value: number; total?: boolean }) {
  return (
    <div className={cx(styles.figure, total && styles.total)}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{formatCurrency(value)}</dd>
    </div>
  );
}

export interface MoneyLinks {
  topUp: string;
  withdraw: string;
  fundProject: string;
  /** Where the money's history is read: the yield received, every transaction. */
  yield: string;
  transactions: string;
  portfolio: string;
  fundedProjects: string;
}

/** The balances and the actions; `links` are localized paths. */
export function PortfolioSummary({
  rekening,
  links,
}: {
  rekening: PortfolioRekening;
  links: MoneyLinks;
}) {
  const intl = useIntl();
  const action = (to: string, label: ReactNode, variant: 'solid' | 'outline') => (
    <Button asChild variant={variant}>
      <Link to={to}>{label}</Link>
    </Button>
  );
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          label={intl.formatMessage(homeMessages.totalAssets)}
          value={rekening.total_aset}
          total
        />
        <Figure label={intl.formatMessage(homeMessages.available)} value={rekening.dana_tersedia} />
        <Figure
          label={intl.formatMessage(homeMessages.reservedForWithdrawal)}
          value={rekening.dicadangkan_penarikan}
        />
        <Figure
          label={intl.formatMessage(homeMessages.allocated)}
          value={rekening.dana_teralokasi}
        />
        <Figure
          label={intl.formatMessage(homeMessages.yieldReceived)}
          value={rekening.bagi_hasil}
        />
      </dl>
      <div className={styles.actions}>
        {action(links.topUp, intl.formatMessage(homeMessages.topUp), 'solid')}
        {action(links.withdraw, intl.formatMessage(homeMessages.withdraw), 'outline')}
        {action(links.fundProject, intl.formatMessage(homeMessages.fundProject), 'outline')}
      </div>
      <nav aria-label={intl.formatMessage(homeMessages.historyNav)}>
        <ul className={styles.more}>
          <li>
            <Link to={links.portfolio} className={styles.moreLink}>
              {intl.formatMessage(homeMessages.toPortfolio)}
            </Link>
          </li>
          <li>
            <Link to={links.fundedProjects} className={styles.moreLink}>
              {intl.formatMessage(homeMessages.toFundedProjects)}
            </Link>
          </li>
          <li>
            <Link to={links.yield} className={styles.moreLink}>
              {intl.formatMessage(homeMessages.toYield)}
            </Link>
          </li>
          <li>
            <Link to={links.transactions} className={styles.moreLink}>
              {intl.formatMessage(homeMessages.toTransactions)}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
