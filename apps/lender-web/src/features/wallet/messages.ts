import { messageGroup } from '../../i18n/message-group';

export const walletMessages = messageGroup('wallet.page', { balance: ['amount'] });

export const vaMessages = messageGroup('wallet.va', {
  copyNamed: ['bank'],
  accountName: ['name'],
  howTo: ['bank'],
});

export const rdlMessages = messageGroup('wallet.rdl', {
  failedStep: ['step', 'message'],
});

export const historyMessages = messageGroup('wallet.history');

export const ewalletMessages = messageGroup('wallet.ewallet', {
  fee: ['fee'],
  payWith: ['name'],
  openApp: ['name'],
  paid: ['amount'],
  failed: ['message', 'code'],
  expiresAt: ['time'],
});

export const cardMessages = messageGroup('wallet.card', {
  savedCard: ['brand', 'number', 'expiry'],
  deleteNamed: ['brand', 'number'],
  confirmDelete: ['brand', 'number'],
  cardShort: ['brand', 'number'],
  fee: ['fee', 'total'],
});
