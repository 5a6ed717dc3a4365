import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { getGetLenderInfoQueryOptions, type UserStatus } from '@pendana/api-sdk';
import { Alert, type AlertStatus } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { homeMessages } from '../messages';
import { kycLinkFor } from '../utils/kyc-link';
import { DocumentTitle } from '../../../lib/document-title';

const STATUS_LABEL: Record<UserStatus, MessageDescriptor> = {
  'Not Active': homeMessages.statusNotActive,
  notfilled: homeMessages.statusNotfilled,
  pending: homeMessages.statusPending,
  active: homeMessages.statusActive,
  reject: homeMessages.statusReject,
  suspend: homeMessages.statusSuspend,
};

const STATUS_ALERT: Partial<Record<UserStatus, { status: AlertStatus; body: MessageDescriptor }>> =
  {
    notfilled: { status: 'warning', body: homeMessages.notfilledBody },
    pending: { status: 'info', body: homeMessages.pendingBody },
    reject: { status: 'danger', body: homeMessages.rejectBody },
    active: { status: 'success', body: homeMessages.activeBody },
  };

const styles = {
  page: css({ display: 'grid', gap: '5', maxW: '48rem' }),
  title: css({ textStyle: 'h1' }),
  card: css({
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: '5',
  }),
  cardTitle: css({ textStyle: 'h2', mb: '3' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
    columnGap: '6',
    rowGap: '2',
  }),
  term: css({ color: 'fg.muted' }),
  value: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  link: css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
};

/** Dashboard home: who is logged in and what their account status asks of them (lender_info). */
export function HomeRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  // The layout renders this page only once lender_info is loaded.
  const { data } = useQuery(getGetLenderInfoQueryOptions());
  if (!data) return null;
  const lender = data.data;
  const alert = STATUS_ALERT[lender.user_status];
  const kycLink = kycLinkFor(lender);

  return (
    <div className={styles.page}>
      <DocumentTitle title={intl.formatMessage(homeMessages.title)} />
      <h1 className={styles.title}>
        <FormattedMessage
          {...homeMessages.greeting}
          values={{ name: lender.nama ?? lender.username }}
        />
      </h1>
      {lender.user_status === 'Not Active' ? (
        <Alert
          status="warning"
          title={intl.formatMessage(homeMessages.statusNotActive)}
          actions={
            <Link
              className={styles.link}
              to={`${localizePath('/auth/email-verification', locale)}?email=${encodeURIComponent(lender.email)}`}
            >
              <FormattedMessage {...homeMessages.resendLink} />
            </Link>
          }
        >
          <FormattedMessage {...homeMessages.notActiveBody} values={{ email: lender.email }} />
        </Alert>
      ) : null}
      {alert ? (
        <Alert
          status={alert.status}
          title={intl.formatMessage(STATUS_LABEL[lender.user_status])}
          actions={
            kycLink ? (
              <Link className={styles.link} to={localizePath(kycLink.path, locale)}>
                <FormattedMessage
                  {...(kycLink.corporate ? homeMessages.startCorporateKyc : homeMessages.startEkyc)}
                />
              </Link>
            ) : undefined
          }
        >
          <FormattedMessage {...alert.body} />
        </Alert>
      ) : null}
      <section className={styles.card} aria-labelledby="account-heading">
        <h2 id="account-heading" className={styles.cardTitle}>
          <FormattedMessage {...homeMessages.accountHeading} />
        </h2>
        <dl className={styles.list}>
          <dt className={styles.term}>
            <FormattedMessage {...homeMessages.username} />
          </dt>
          <dd className={styles.value}>{lender.username}</dd>
          <dt className={styles.term}>
            <FormattedMessage {...homeMessages.email} />
          </dt>
          <dd className={styles.value}>{lender.email}</dd>
          <dt className={styles.term}>
            <FormattedMessage {...homeMessages.lenderType} />
          </dt>
          <dd className={styles.value}>
            <FormattedMessage
              {...(lender.lender_type === 2 ? homeMessages.corporate : homeMessages.individual)}
            />
          </dd>
          <dt className={styles.term}>
            <FormattedMessage {...homeMessages.status} />
          </dt>
          <dd className={styles.value} data-testid="user-status">
            {intl.formatMessage(STATUS_LABEL[lender.user_status])}
          </dd>
        </dl>
      </section>
    </div>
  );
}
