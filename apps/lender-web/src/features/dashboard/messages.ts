import { messageGroup } from '../../i18n/message-group';

export const dashboardLayoutMessages = messageGroup('dashboard.layout');

export const homeMessages = messageGroup('dashboard.home', {
  greeting: ['name'],
  notActiveBody: ['email'],
});

export const comingSoonMessages = messageGroup('dashboard.comingSoon');
