import { messageGroup } from '../../i18n/message-group';

export const settingsMessages = messageGroup('settings.page', {
  passwordIntro: ['email'],
});

export const notificationMessages = messageGroup('settings.notifications');

export const kindMessages = messageGroup('settings.notificationKind');

export const sessionMessages = messageGroup('settings.sessions', {
  address: ['ip'],
  firstSeen: ['time'],
  lastSeen: ['time'],
  endNamed: ['name'],
  endConfirm: ['name'],
});
export const twoFactorMessages = messageGroup('settings.twoFactor');
