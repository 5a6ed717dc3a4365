// Yield received `/dashboard/yield` (all_imbal): the total and each funding's yield
// with its amount funded and period, each payment paid into the wallet (month, day paid, gross, tax
// withheld, net credited), the way to its schedule (Manage Funding's yield drawer)
// and to the tax documents.
// No yield yet: 'Data Imbal Hasil Kosong, karena proyek belum dimulai'; a non-200: 'Something went
// wrong' (spec §8).
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useListAllYields } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatDate, formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import { cardGrid, FactList, surface } from '../../../lib/fact-list';
import { DataScreen, ScreenPage } from '../../../lib/screen';
import { MonthlyYield } from '../components/monthly-yield';
import { yieldMessages as messages } from '../messages';

const styles = {
  total: css({ textStyle: 'h2' }),
  list: cardGrid,
  name: css({ textStyle: 'h3', overflowWrap: 'anywhere' }),
  amount: css({ textStyle: 'moneyLarge' }),
};

export function YieldRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const query = useListAllYields();
  const title = intl.formatMessage(messages.title);
  const myFunding = localizePath('/dashboard/my-funding', locale);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <MonthlyYield />
      <DataScreen
        query={query}
        errorText={() => intl.formatMessage(somethingWrongMessage)}
        isEmpty={(data) => data.all_imbal.length === 0}
        empty={{
          title: intl.formatMessage(messages.empty),
          action: (
            <Button asChild>
              <Link to={myFunding}>{intl.formatMessage(messages.toMyFunding)}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <>
            <p className={styles.total}>
              {intl.formatMessage(messages.total, { amount: formatCurrency(data.total_imbal) })}
            </p>
            <p>
              {intl.formatMessage(messages.totalBreakdown, {
                gross: formatCurrency(data.total_bruto),
                withheld: formatCurrency(data.total_pajak),
              })}
            </p>
            <div>
              <Button asChild variant="outline">
                <Link to={localizePath('/dashboard/tax', locale)}>
                  {intl.formatMessage(messages.toTax)}
                </Link>
              </Button>
            </div>
            <ul className={styles.list}>
              {data.all_imbal.map((item) => (
                <li key={item.id} className={surface}>
                  <h2 className={styles.name}>{item.nama_proyek}</h2>
                  <p className={styles.amount}>{formatCurrency(item.total_imbal)}</p>
                  <FactList
                    layout="grid"
                    facts={[
                      {
                        term: intl.formatMessage(messages.fundedLabel),
                        value: formatCurrency(item.total_dana),
                      },
                      {
                        term: intl.formatMessage(messages.investedLabel),
                        value: formatDate(item.tanggal_invest, locale),
                      },
                      {
                        term: intl.formatMessage(messages.periodLabel),
                        value: intl.formatMessage(messages.period, {
                          start: formatDate(item.tanggal_mulai, locale),
                          end: formatDate(item.tanggal_selesai, locale),
                        }),
                      },
                    ]}
                  />
                  <Table
                    caption={intl.formatMessage(messages.paymentsOf, { name: item.nama_proyek })}
                    emptyText={intl.formatMessage(messages.noPayments)}
                    rows={item.pembayaran}
                    rowKey={(payment) => String(payment.bulan)}
                    columns={[
                      {
                        id: 'month',
                        header: intl.formatMessage(messages.monthColumn),
                        cell: (payment) => formatNumber(payment.bulan),
                      },
                      {
                        id: 'paid',
                        header: intl.formatMessage(messages.paidColumn),
                        cell: (payment) => formatDate(payment.tanggal_bayar, locale),
                      },
                      {
                        id: 'gross',
                        header: intl.formatMessage(messages.grossColumn),
                        cell: (payment) => formatCurrency(payment.bruto),
                        align: 'end',
                      },
                      {
                        id: 'tax',
                        header: intl.formatMessage(messages.taxColumn),
                        cell: (payment) => formatCurrency(payment.pajak),
                        align: 'end',
                      },
                      {
                        id: 'amount',
                        header: intl.formatMessage(messages.netColumn),
                        cell: (payment) => formatCurrency(payment.nominal),
                        align: 'end',
                      },
                    ]}
                  />
                  <div>
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to={`${myFunding}?drawer=yield&id=${item.pendanaan_id}`}
                        aria-label={intl.formatMessage(messages.scheduleNamed, {
                          name: item.nama_proyek,
                        })}
                      >
                        {intl.formatMessage(messages.schedule)}
                      </Link>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
