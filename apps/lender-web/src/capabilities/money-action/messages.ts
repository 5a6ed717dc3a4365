import { messageGroup } from '../../i18n/message-group';

// The password dialog's texts are password-confirmation's (capabilities/password-confirmation).
export const moneyActionMessages = messageGroup('screen.moneyAction');

export const packagesMessages = messageGroup('screen.packages', {
  max: ['count'],
  limitSlots: ['count'],
  limitBalance: ['count'],
  summary: ['count', 'amount'],
  notEnough: ['price'],
});
