import { useIntl } from 'react-intl';
import type { ChartPoint, ChartTexts } from '@pendana/design-system/components/chart';
import { formatMonth, formatMonthShort, type Locale } from '@pendana/design-system/formatters';
import { chartMessages } from './messages';

/** A chart's texts: its own title, value column and empty text, the rest shared by every chart. */
export function useChartTexts(
  texts: Pick<ChartTexts, 'title' | 'valueColumn' | 'emptyText'>,
): ChartTexts {
  const intl = useIntl();
  return {
    ...texts,
    showTable: intl.formatMessage(chartMessages.showTable),
    hideTable: intl.formatMessage(chartMessages.hideTable),
    labelColumn: intl.formatMessage(chartMessages.monthColumn),
    seriesColumn: intl.formatMessage(chartMessages.kindColumn),
  };
}

/** Rows of `YYYY-MM` months as chart points of one series, months named in the page's language. */
export function monthPoints(
  rows: readonly { month: string; value: number }[],
  series: string,
  locale: Locale,
): ChartPoint[] {
  return rows.map((row) => ({
    key: row.month,
    label: formatMonth(row.month, locale),
    shortLabel: formatMonthShort(row.month, locale),
    value: row.value,
    series,
  }));
}
