import { messageGroup } from '../../i18n/message-group';

export const searchMessages = messageGroup('projects.search');

export const cardMessages = messageGroup('projects.card', {
  yieldValue: ['rate'],
  tenorValue: ['months'],
  collected: ['percent'],
  daysLeftValue: ['days'],
  openNamed: ['name'],
});

export const detailMessages = messageGroup('projects.detail', { payoutEvery: ['months'] });

export const checkoutMessages = messageGroup('projects.checkout');
