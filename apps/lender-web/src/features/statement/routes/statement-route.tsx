// Statement `/dashboard/statement?bulan=YYYY-MM` (getLenderStatement): the month's
// opening balance, every movement of the available balance with the balance after it, the closing
// balance; the Pendana ledger beside the bank (RDL) with its last sync and the server's verdict
// (ok, mismatch, stale, no account); the month as PDF and CSV (downloadLenderStatement).
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  downloadLenderStatement,
  useGetLenderStatement,
  type StatementMovement,
} from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { EmptyState } from '@pendana/design-system/components/empty-state';
import { NativeSelect } from '@pendana/design-system/components/native-select';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatDateTime, formatMonth } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { jakartaMonth } from '../../../lib/jakarta-month';
import { FactList, surface } from '../../../lib/fact-list';
import { DataScreen, DocumentDownload, ScreenPage, useUrlFilters } from '../../../lib/screen';
import { BalanceCheck } from '../components/balance-check';
import { kindMessages, statementMessages as messages } from '../messages';
import { isMonth, monthBefore, monthOptions } from '../utils/months';

const styles = {
  picker: css({ maxW: 'xs' }),
  downloads: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start' }),
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  description: css({ display: 'grid', gap: '0.5', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
  credit: css({ color: 'success.fg', fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  debit: css({ fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

/** The transaction history's message key of each kind. */
const KIND_KEY = {
  topup: 'topup',
  pendanaan: 'pendanaan',
  imbal_hasil: 'imbalHasil',
  penarikan: 'penarikan',
  pengembalian_dana: 'pengembalianDana',
  pengembalian_pokok: 'pengembalianPokok',
  penghapusan_dana: 'penghapusanDana',
} as const satisfies Record<StatementMovement['kategori'], keyof typeof kindMessages>;

/** '+Rp 750.000' for money in, '−Rp 2.000.000' (a minus sign) for money out. */
const signed = (movement: StatementMovement) =>
  movement.masuk > 0
    ? `+${formatCurrency(movement.masuk)}`
    : `\u2212${formatCurrency(movement.keluar)}`;

export function StatementRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const current = jakartaMonth();
  const { filters, setFilters } = useUrlFilters({ bulan: '' });
  const month = isMonth(filters.bulan) && filters.bulan <= current ? filters.bulan : current;
  const query = useGetLenderStatement({ bulan: month });
  const monthName = (value: string) => formatMonth(value, locale);
  const name = monthName(month);
  const chooseMonth = (value: string) => setFilters({ bulan: value === current ? '' : value });

  return (
    <ScreenPage
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
    >
      <div className={styles.picker}>
        <NativeSelect
          label={intl.formatMessage(messages.month)}
          value={month}
          onValueChange={(value) => value && chooseMonth(value)}
          options={monthOptions(current, 24, month).map((value) => ({
            value,
            label: monthName(value),
          }))}
        />
      </div>
      <DataScreen query={query}>
        {({ data }) => (
          <>
            <div className={surface}>
              <FactList
                layout="grid"
                facts={[
                  {
                    term: intl.formatMessage(messages.opening),
                    value: formatCurrency(data.saldo_awal),
                  },
                  {
                    term: intl.formatMessage(messages.totalIn),
                    value: formatCurrency(data.total_masuk),
                  },
                  {
                    term: intl.formatMessage(messages.totalOut),
                    value: formatCurrency(data.total_keluar),
                  },
                  {
                    term: intl.formatMessage(messages.closing),
                    value: formatCurrency(data.saldo_akhir),
                  },
                ]}
              />
            </div>
            <BalanceCheck data={data} monthName={name} />
            <section className={styles.section} aria-labelledby="statement-movements">
              <h2 id="statement-movements" className={styles.heading}>
                {intl.formatMessage(messages.movements, { month: name })}
              </h2>
              {data.mutasi.length === 0 ? (
                <EmptyState
                  headingLevel={3}
                  title={intl.formatMessage(messages.emptyTitle, { month: name })}
                  description={intl.formatMessage(messages.emptyBody)}
                  action={
                    data.saldo_awal === 0 && data.saldo_buku === 0 ? (
                      <Button asChild>
                        <Link to={localizePath('/dashboard/wallet', locale)}>
                          {intl.formatMessage(messages.toTopUp)}
                        </Link>
                      </Button>
                    ) : (
                      <Button variant="outline" onClick={() => chooseMonth(monthBefore(month))}>
                        {intl.formatMessage(messages.previousMonth)}
                      </Button>
                    )
                  }
                />
              ) : (
                <Table
                  caption={intl.formatMessage(messages.movements, { month: name })}
                  rows={data.mutasi}
                  rowKey={(row) => String(row.id)}
                  emptyText={intl.formatMessage(messages.emptyTitle, { month: name })}
                  columns={[
                    {
                      id: 'date',
                      header: intl.formatMessage(messages.date),
                      cell: (row) => formatDateTime(row.tanggal, locale),
                    },
                    {
                      id: 'description',
                      header: intl.formatMessage(messages.description),
                      cell: (row) => (
                        <span className={styles.description}>
                          <span>{row.perihal}</span>
                          <span className={styles.muted}>
                            {intl.formatMessage(kindMessages[KIND_KEY[row.kategori]])}
                          </span>
                        </span>
                      ),
                    },
                    {
                      id: 'amount',
                      header: intl.formatMessage(messages.amount),
                      align: 'end',
                      cell: (row) => (
                        <span className={row.masuk > 0 ? styles.credit : styles.debit}>
                          {signed(row)}
                        </span>
                      ),
                    },
                    {
                      id: 'balance',
                      header: intl.formatMessage(messages.balance),
                      align: 'end',
                      cell: (row) => (
                        <span className={styles.nowrap}>{formatCurrency(row.saldo)}</span>
                      ),
                    },
                  ]}
                />
              )}
            </section>
            <div className={styles.downloads}>
              <DocumentDownload
                label={intl.formatMessage(messages.downloadPdf)}
                fileName={intl.formatMessage(messages.fileNamePdf, { month })}
                request={(options) =>
                  downloadLenderStatement({ bulan: month, format: 'pdf' }, options) as Promise<Blob>
                }
              />
              <DocumentDownload
                label={intl.formatMessage(messages.downloadCsv)}
                fileName={intl.formatMessage(messages.fileNameCsv, { month })}
                request={(options) =>
                  downloadLenderStatement({ bulan: month, format: 'csv' }, options) as Promise<Blob>
                }
              />
            </div>
          </>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
