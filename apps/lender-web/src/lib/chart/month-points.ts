import type { ChartPoint } from '@pendana/design-system/components/chart';
import { formatMonth, formatMonthShort, type Locale } from '@pendana/design-system/formatters';

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
