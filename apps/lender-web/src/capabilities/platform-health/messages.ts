import { messageGroup } from '../../i18n/message-group';

/** The platform's repayment health (getPlatformHealth): home card and checkout. */
export const platformHealthMessages = messageGroup('platform-health.card', {
  percent: ['percent'],
  asOf: ['date'],
  licenceValue: ['status', 'number'],
  warning: ['percent', 'threshold'],
});
