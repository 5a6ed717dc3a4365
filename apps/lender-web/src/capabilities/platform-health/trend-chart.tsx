// Loaded only where the platform health card is drawn (lazy): the chart kit stays out of the
// route's own code.
import { useIntl } from 'react-intl';
import type { PlatformHealthPoint } from '@pendana/api-sdk';
import { LineChart } from '@pendana/design-system/components/chart';
import { formatRate, type Locale } from '@pendana/design-system/formatters';
import { monthPoints } from '../../lib/chart';
import { platformHealthMessages as messages } from './messages';

/** The line TKB90 should stay at or above (spec: a healthy platform repays 95 % on time). */
const GUIDE = 95;

/** The month-ends' TKB90 as a line, with the 95 % guide dashed. */
export function TrendChart({ trend, locale }: { trend: PlatformHealthPoint[]; locale: Locale }) {
  const intl = useIntl();
  const percent = (value: number) =>
    intl.formatMessage(messages.percent, { percent: formatRate(value) });
  const texts = {
    title: intl.formatMessage(messages.trendChartTitle),
    valueColumn: intl.formatMessage(messages.trendTkb90),
    emptyText: intl.formatMessage(messages.trendEmpty),
    showTable: intl.formatMessage(messages.trendShowTable),
    hideTable: intl.formatMessage(messages.trendHideTable),
    labelColumn: intl.formatMessage(messages.trendMonth),
    // One series: the table has no kind column.
    seriesColumn: '',
  };
  // The axis starts at 90, or lower by steps of 5 to hold the lowest month.
  const lowest = Math.min(90, ...trend.map((point) => Math.floor(point.tkb90 / 5) * 5));
  return (
    <LineChart
      texts={texts}
      series={{ id: 'tkb90', label: intl.formatMessage(messages.trendTkb90), mark: 'line' }}
      points={monthPoints(
        trend.map((point) => ({ month: point.date.slice(0, 7), value: point.tkb90 })),
        'tkb90',
        locale,
      )}
      domain={[Math.max(0, lowest), 100]}
      guide={{ value: GUIDE, label: percent(GUIDE) }}
      formatValue={percent}
    />
  );
}
