// The lender's withdrawals (historyPenarikanDana), newest first: the amount, when it was asked, the
// account, the lender's reason and where it stands (requested → processed → paid, or refused with the
// bank's reason). Non-200 → spec §8's 'Ups something went wrong' with Retry.
import { useIntl } from 'react-intl';
import {
  TransactionStatus,
  useListWithdrawalHistory,
  type WithdrawalHistoryItem,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { formatCurrency, formatDate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { FactList, surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { historyMessages as messages, pageMessages } from '../messages';
import { WithdrawalTracker } from './withdrawal-tracker';

const styles = {
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  title: css({ textStyle: 'h3' }),
  block: css({ display: 'block' }),
  dates: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '4',
    color: 'fg.muted',
    textStyle: 'caption',
  }),
};

function Item({ item, locale }: { item: WithdrawalHistoryItem; locale: Locale }) {
  const intl = useIntl();
  const refused =
    item.status_transaksi === TransactionStatus.GAGAL ||
    item.status_transaksi === TransactionStatus.BATAL;
  return (
    <li className={surface}>
      <h3 className={styles.title}>
        {intl.formatMessage(messages.itemTitle, {
          amount: formatCurrency(item.jumlah_penarikan),
        })}
      </h3>
      <p className={styles.dates}>
        <span>
          {intl.formatMessage(messages.requestedOn, {
            date: formatDate(item.tanggal_penarikan, locale),
          })}
        </span>
        {item.tanggal_keputusan ? (
          <span>
            {intl.formatMessage(messages.decidedOn, {
              date: formatDate(item.tanggal_keputusan, locale),
            })}
          </span>
        ) : null}
      </p>
      <WithdrawalTracker item={item} />
      {refused ? (
        <Alert status="danger">
          {item.alasan_penolakan ? (
            <span className={styles.block}>
              {intl.formatMessage(messages.reason, { reason: item.alasan_penolakan })}
            </span>
          ) : null}
          <span className={styles.block}>{intl.formatMessage(messages.refundNote)}</span>
        </Alert>
      ) : null}
      <FactList
        layout="grid"
        facts={[
          {
            term: intl.formatMessage(messages.destination),
            value: `${item.bank_tujuan} ${item.no_rekening}`,
          },
          ...(item.alasan
            ? [{ term: intl.formatMessage(messages.lenderReason), value: item.alasan }]
            : []),
        ]}
      />
    </li>
  );
}

export function WithdrawalHistory({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const query = useListWithdrawalHistory();
  return (
    <section className={styles.section} aria-labelledby="withdrawal-history-heading">
      <h2 id="withdrawal-history-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen
        query={query}
        errorText={() => intl.formatMessage(pageMessages.somethingWrong)}
        isEmpty={(data) => data.history.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          headingLevel: 3,
        }}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.history.map((item) => (
              <Item key={item.id} item={item} locale={locale} />
            ))}
          </ul>
        )}
      </DataScreen>
    </section>
  );
}
