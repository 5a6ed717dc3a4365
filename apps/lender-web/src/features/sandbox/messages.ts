import { messageGroup } from '../../i18n/message-group';

export const lifeMessages = messageGroup('sandbox.life', {
  nextDueValue: ['date', 'amount'],
  daysLateValue: ['days'],
  today: ['date'],
  actionsFor: ['name'],
});
