import { messageGroup } from '../../i18n/message-group';

export const logOutMessages = messageGroup('session.logout');
