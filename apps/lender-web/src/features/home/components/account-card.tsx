// Who is logged in (lender_info): username, email, lender type and account status.
import { FormattedMessage, useIntl } from 'react-intl';
import type { LenderInfo } from '@pendana/api-sdk';
import { css } from '@pendana/design-system/styled-system/css';
import { homeMessages } from '../messages';
import { STATUS_LABEL } from './kyc-state-card';

const styles = {
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
};

export function AccountCard({ lender }: { lender: LenderInfo }) {
  const intl = useIntl();
  return (
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
  );
}
