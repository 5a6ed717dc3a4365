import { messageGroup } from '../../i18n/message-group';

export const simulationMessages = messageGroup('simulation.page');

export const formMessages = messageGroup('simulation.form');

export const resultMessages = messageGroup('simulation.result', {
  formula: ['price', 'downPayment', 'principal', 'months', 'monthly', 'total', 'margin'],
  firstMonths: ['shown', 'months'],
});

export const fundingMessages = messageGroup('simulation.funding', {
  formula: ['packages', 'price', 'amount', 'rate', 'monthly', 'months', 'total'],
});
