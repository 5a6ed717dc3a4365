import { useIntl } from 'react-intl';
import type { PlatformHealthPoint } from '@pendana/api-sdk';
import { formatMonth, formatRate, type Locale } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { platformHealthMessages as messages } from './messages';

const styles = {
  wrap: css({ overflowX: 'auto', minW: '0' }),
  table: css({ w: 'full', borderCollapse: 'collapse', textStyle: 'caption' }),
  caption: css({ textAlign: 'start', fontWeight: 'semibold', pb: '2', color: 'fg.default' }),
  cell: css({
    py: '1',
    px: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    textAlign: 'start',
    '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  }),
};

/** The 12 month-ends as a plain table: the text alternative is the table itself (no chart). */
export function TrendTable({ trend, locale }: { trend: PlatformHealthPoint[]; locale: Locale }) {
  const intl = useIntl();
  const percent = (value: number) =>
    intl.formatMessage(messages.percent, { percent: formatRate(value) });
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{intl.formatMessage(messages.trendCaption)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {intl.formatMessage(messages.trendMonth)}
            </th>
            <th scope="col" className={styles.cell} data-align="end">
              {intl.formatMessage(messages.trendTkb90)}
            </th>
            <th scope="col" className={styles.cell} data-align="end">
              {intl.formatMessage(messages.trendTwp90)}
            </th>
          </tr>
        </thead>
        <tbody>
          {trend.map((point) => (
            <tr key={point.date}>
              <th scope="row" className={styles.cell}>
                {formatMonth(point.date, locale)}
              </th>
              <td className={styles.cell} data-align="end">
                {percent(point.tkb90)}
              </td>
              <td className={styles.cell} data-align="end">
                {percent(point.twp90)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
