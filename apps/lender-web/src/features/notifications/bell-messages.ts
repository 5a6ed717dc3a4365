import { messageGroup } from '../../i18n/message-group';

/**
 * The bell's texts, apart from the inbox's: the bell is in the dashboard layout, whose namespaces
 * every dashboard page loads, and its texts live with the layout's (`dashboard`).
 */
export const bellMessages = messageGroup('dashboard.bell', {
  labelUnread: ['count'],
});
