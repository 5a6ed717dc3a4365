// The bell in the dashboard's header: a link to the inbox whose badge and accessible name carry the
// unread count read from the server. While the count loads or when it cannot be read, the bell is
// there without a badge (the inbox says what failed).
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { bellMessages as messages } from '../bell-messages';
import { badgeText, unreadCountQuery } from '../utils/unread-count';

export const INBOX_PATH = '/dashboard/notifications';

const styles = {
  link: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '11',
    minH: '11',
    borderRadius: 'md',
    color: 'primary.fg',
    _hover: { bg: 'primary.subtle' },
    '&[aria-current=page]': { bg: 'primary.subtle' },
  }),
  badge: css({
    position: 'absolute',
    top: '0.5',
    insetInlineEnd: '0',
    minW: '5',
    h: '5',
    px: '1',
    borderRadius: 'full',
    bg: 'danger.solid',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: '1.25rem',
    textAlign: 'center',
  }),
};

export function NotificationBell() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const query = useQuery(unreadCountQuery());
  const unread = query.data?.data.unread ?? 0;
  const href = localizePath(INBOX_PATH, locale);
  const label =
    unread > 0
      ? intl.formatMessage(messages.labelUnread, { count: badgeText(unread) })
      : intl.formatMessage(messages.label);
  return (
    <Link
      to={href}
      className={styles.link}
      aria-label={label}
      aria-current={pathname === href ? 'page' : undefined}
      data-unread={unread}
    >
      <Bell size={20} aria-hidden="true" />
      {unread > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
