import { messageGroup } from '../../i18n/message-group';

export const signingMessages = messageGroup('screen.signing', {
  signWith: ['provider'],
  waiting: ['provider', 'status'],
  signed: ['provider'],
  ended: ['status'],
  returnedTitle: ['provider'],
  privyId: ['id'],
  signedAt: ['time'],
});

export const preCheckoutMessages = messageGroup('screen.preCheckout', {
  signed: ['provider'],
  held: ['count', 'amount', 'time'],
  fundHeld: ['amount'],
});
