// Notifications `/dashboard/notifications` (reached from the bell in the header): the lender's inbox,
// newest first, a page at a time with "load more"; each item links to where it happened; mark one or
// all read; the e-mail settings are in Settings. Skeleton, empty state with a next step, error with
// Retry (the screen kit's DataScreen).
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@pendana/design-system/components/button';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { DataScreen, LoadMoreButton, ScreenPage } from '../../../lib/screen';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { NotificationEntry } from '../components/notification-entry';
import { inboxMessages as messages } from '../messages';
import { unreadCountQuery } from '../utils/unread-count';
import { inboxItems, useInbox, useMarkRead } from '../utils/use-inbox';

const styles = {
  page: css({ maxW: '3xl' }),
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  skeleton: css({ display: 'grid', gap: '3' }),
};

function InboxSkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} lines={3} height="1.25rem" />
      ))}
    </div>
  );
}

export function InboxRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const inbox = useInbox();
  const count = useQuery(unreadCountQuery());
  const { markRead, markAll, markingAll, pendingId } = useMarkRead({
    onError: (error) => notifyError(errorMessageFor(error, intl)),
    onAllRead: () => notifySuccess(intl.formatMessage(messages.markAllDone)),
  });
  const title = intl.formatMessage(messages.title);
  return (
    <ScreenPage title={title} intro={intl.formatMessage(messages.intro)} className={styles.page}>
      <DataScreen
        query={inbox}
        skeleton={<InboxSkeleton />}
        isEmpty={(data) => inboxItems(data).length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: (
            <Button asChild>
              <Link to={localizePath('/dashboard/search-for-funding', locale)}>
                {intl.formatMessage(messages.emptyAction)}
              </Link>
            </Button>
          ),
        }}
      >
        {(data) => {
          const unread = count.data?.data.unread ?? data.pages[0]?.data.unread ?? 0;
          return (
            <>
              <div className={styles.bar}>
                <p role="status">
                  {unread > 0
                    ? intl.formatMessage(messages.unreadCount, { count: formatNumber(unread) })
                    : intl.formatMessage(messages.allRead)}
                </p>
                <div className={styles.actions}>
                  <Button asChild variant="ghost" size="sm">
                    <Link to={localizePath('/dashboard/setting#notifications-heading', locale)}>
                      {intl.formatMessage(messages.settings)}
                    </Link>
                  </Button>
                  {unread > 0 ? (
                    <Button
                      variant="outline"
                      size="sm"
                      loading={markingAll}
                      loadingLabel={intl.formatMessage(commonMessages.loading)}
                      onClick={markAll}
                    >
                      {intl.formatMessage(messages.markAll)}
                    </Button>
                  ) : null}
                </div>
              </div>
              <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
                {inboxItems(data).map((item) => (
                  <NotificationEntry
                    key={item.id}
                    item={item}
                    locale={locale}
                    marking={pendingId === item.id}
                    onMarkRead={markRead}
                  />
                ))}
              </ul>
              <LoadMoreButton query={inbox} />
            </>
          );
        }}
      </DataScreen>
    </ScreenPage>
  );
}
