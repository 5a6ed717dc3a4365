// The lender's latest top-ups (mutasi, kategori topup): when, what, how much and their status by its
// spec §3 name, read again with the balance so an arriving transfer shows up by itself.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useListTransactions } from '@pendana/api-sdk';
import { formatCurrency, formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { TransactionStatusBadge } from '../../../lib/transaction-status';
import { historyMessages as messages, walletMessages } from '../messages';

/** How many of the latest top-ups are shown. */
export const RECENT_TOP_UPS = 5;

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  list: css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
  }),
  what: css({ display: 'grid', minW: '0', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
  amount: css({ fontWeight: 'semibold' }),
};

export function TopUpHistory({
  refreshMs,
  allPath,
}: {
  refreshMs: number;
  /** The whole history, top-ups only. */
  allPath: string;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const query = useListTransactions(
    { kategori: 'topup', page: 1, per_page: RECENT_TOP_UPS },
    { query: { refetchInterval: refreshMs } },
  );
  return (
    <section className={styles.section} aria-labelledby="top-up-history-heading">
      <h2 id="top-up-history-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={query}
        errorText={() => intl.formatMessage(walletMessages.somethingWrong)}
        isEmpty={(data) => data.data.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
        }}
      >
        {({ data }) => (
          <ul className={styles.list}>
            {data.map((row) => (
              <li key={row.id} className={`${surface} ${styles.row}`}>
                <span className={styles.what}>
                  <span>{row.perihal}</span>
                  <span className={styles.muted}>{formatDateTime(row.tanggal, locale)}</span>
                </span>
                <span className={styles.amount}>{formatCurrency(row.nominal)}</span>
                <TransactionStatusBadge status={row.status} />
              </li>
            ))}
          </ul>
        )}
      </DataScreen>
      <p>
        <Link to={allPath}>{intl.formatMessage(messages.all)}</Link>
      </p>
    </section>
  );
}
