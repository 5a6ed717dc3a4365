import { messageGroup } from '../../i18n/message-group';

/** The bell's texts live with the dashboard layout's (loaded on every dashboard page). */
export const bellMessages = messageGroup('dashboard.bell', {
  labelUnread: ['count'],
});

export const inboxMessages = messageGroup('notifications.inbox', {
  unreadCount: ['count'],
  markReadOf: ['title'],
});
