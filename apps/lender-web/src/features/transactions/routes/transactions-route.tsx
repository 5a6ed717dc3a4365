// Transaction history `/dashboard/transactions?kategori=&dari=&sampai=&page=`: every
// money movement (mutasi) with its kind, signed amount and status by its spec §3 name, narrowed by
// kind and Jakarta days, paged, and the rows on screen exported as CSV.
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  useListTransactions,
  type TransactionCategory,
  type TransactionItem,
} from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import {
  DataScreen,
  saveBlob,
  ScreenPage,
  ScreenPagination,
  useUrlFilters,
} from '../../../lib/screen';
import { TransactionStatusBadge, transactionStatusLabel } from '../../../lib/transaction-status';
import { KINDS, TRANSACTION_DEFAULTS, TransactionFilters } from '../components/transaction-filters';
import { transactionsMessages as messages } from '../messages';
import { KIND_NAME } from '../utils/kind-name';
import { signedAmount, transactionsCsv } from '../utils/transactions-csv';

/** Rows per page. */
export const PER_PAGE = 20;

const styles = {
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
  reference: css({ fontFamily: 'mono', textStyle: 'caption', overflowWrap: 'anywhere' }),
  credit: css({ color: 'success.fg', fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  debit: css({ fontWeight: 'semibold', whiteSpace: 'nowrap' }),
};

/** '+Rp 750.000' for money in, '−Rp 2.000.000' (a minus sign) for money out. */
const signedCurrency = (amount: number) =>
  `${amount < 0 ? '\u2212' : '+'}${formatCurrency(Math.abs(amount))}`;

const isKind = (value: string): value is TransactionCategory =>
  (KINDS as readonly string[]).includes(value);

export function TransactionsRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { filters, setFilters, reset } = useUrlFilters(TRANSACTION_DEFAULTS);
  const query = useListTransactions(
    {
      page: filters.page,
      per_page: PER_PAGE,
      ...(isKind(filters.kategori) ? { kategori: filters.kategori } : {}),
      ...(filters.dari ? { dari: filters.dari } : {}),
      ...(filters.sampai ? { sampai: filters.sampai } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const filtered = filters.kategori !== '' || filters.dari !== '' || filters.sampai !== '';
  const title = intl.formatMessage(messages.title);
  const kind = (row: TransactionItem) => intl.formatMessage(KIND_NAME[row.kategori]);
  const status = (row: TransactionItem) => intl.formatMessage(transactionStatusLabel(row.status));
  const exportCsv = (rows: TransactionItem[]) => {
    const csv = transactionsCsv(rows, {
      headers: [
        intl.formatMessage(messages.date),
        intl.formatMessage(messages.description),
        intl.formatMessage(messages.kind),
        intl.formatMessage(messages.direction),
        intl.formatMessage(messages.amount),
        intl.formatMessage(messages.status),
        intl.formatMessage(messages.reference),
      ],
      kind,
      status,
    });
    const range = [filters.dari || 'awal', filters.sampai || 'kini', `p${filters.page}`].join('_');
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      intl.formatMessage(messages.fileName, { range }),
    );
  };

  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <p>
        <Link to={localizePath('/dashboard/statement', locale)}>
          {intl.formatMessage(messages.toStatement)}
        </Link>
      </p>
      <TransactionFilters
        key={`${filters.kategori}|${filters.dari}|${filters.sampai}`}
        filters={filters}
        onApply={setFilters}
        onReset={reset}
      />
      <DataScreen
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={
          filtered
            ? {
                title: intl.formatMessage(messages.noMatchTitle),
                description: intl.formatMessage(messages.noMatchBody),
                action: (
                  <Button onClick={reset}>{intl.formatMessage(messages.noMatchReset)}</Button>
                ),
              }
            : {
                title: intl.formatMessage(messages.emptyTitle),
                description: intl.formatMessage(messages.emptyBody),
                action: (
                  <Button asChild>
                    <Link to={localizePath('/dashboard/wallet', locale)}>
                      {intl.formatMessage(messages.toTopUp)}
                    </Link>
                  </Button>
                ),
              }
        }
      >
        {({ data, meta }) => (
          <>
            <div className={styles.toolbar}>
              <Button variant="outline" onClick={() => exportCsv(data)}>
                {intl.formatMessage(messages.export)}
              </Button>
              <span className={styles.muted}>{intl.formatMessage(messages.exportHint)}</span>
            </div>
            <Table
              caption={intl.formatMessage(messages.caption)}
              rows={data}
              rowKey={(row) => String(row.id)}
              emptyText={intl.formatMessage(messages.emptyTitle)}
              columns={[
                {
                  id: 'date',
                  header: intl.formatMessage(messages.date),
                  cell: (row) => formatDateTime(row.tanggal, locale),
                },
                {
                  id: 'description',
                  header: intl.formatMessage(messages.description),
                  cell: (row) => row.perihal,
                },
                { id: 'kind', header: intl.formatMessage(messages.kind), cell: kind },
                {
                  id: 'amount',
                  header: intl.formatMessage(messages.amount),
                  align: 'end',
                  cell: (row) => {
                    const amount = signedAmount(row);
                    const text = signedCurrency(amount);
                    return (
                      <span className={amount < 0 ? styles.debit : styles.credit}>{text}</span>
                    );
                  },
                },
                {
                  id: 'status',
                  header: intl.formatMessage(messages.status),
                  cell: (row) => <TransactionStatusBadge status={row.status} />,
                },
                {
                  id: 'reference',
                  header: intl.formatMessage(messages.reference),
                  cell: (row) => <span className={styles.reference}>{row.referensi}</span>,
                },
              ]}
            />
            <ScreenPagination
              page={filters.page}
              pageCount={meta.totalPage}
              onPageChange={(page) => setFilters({ page })}
            />
          </>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
