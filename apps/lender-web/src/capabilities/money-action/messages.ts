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

/** The warning of a funding that would put too much of the lender's money into one project. */
export const concentrationMessages = messageGroup('concentration.warning', {
  body: ['share', 'threshold'],
});
