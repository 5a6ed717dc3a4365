import { messageGroup } from '../../i18n/message-group';

export const transactionsMessages = messageGroup('transactions.page', { fileName: ['range'] });

export const filterMessages = messageGroup('transactions.filters');

export const kindMessages = messageGroup('transactions.kind');
