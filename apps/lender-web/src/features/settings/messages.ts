import { messageGroup } from '../../i18n/message-group';

export const settingsMessages = messageGroup('settings.page', {
  passwordIntro: ['email'],
});

export const notificationMessages = messageGroup('settings.notifications');

/** The label of each notification kind (the contract's `NotificationKind`). */
export const kindMessages = messageGroup('settings.notificationKind');
