import { messageGroup } from '../../i18n/message-group';

export const listMessages = messageGroup('my-funding.list', {
  packages: ['count'],
  yieldRate: ['rate'],
  detailNamed: ['name'],
  yieldNamed: ['name'],
  daysLate: ['days'],
});

export const endedMessages = messageGroup('my-funding.ended');

export const detailMessages = messageGroup('my-funding.detail', { daysLeftValue: ['days'] });

export const fundsMessages = messageGroup('my-funding.funds', { overHeld: ['count'] });

export const yieldMessages = messageGroup('my-funding.yield', { month: ['month'] });

export const returnsMessages = messageGroup('my-funding.returns', {
  percent: ['percent'],
  asOf: ['date'],
});
