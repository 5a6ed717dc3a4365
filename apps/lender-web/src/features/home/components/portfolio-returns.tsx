// The lender's honest return on the home page: the portfolio's XIRR from
// getPortfolioReturns, realised next to expected yield, and the cash drag. Every figure is the
// server's (the contract computes them), shown through the design system's formatters, never
// recomputed here; the explanation is the contract's description in plain words.
import { useIntl } from 'react-intl';
import type { PortfolioReturnsSummary } from '@pendana/api-sdk';
import { Accordion } from '@pendana/design-system/components/accordion';
import {
  formatCurrency,
  formatDate,
  formatRate,
  type Locale,
} from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FactList, surface } from '../../../lib/fact-list';
import { returnsMessages } from '../messages';

const styles = {
  figure: css({ textStyle: 'moneyLarge', m: '0', overflowWrap: 'anywhere' }),
  noFigure: css({ textStyle: 'bodyStrong', m: '0' }),
  note: css({ color: 'fg.muted', textStyle: 'caption', m: '0' }),
  writtenOff: css({ color: 'warning.fg', m: '0' }),
  explanation: css({ display: 'grid', gap: '2', '& p': { m: '0' } }),
};

export interface PortfolioReturnsProps {
  portfolio: PortfolioReturnsSummary;
  /** The Jakarta day the figures are computed for (`as_of`). */
  asOf: string;
  locale: Locale;
}

export function PortfolioReturns({ portfolio, asOf, locale }: PortfolioReturnsProps) {
  const intl = useIntl();
  const percent = (value: number) =>
    intl.formatMessage(returnsMessages.percent, { percent: formatRate(value) });
  const noFigure =
    portfolio.reason === 'not-enough-data' ? returnsMessages.notEnoughData : returnsMessages.noRate;
  return (
    <div className={surface}>
      {portfolio.xirr_percent === null ? (
        <p className={styles.noFigure}>{intl.formatMessage(noFigure)}</p>
      ) : (
        <p className={styles.figure}>{percent(portfolio.xirr_percent)}</p>
      )}
      <p className={styles.note}>
        {intl.formatMessage(returnsMessages.asOf, { date: formatDate(asOf, locale) })}
      </p>
      <FactList
        layout="grid"
        facts={[
          {
            term: intl.formatMessage(returnsMessages.realised),
            value: formatCurrency(portfolio.realised_yield),
          },
          {
            term: intl.formatMessage(returnsMessages.expected),
            value: formatCurrency(portfolio.expected_yield),
          },
          {
            term: intl.formatMessage(returnsMessages.cashDrag),
            value:
              portfolio.cash_drag_percent === null
                ? intl.formatMessage(returnsMessages.noAssets)
                : intl.formatMessage(returnsMessages.cashDragValue, {
                    percent: formatRate(portfolio.cash_drag_percent),
                    idle: formatCurrency(portfolio.idle_balance),
                  }),
          },
        ]}
      />
      {portfolio.written_off_principal > 0 ? (
        <p className={styles.writtenOff}>
          {intl.formatMessage(returnsMessages.writtenOff, {
            amount: formatCurrency(portfolio.written_off_principal),
          })}
        </p>
      ) : null}
      <Accordion
        multiple={false}
        headingLevel={3}
        items={[
          {
            value: 'how',
            title: intl.formatMessage(returnsMessages.howTitle),
            content: (
              <div className={styles.explanation}>
                <p>{intl.formatMessage(returnsMessages.howBody)}</p>
                <p>{intl.formatMessage(returnsMessages.cashDragBody)}</p>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
