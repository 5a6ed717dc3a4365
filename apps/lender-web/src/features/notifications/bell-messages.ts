import { messageGroup } from '../../i18n/message-group';

/**
 * The bell's texts, apart from the inbox's: the bell is in the header of every dashboard page, and
 * its two texts live in the shell's namespace (`app`), loaded with every page.
 */
export const bellMessages = messageGroup('app.bell', {
  labelUnread: ['count'],
});
