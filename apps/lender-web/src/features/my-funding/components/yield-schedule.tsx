// The yield drawer (imbal_hasil_pendanaan): the payout schedule of one funding — month, date (moved
// off weekends, with the reason), amount and status in the server's words; empty before the project
// starts, with spec §8's information text.
import { useIntl } from 'react-intl';
import { useListFundingYields, YieldPayoutStatus } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { formatCurrency, formatDate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import type { Locale } from '../../../i18n/locale';
import { DataScreen } from '../../../lib/screen';
import { yieldMessages as messages } from '../messages';

const styles = {
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  row: css({
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    pb: '3',
    display: 'grid',
    gap: '1',
  }),
  head: css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  amount: css({ fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted' }),
  total: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '3',
    fontWeight: 'semibold',
  }),
};

/** Paid out: transferred to the bank, or credited to Dana Tersedia (realocated). */
const RECEIVED = new Set<number>([YieldPayoutStatus.TRANSFERRED, YieldPayoutStatus.REALOCATED]);

export function YieldSchedule({ fundingId, locale }: { fundingId: number; locale: Locale }) {
  const intl = useIntl();
  const query = useListFundingYields({ pendanaan_id: fundingId });
  return (
    <DataScreen
      query={query}
      // Spec §8: a non-200 of the imbal call shows 'Something went wrong'.
      errorText={() => intl.formatMessage(somethingWrongMessage)}
    >
      {({ data }) => {
        if (data.length === 0) {
          return <Alert status="info">{intl.formatMessage(messages.empty)}</Alert>;
        }
        const received = data
          .filter((row) => RECEIVED.has(row.status_payout))
          .reduce((sum, row) => sum + row.imbal_hasil_diterima, 0);
        return (
          <>
            <p className={styles.total}>
              <span>{intl.formatMessage(messages.total)}</span>
              <span>{formatCurrency(received)}</span>
            </p>
            <ul className={styles.list}>
              {data.map((row) => (
                <li key={`${row.id}-${row.bulan}`} className={styles.row}>
                  <div className={styles.head}>
                    <span>{intl.formatMessage(messages.month, { month: String(row.bulan) })}</span>
                    <span className={styles.amount}>
                      {formatCurrency(row.imbal_hasil_diterima)}
                    </span>
                  </div>
                  <div className={styles.head}>
                    <span className={styles.muted}>{formatDate(row.tanggal_payout, locale)}</span>
                    <span>{row.status_imbal_hasil}</span>
                  </div>
                  {row.ket_weekend ? <span className={styles.muted}>{row.ket_weekend}</span> : null}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </DataScreen>
  );
}
