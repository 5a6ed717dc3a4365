import { messageGroup } from '../../i18n/message-group';

export const settingsMessages = messageGroup('settings.page', {
  passwordIntro: ['email'],
});

export const notificationMessages = messageGroup('settings.notifications');

export const kindMessages = messageGroup('settings.notificationKind');

export const twoFactorMessages = messageGroup('settings.twoFactor');
