import { messageGroup } from '../../i18n/message-group';

export { bellMessages } from './bell-messages';

export const inboxMessages = messageGroup('notifications.inbox', {
  unreadCount: ['count'],
  markReadOf: ['title'],
});
