// Loaded only with the yield page's chart section (lazy): the chart kit stays out of every other
// route's code.
import { useIntl } from 'react-intl';
import type { PortfolioMonthlyResponseData } from '@pendana/api-sdk';
import { BarChart } from '@pendana/design-system/components/chart';
import { formatCurrency, type Locale } from '@pendana/design-system/formatters';
import { monthPoints } from '../../../lib/chart';
import { yieldChartMessages as messages } from '../messages';

/** Net yield received in the last 12 months (solid) and expected in the next 6 (hatched). */
export function YieldChart({
  data,
  locale,
}: {
  data: PortfolioMonthlyResponseData;
  locale: Locale;
}) {
  const intl = useIntl();
  const texts = {
    title: intl.formatMessage(messages.title),
    valueColumn: intl.formatMessage(messages.amountColumn),
    emptyText: intl.formatMessage(messages.empty),
    showTable: intl.formatMessage(messages.showTable),
    hideTable: intl.formatMessage(messages.hideTable),
    labelColumn: intl.formatMessage(messages.monthColumn),
    seriesColumn: intl.formatMessage(messages.kindColumn),
  };
  const toValue = (row: { month: string; amount: number }) => ({
    month: row.month,
    value: row.amount,
  });
  const points = [
    ...monthPoints(data.received.map(toValue), 'received', locale),
    ...monthPoints(data.expected.map(toValue), 'expected', locale),
  ];
  const nothing = points.every((point) => point.value === 0);
  return (
    <BarChart
      texts={texts}
      series={[
        { id: 'received', label: intl.formatMessage(messages.received), mark: 'solid' },
        { id: 'expected', label: intl.formatMessage(messages.expected), mark: 'hatched' },
      ]}
      points={nothing ? [] : points}
      formatValue={formatCurrency}
    />
  );
}
