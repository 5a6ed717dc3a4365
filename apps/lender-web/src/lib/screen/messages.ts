import { message, messageGroup, withMessages } from '../../i18n/message-group';

export const screenMessages = withMessages(messageGroup('screen.dataScreen'), {
  paginationNav: message('screen.pagination.nav'),
  paginationPrevious: message('screen.pagination.previous'),
  paginationNext: message('screen.pagination.next'),
  loadMore: message('screen.loadMore.action'),
  loadingMore: message('screen.loadMore.loading'),
  downloadFailed: message('screen.download.failedTitle'),
  openFailed: message('screen.download.openFailedTitle'),
  paginationPage: message('screen.pagination.page', ['page']),
  downloading: message('screen.download.progress', ['name']),
  downloaded: message('screen.download.done', ['name']),
  opening: message('screen.download.opening', ['name']),
  opened: message('screen.download.opened', ['name']),
});
