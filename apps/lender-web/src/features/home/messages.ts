import { messageGroup } from '../../i18n/message-group';

export const homeMessages = messageGroup('dashboard.home', {
  greeting: ['name'],
  notActiveBody: ['email'],
  packages: ['count'],
  yieldRate: ['rate'],
  fundingDetail: ['name'],
});
