// One inbox item: its title links to where it happened (and marks it read on the way), its text and
// time, "unread" until it is read, and a button to mark it read without leaving.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NotificationItem } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { formatDateTime } from '@pendana/design-system/formatters';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { localizePath, type Locale } from '../../../i18n/locale';
import { surface } from '../../../lib/fact-list';
import { inboxMessages as messages } from '../messages';
import { notificationLink } from '../utils/notification-link';

const styles = {
  item: css({ display: 'grid', gap: '2', minW: '0' }),
  unread: css({ borderInlineStartWidth: '4px', borderInlineStartColor: 'primary.solid' }),
  head: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  title: css({ textStyle: 'h3', overflowWrap: 'anywhere' }),
  link: css({ color: 'primary.fg', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  body: css({ overflowWrap: 'anywhere' }),
  foot: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    color: 'fg.muted',
    textStyle: 'caption',
  }),
};

export interface NotificationEntryProps {
  item: NotificationItem;
  locale: Locale;
  marking: boolean;
  onMarkRead: (id: number) => void;
}

export function NotificationEntry({ item, locale, marking, onMarkRead }: NotificationEntryProps) {
  const intl = useIntl();
  const unread = item.read_at === null;
  return (
    <li className={cx(surface, styles.item, unread ? styles.unread : undefined)}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <Link
            className={styles.link}
            to={localizePath(notificationLink(item), locale)}
            onClick={() => {
              if (unread) onMarkRead(item.id);
            }}
          >
            {item.title}
          </Link>
        </h2>
        {unread ? <Badge tone="info">{intl.formatMessage(messages.unread)}</Badge> : null}
      </div>
      <p className={styles.body}>{item.body}</p>
      <div className={styles.foot}>
        <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(messages.markReadOf, { title: item.title })}
            loading={marking}
            loadingLabel={intl.formatMessage(commonMessages.loading)}
            onClick={() => onMarkRead(item.id)}
          >
            {intl.formatMessage(messages.markRead)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
