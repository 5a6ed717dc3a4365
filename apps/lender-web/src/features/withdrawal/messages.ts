import { messageGroup } from '../../i18n/message-group';

export const pageMessages = messageGroup('withdrawal.page');

export const formMessages = messageGroup('withdrawal.form', {
  limits: ['minimum', 'maximum'],
  account: ['bank', 'account', 'name'],
  summary: ['amount', 'account'],
  belowMinimum: ['minimum'],
  held: ['until', 'reason'],
  requestFailed: ['status'],
});

export const historyMessages = messageGroup('withdrawal.history', {
  requestedOn: ['date'],
  decidedOn: ['date'],
  itemTitle: ['amount'],
  reason: ['reason'],
  stageDone: ['stage'],
  stageCurrent: ['stage'],
  stageUpcoming: ['stage'],
  stageFailed: ['stage'],
});

/** Why withdrawals wait (`penahanan.alasan`), inside the held text. */
export const holdReasonMessages = messageGroup('withdrawal.holdReason');
