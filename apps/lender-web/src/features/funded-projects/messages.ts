import { messageGroup } from '../../i18n/message-group';

export const fundedMessages = messageGroup('funded-projects.page', {
  rate: ['rate'],
  detailNamed: ['name'],
});
