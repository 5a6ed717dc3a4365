// What the account status asks of a lender who is not verified yet (lender_info): verify the email,
// fill the KYC, wait for the review, or call support. A verified lender sees nothing here.
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LenderInfo, UserStatus } from '@pendana/api-sdk';
import { Alert, type AlertStatus } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { localizePath, type Locale } from '../../../i18n/locale';
import { homeMessages } from '../messages';
import { kycLinkFor } from '../utils/kyc-link';

export const STATUS_LABEL: Record<UserStatus, MessageDescriptor> = {
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
  };

const link = css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' });

export function KycStateCard({ lender, locale }: { lender: LenderInfo; locale: Locale }) {
  const intl = useIntl();
  const alert = STATUS_ALERT[lender.user_status];
  const kycLink = kycLinkFor(lender);
  if (lender.user_status === 'Not Active') {
    return (
      <Alert
        status="warning"
        title={intl.formatMessage(homeMessages.statusNotActive)}
        actions={
          <Link
            className={link}
            to={`${localizePath('/auth/email-verification', locale)}?email=${encodeURIComponent(lender.email)}`}
          >
            <FormattedMessage {...homeMessages.resendLink} />
          </Link>
        }
      >
        <FormattedMessage {...homeMessages.notActiveBody} values={{ email: lender.email }} />
      </Alert>
    );
  }
  if (!alert) return null;
  return (
    <Alert
      status={alert.status}
      title={intl.formatMessage(STATUS_LABEL[lender.user_status])}
      actions={
        kycLink ? (
          <Link className={link} to={localizePath(kycLink.path, locale)}>
            <FormattedMessage
              {...(kycLink.corporate ? homeMessages.startCorporateKyc : homeMessages.startEkyc)}
            />
          </Link>
        ) : undefined
      }
    >
      <FormattedMessage {...alert.body} />
    </Alert>
  );
}
