import { messageGroup } from '../../i18n/message-group';

export const statementMessages = messageGroup('statement.page', {
  movements: ['month'],
  emptyTitle: ['month'],
  syncedAt: ['time'],
  account: ['bank', 'type', 'number'],
  mismatchBody: ['difference'],
  staleBody: ['time'],
  reportGreeting: ['month', 'expected', 'bank', 'time'],
  fileNamePdf: ['month'],
  fileNameCsv: ['month'],
});

/** The kinds of movement, as the transaction history names them. */
export const kindMessages = messageGroup('transactions.kind');
