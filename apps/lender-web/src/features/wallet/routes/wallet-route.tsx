// Top up `/dashboard/wallet` (reached from home): the available balance (homeLogin,
// refreshed while the page is open so a transfer shows up without a reload) and the ways to top up
// as tabs kept in the URL (`?method=va|rdl|ewallet|card`): virtual accounts with their steps, the
// lender account, e-wallets and QRIS, cards (a top-up under way is `?reference_id=`, also where the
// providers' pages return; the card's 3-D Secure adds `authentication_id`).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { getGetPortfolioQueryOptions } from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { Tabs } from '@pendana/design-system/components/tabs';
import { formatCurrency } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { surface } from '../../../lib/fact-list';
import { ScreenPage, useUrlFilters } from '../../../lib/screen';
import { RdlAccount } from '../components/rdl-account';
import { TopUpHistory } from '../components/top-up-history';
import { VirtualAccounts } from '../components/virtual-accounts';
import { walletMessages as messages } from '../messages';

// The e-wallet, QRIS and card parts load when their tab is first opened (the VA tab is the default).
const EwalletTopUp = lazy(() =>
  import('../components/ewallet-top-up').then((m) => ({ default: m.EwalletTopUp })),
);
const PendingTopUp = lazy(() =>
  import('../components/pending-top-up').then((m) => ({ default: m.PendingTopUp })),
);
const CardTopUp = lazy(() =>
  import('../components/card-top-up').then((m) => ({ default: m.CardTopUp })),
);
const CardReturn = lazy(() =>
  import('../components/card-top-up').then((m) => ({ default: m.CardReturn })),
);

const loading = (part: ReactNode) => (
  <Suspense fallback={<Skeleton lines={3} height="1.25rem" />}>{part}</Suspense>
);

/** How often the balance is read again while the page is open (a transfer lands by itself). */
export const BALANCE_REFRESH_MS = 10_000;

const METHODS = ['va', 'rdl', 'ewallet', 'card'] as const;
type Method = (typeof METHODS)[number];
const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);

const styles = {
  balance: css({ textStyle: 'h3' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
};

function Balance() {
  const intl = useIntl();
  const portfolio = useQuery({
    ...getGetPortfolioQueryOptions(),
    refetchInterval: BALANCE_REFRESH_MS,
  });
  const available = portfolio.data?.data.rekening.dana_tersedia;
  return (
    <div className={surface} aria-live="polite">
      {available === undefined ? (
        <Skeleton lines={1} height="1.5rem" />
      ) : (
        <p className={styles.balance}>
          {intl.formatMessage(messages.balance, { amount: formatCurrency(available) })}
        </p>
      )}
      <p className={styles.muted}>{intl.formatMessage(messages.autoRefresh)}</p>
    </div>
  );
}

export function WalletRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  // `status` is what a provider's page appends on its way back: read from the server, never from here.
  const { filters, setFilters } = useUrlFilters({
    method: 'va',
    reference_id: '',
    status: '',
    authentication_id: '',
  });
  // Spec §4: a reset clears every top-up, card, QRIS and OVO state.
  const reset = () => setFilters({ reference_id: '', status: '', authentication_id: '' });
  const pending = (method: Method) =>
    filters.reference_id ? (
      <PendingTopUp
        reference={filters.reference_id}
        returnPath={`${walletPath}?method=${method}`}
        onReset={reset}
      />
    ) : null;
  const walletPath = localizePath('/dashboard/wallet', locale);
  const method: Method = isMethod(filters.method) ? filters.method : 'va';
  const title = intl.formatMessage(messages.title);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)}>
      <Balance />
      <Tabs
        label={intl.formatMessage(messages.methods)}
        value={method}
        onValueChange={(next) => setFilters({ method: next })}
        items={[
          {
            value: 'va',
            label: intl.formatMessage(messages.tabVa),
            content: <VirtualAccounts homePath={localizePath('/dashboard', locale)} />,
          },
          {
            value: 'rdl',
            label: intl.formatMessage(messages.tabRdl),
            content: <RdlAccount />,
          },
          {
            value: 'ewallet',
            label: intl.formatMessage(messages.tabEwallet),
            content: pending('ewallet') ?? (
              <EwalletTopUp
                methods={(option) => option.payment_method !== 'card'}
                onStarted={(reference) =>
                  setFilters({ method: 'ewallet', reference_id: reference })
                }
              />
            ),
          },
          {
            value: 'card',
            label: intl.formatMessage(messages.tabCard),
            content: loading(
              filters.reference_id && filters.authentication_id ? (
                <CardReturn
                  reference={filters.reference_id}
                  authenticationId={filters.authentication_id}
                  onFinished={() => setFilters({ authentication_id: '', status: '' })}
                />
              ) : (
                (pending('card') ?? <CardTopUp returnPath={`${walletPath}?method=card`} />)
              ),
            ),
          },
        ]}
      />
      <TopUpHistory
        refreshMs={BALANCE_REFRESH_MS}
        allPath={`${localizePath('/dashboard/transactions', locale)}?kategori=topup`}
      />
    </ScreenPage>
  );
}
