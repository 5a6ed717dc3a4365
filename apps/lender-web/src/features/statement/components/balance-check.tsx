// The ledger balance (Dana Tersedia) and the money reserved by pending withdrawals (already out of it);
// then what the lender's dedicated account (RDL) should hold by the ledger (`saldo_rekening_seharusnya`:
// available + withdrawals not yet paid out − e-wallet/QRIS/card top-ups, computed by the server) beside
// the bank's balance of that account with the time of its last sync — the two figures the server
// compares — and what its `status` says of them: a red banner (role=alert) with "Laporkan masalah" when
// they differ by more than Rp 1 (mismatch) or the sync is older than 48 hours (stale: "Data tidak
// terkini"); a note when there is no account yet. A pending withdrawal makes the ledger balance differ
// from the compared figure with nothing wrong, so only the compared figure is quoted in the report.
import { Link, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { StatementResponse } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { formatCurrency, formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { SUPPORT_WHATSAPP } from '../../../config/env';
import { whatsappChatUrl } from '../../../config/support';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { cardGrid, surface } from '../../../lib/fact-list';
import { statementMessages as messages } from '../messages';

type Statement = StatementResponse['data'];

const styles = {
  grid: cardGrid,
  label: css({ color: 'fg.muted', textStyle: 'caption' }),
  amount: css({ textStyle: 'moneyLarge', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption', overflowWrap: 'anywhere' }),
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
};

export function BalanceCheck({ data, monthName }: { data: Statement; monthName: string }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const account = data.rekening;
  const syncedAt = account?.disinkronkan_pada
    ? intl.formatMessage(messages.syncedAt, {
        time: formatDateTime(account.disinkronkan_pada, locale),
      })
    : intl.formatMessage(messages.neverSynced);
  const bankText =
    account?.saldo_bank === null || account?.saldo_bank === undefined
      ? '—'
      : formatCurrency(account.saldo_bank);
  const report = (
    <Button asChild variant="solid" size="sm">
      <a
        href={whatsappChatUrl(
          SUPPORT_WHATSAPP,
          intl.formatMessage(messages.reportGreeting, {
            month: monthName,
            expected: formatCurrency(data.saldo_rekening_seharusnya),
            bank: bankText,
            time: account?.disinkronkan_pada
              ? formatDateTime(account.disinkronkan_pada, locale)
              : '—',
          }),
        )}
        target="_blank"
        rel="noopener noreferrer"
      >
        {intl.formatMessage(messages.report)}
      </a>
    </Button>
  );

  return (
    <section className={styles.section} aria-labelledby="statement-balance-check">
      <h2 id="statement-balance-check" className={styles.heading}>
        {intl.formatMessage(messages.checkTitle)}
      </h2>
      {data.status === 'mismatch' ? (
        <Alert
          status="danger"
          role="alert"
          title={intl.formatMessage(messages.mismatchTitle)}
          actions={report}
        >
          {intl.formatMessage(messages.mismatchBody, {
            difference: formatCurrency(Math.abs(data.selisih ?? 0)),
          })}
        </Alert>
      ) : null}
      {data.status === 'stale' ? (
        <Alert
          status="danger"
          role="alert"
          title={intl.formatMessage(messages.staleTitle)}
          actions={report}
        >
          {intl.formatMessage(messages.staleBody, {
            time: account?.disinkronkan_pada
              ? formatDateTime(account.disinkronkan_pada, locale)
              : intl.formatMessage(messages.neverSynced),
          })}
        </Alert>
      ) : null}
      {data.status === 'no_account' ? (
        <Alert
          status="info"
          title={intl.formatMessage(messages.noAccountTitle)}
          actions={
            <Button asChild variant="outline" size="sm">
              <Link to={localizePath('/dashboard/wallet', locale)}>
                {intl.formatMessage(messages.toTopUp)}
              </Link>
            </Button>
          }
        >
          {intl.formatMessage(messages.noAccountBody)}
        </Alert>
      ) : null}
      <div className={styles.grid}>
        <div className={surface} data-testid="ledger-balance">
          <p className={styles.label}>{intl.formatMessage(messages.ledgerBalance)}</p>
          <p className={styles.amount}>{formatCurrency(data.saldo_buku)}</p>
        </div>
        <div className={surface} data-testid="reserved-for-withdrawal">
          <p className={styles.label}>{intl.formatMessage(messages.reservedForWithdrawal)}</p>
          <p className={styles.amount}>{formatCurrency(data.dicadangkan_penarikan)}</p>
          <p className={styles.muted}>{intl.formatMessage(messages.reservedNote)}</p>
        </div>
        {account ? (
          <div className={surface} data-testid="in-account-balance">
            <p className={styles.label}>{intl.formatMessage(messages.inAccount)}</p>
            <p className={styles.amount}>{formatCurrency(data.saldo_rekening_seharusnya)}</p>
            <p className={styles.muted}>{intl.formatMessage(messages.inAccountNote)}</p>
          </div>
        ) : null}
        {account ? (
          <div className={surface} data-testid="bank-balance">
            <p className={styles.label}>{intl.formatMessage(messages.bankBalance)}</p>
            <p className={styles.amount}>{bankText}</p>
            <p className={styles.muted}>
              {intl.formatMessage(messages.account, {
                bank: account.nama_bank,
                type: account.jenis,
                number: account.nomor_rekening ?? '—',
              })}
            </p>
            <p className={styles.muted}>{syncedAt}</p>
          </div>
        ) : null}
      </div>
      {data.status === 'ok' ? (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(messages.matchOk)}
        </p>
      ) : null}
    </section>
  );
}
