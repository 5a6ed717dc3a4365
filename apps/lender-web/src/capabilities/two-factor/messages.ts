import { messageGroup } from '../../i18n/message-group';

export const twoFactorSettingsMessages = messageGroup('two-factor.settings', {
  onSince: ['date', 'count'],
  offDone: ['date'],
});
