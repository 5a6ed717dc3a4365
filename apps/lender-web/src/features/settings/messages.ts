import { messageGroup } from '../../i18n/message-group';

export const settingsMessages = messageGroup('settings.page', {
  passwordIntro: ['email'],
});
