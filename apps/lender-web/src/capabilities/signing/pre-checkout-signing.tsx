// Signing before funding, in a project's drawer: offer it beside the checkout
// (`SignFirst`: a provider per button, the packages held for 24 h while signing), and once asked show
// the hold (`booking-pendanaan/detail/{docToken}`) with the agreement's status at its provider
// (`signing-status` / `envelope-status`: spec §4's 'Completed'/'COMPLETED' is signed, anything else is
// spec §8's 'Document approval is still in progress'), continue signing, check again, or release it.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, TransactionStatus, useGetBookingDetail } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatCurrency, formatDateTime, formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../i18n/common-messages';
import { errorMessageFor } from '../../lib/error-message';
import { DataScreen } from '../../lib/screen';
import { preCheckoutMessages, signingMessages } from './messages';
import type { PreCheckout } from './pre-checkout-store';
import { agreementState, PROVIDER_NAMES, PROVIDERS, type Provider } from './providers';
import type { UsePreCheckout } from './use-pre-checkout';
import { signingNavigation } from './use-signing';

const styles = {
  root: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h3' }),
  muted: css({ color: 'fg.muted' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

/** The offer beside the checkout: sign first, with either provider. */
export function SignFirst({
  preCheckout,
  onSign,
}: {
  preCheckout: UsePreCheckout;
  /** Asks for the packages typed (checked like the checkout's) and starts with this provider. */
  onSign: (provider: Provider) => void;
}) {
  const intl = useIntl();
  const { start } = preCheckout;
  return (
    <div className={styles.root}>
      <p className={styles.muted}>{intl.formatMessage(preCheckoutMessages.offer)}</p>
      {start.error ? <Alert status="danger">{errorMessageFor(start.error, intl)}</Alert> : null}
      <div className={styles.actions}>
        {PROVIDER_NAMES.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="outline"
            loading={start.isPending && start.variables?.provider === provider}
            loadingLabel={intl.formatMessage(commonMessages.loading)}
            disabled={start.isPending}
            onClick={() => onSign(provider)}
          >
            {intl.formatMessage(signingMessages.signWith, { provider: PROVIDERS[provider].label })}
          </Button>
        ))}
      </div>
    </div>
  );
}

function AgreementStatus({ record }: { record: PreCheckout }) {
  const intl = useIntl();
  const provider = PROVIDERS[record.provider];
  const status = useQuery({
    queryKey: ['pre-checkout-agreement', record.provider, record.statusKey],
    queryFn: () => provider.status(record.statusKey),
  });
  const loading = intl.formatMessage(commonMessages.loading);
  const check = (
    <Button
      variant="outline"
      loading={status.isFetching}
      loadingLabel={loading}
      onClick={() => void status.refetch()}
    >
      {intl.formatMessage(signingMessages.check)}
    </Button>
  );
  if (status.data === undefined) {
    return status.isError ? (
      <Alert status="danger" actions={check}>
        {errorMessageFor(status.error, intl)}
      </Alert>
    ) : (
      <Skeleton lines={2} height="1.25rem" />
    );
  }
  const state = agreementState(record.provider, status.data);
  if (state === 'signed') {
    return (
      <Alert status="success">
        {intl.formatMessage(preCheckoutMessages.signed, { provider: provider.label })}
      </Alert>
    );
  }
  if (state === 'ended') {
    return (
      <Alert status="warning">
        {intl.formatMessage(signingMessages.ended, { status: status.data })}
      </Alert>
    );
  }
  return (
    <>
      <Alert status="warning">{intl.formatMessage(signingMessages.stillInProgress)}</Alert>
      <div className={styles.actions}>
        {record.link ? (
          <Button onClick={() => signingNavigation.go(record.link ?? '')}>
            {intl.formatMessage(signingMessages.continue)}
          </Button>
        ) : null}
        {check}
      </div>
    </>
  );
}

/** The packages held for this lender and their agreement; gone once the hold is over. */
export function HeldAgreement({
  preCheckout,
  record,
}: {
  preCheckout: UsePreCheckout;
  record: PreCheckout;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const booking = useGetBookingDetail(record.bookingToken);
  const { forget, release } = preCheckout;
  const over =
    (booking.data !== undefined && booking.data.data.status !== TransactionStatus.MENUNGGU) ||
    (isApiError(booking.error) && booking.error.status === 404);
  useEffect(() => {
    // Bought, released or lapsed: nothing is held any more.
    if (over) forget();
  }, [over, forget]);

  return (
    <section className={styles.root} aria-labelledby="held-agreement-heading">
      <h3 id="held-agreement-heading" className={styles.heading}>
        {intl.formatMessage(signingMessages.heading)}
      </h3>
      <DataScreen query={booking} skeleton={<Skeleton lines={2} height="1.25rem" />}>
        {({ data: hold }) => (
          <>
            <p>
              {intl.formatMessage(preCheckoutMessages.held, {
                count: formatNumber(hold.paket),
                amount: formatCurrency(hold.jumlah_investasi),
                time: formatDateTime(hold.expired_at, locale),
              })}
            </p>
            <AgreementStatus record={record} />
            {release.error ? (
              <Alert status="danger">{errorMessageFor(release.error, intl)}</Alert>
            ) : null}
            <div className={styles.actions}>
              <Button
                variant="ghost"
                loading={release.isPending}
                loadingLabel={intl.formatMessage(commonMessages.loading)}
                onClick={() => release.mutate()}
              >
                {intl.formatMessage(preCheckoutMessages.release)}
              </Button>
            </div>
          </>
        )}
      </DataScreen>
    </section>
  );
}
