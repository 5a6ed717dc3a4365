import { messageGroup } from '../../i18n/message-group';

export const taxMessages = messageGroup('tax.page', {
  kindTitle: ['kind', 'rate'],
  kindPph23: ['rate'],
  kindPph26: ['rate'],
  basis: ['basis', 'country'],
  annualHeading: ['year'],
  outstanding: ['date'],
  annualPdf: ['year'],
  annualCsv: ['year'],
  annualFile: ['year', 'ext'],
  payments: ['count'],
  slipHeading: ['month', 'kind'],
  slipPdf: ['month', 'kind'],
  slipCsv: ['month', 'kind'],
  slipFile: ['period', 'kind', 'ext'],
  emptyTitle: ['year'],
});
