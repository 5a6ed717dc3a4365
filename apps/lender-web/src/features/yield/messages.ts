import { messageGroup } from '../../i18n/message-group';

export const yieldMessages = messageGroup('yield.page', {
  total: ['amount'],
  period: ['start', 'end'],
  scheduleNamed: ['name'],
  paymentsOf: ['name'],
  totalBreakdown: ['gross', 'withheld'],
});

export const yieldChartMessages = messageGroup('yield.chart');
