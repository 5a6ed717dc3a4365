import { messageGroup } from '../../i18n/message-group';

export const newsPageMessages = messageGroup('news.page');

export const newsListMessages = messageGroup('news.list', {
  byline: ['writer', 'date'],
  readNamed: ['title'],
});

export const khazanahMessages = messageGroup('news.khazanah', {
  byline: ['author', 'date'],
  readNamed: ['title'],
});

export const faqMessages = messageGroup('news.faq', {
  noMatch: ['query'],
  results: ['count'],
  where: ['category', 'group'],
});
