// One e-wallet, QRIS or card top-up after it was asked (its reference in the URL, so a reload or the
// way back from the provider's page finds it): waiting — open the app, pay at the provider's page or
// scan and download the QRIS code, check — read again every few seconds until it is paid (the balance
// moves), failed (the provider's message and code, spec §8) or expired; then start again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  checkQrisPayment,
  getGetEwalletTransactionQueryKey,
  getGetLenderInfoQueryOptions,
  TransactionStatus,
  useGetEwalletTransaction,
  type EwalletTransaction,
  type WalletMeta,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import {
  formatCurrency,
  formatDateTime,
  generateReference,
} from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { ewalletMessages as messages } from '../messages';

/** How often a waiting top-up is read again. */
export const PENDING_REFRESH_MS = 3_000;

const OPEN: readonly TransactionStatus[] = [TransactionStatus.BARU, TransactionStatus.MENUNGGU];

const METHOD_NAME = {
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  card: 'Kartu Debit/Kredit',
} as const;

const styles = {
  root: css({ display: 'grid', gap: '3', maxW: '2xl', minW: '0' }),
  heading: css({ textStyle: 'h3' }),
  qr: css({ width: '56', height: '56', bg: 'white', p: '2', borderRadius: 'md' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  muted: css({ color: 'fg.muted' }),
};

/**
 * The QRIS code's default download name (spec §9): a generated reference — the first 7 characters of
 * the lender's email before the at-sign and a YYMMDDHHmm timestamp — then 'qris.png'; the top-up's
 * own reference while the email is not known.
 */
export function qrisFileName(email: string | undefined, referenceId: string, now = new Date()) {
  return `${email ? generateReference(email, now) : `pendana-${referenceId}`}-qris.png`;
}

/** Where the provider's page sends the lender back (same origin, this page). */
export function withReturn(url: string, returnPath: string, lang: string): string {
  const next = new URL(url, window.location.origin);
  next.searchParams.set('return_url', returnPath);
  next.searchParams.set('lang', lang);
  return next.toString();
}

function Waiting({
  transaction,
  returnPath,
  checking,
  checked,
  onCheck,
}: {
  transaction: EwalletTransaction;
  returnPath: string;
  checking: boolean;
  /** The lender asked once and it was still waiting. */
  checked: boolean;
  onCheck: () => void;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const name = METHOD_NAME[transaction.payment_method];
  // Loaded by the dashboard layout before any page: read from the cache.
  const email = useQuery(getGetLenderInfoQueryOptions()).data?.data.email;
  return (
    <>
      <h3 className={styles.heading}>{intl.formatMessage(messages.pendingTitle)}</h3>
      <p>{formatCurrency(transaction.amount)}</p>
      {transaction.qr_image ? (
        <>
          <p>{intl.formatMessage(messages.scan)}</p>
          <img
            className={styles.qr}
            src={transaction.qr_image}
            alt={intl.formatMessage(messages.qrAlt)}
          />
        </>
      ) : transaction.redirect_url ? null : (
        <p>{intl.formatMessage(messages.openApp, { name })}</p>
      )}
      {checked ? <p role="status">{intl.formatMessage(messages.stillWaiting)}</p> : null}
      <p className={styles.muted}>
        {intl.formatMessage(messages.expiresAt, {
          time: formatDateTime(transaction.expired_at, locale),
        })}
      </p>
      <div className={styles.actions}>
        {transaction.redirect_url ? (
          <Button asChild>
            <a href={withReturn(transaction.redirect_url, returnPath, locale)}>
              {intl.formatMessage(messages.continueAt)}
            </a>
          </Button>
        ) : null}
        {transaction.qr_image ? (
          <Button asChild variant="outline">
            <a href={transaction.qr_image} download={qrisFileName(email, transaction.reference_id)}>
              {intl.formatMessage(messages.download)}
            </a>
          </Button>
        ) : null}
        <Button
          variant="outline"
          loading={checking}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
          onClick={onCheck}
        >
          {intl.formatMessage(messages.check)}
        </Button>
      </div>
    </>
  );
}

function Ended({ transaction, meta }: { transaction: EwalletTransaction; meta: WalletMeta }) {
  const intl = useIntl();
  if (transaction.status === TransactionStatus.BERHASIL) {
    return (
      <Alert status="success" title={intl.formatMessage(messages.paidTitle)}>
        {intl.formatMessage(messages.paid, { amount: formatCurrency(transaction.amount) })}
      </Alert>
    );
  }
  if (transaction.status === TransactionStatus.GAGAL) {
    return (
      <Alert status="danger" title={intl.formatMessage(messages.failedTitle)}>
        {intl.formatMessage(messages.failed, {
          message: meta.error ?? meta.message,
          code: meta.code,
        })}
      </Alert>
    );
  }
  return (
    <Alert status="warning" title={intl.formatMessage(messages.expiredTitle)}>
      {intl.formatMessage(messages.expired)}
    </Alert>
  );
}

export function PendingTopUp({
  reference,
  returnPath,
  onReset,
}: {
  reference: string;
  returnPath: string;
  onReset: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useGetEwalletTransaction(
    { reference_id: reference },
    {
      query: {
        refetchInterval: (current) => {
          const status = current.state.data?.data.status;
          return status === undefined || OPEN.includes(status) ? PENDING_REFRESH_MS : false;
        },
      },
    },
  );
  const status = query.data?.data.status;
  const ended = status !== undefined && !OPEN.includes(status);
  useEffect(() => {
    // Paid: the balance and the latest top-ups moved.
    if (status === TransactionStatus.BERHASIL) void queryClient.invalidateQueries();
  }, [status, queryClient]);

  const [checked, setChecked] = useState(false);
  const check = async () => {
    setChecked(true);
    const transaction = query.data?.data;
    if (transaction?.payment_method === 'qris') {
      const answer = await checkQrisPayment({ reference_id: reference }).catch(() => null);
      if (answer)
        queryClient.setQueryData(
          getGetEwalletTransactionQueryKey({ reference_id: reference }),
          answer,
        );
      return;
    }
    await query.refetch();
  };

  return (
    <section className={`${surface} ${styles.root}`} aria-live="polite">
      {/* Spec §8: a 404 (or another 4xx) of the detail shows the server's message. */}
      <DataScreen query={query}>
        {({ data, meta }) =>
          ended ? (
            <Ended transaction={data} meta={meta} />
          ) : (
            <Waiting
              transaction={data}
              returnPath={returnPath}
              checking={query.isFetching}
              checked={checked}
              onCheck={() => void check()}
            />
          )
        }
      </DataScreen>
      <div>
        <Button variant={ended ? 'solid' : 'ghost'} onClick={onReset}>
          {intl.formatMessage(messages.reset)}
        </Button>
      </div>
    </section>
  );
}
