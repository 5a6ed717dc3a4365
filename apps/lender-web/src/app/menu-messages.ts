import { messageGroup } from '../i18n/message-group';

// Menu labels are Indonesian (spec §2); English translations live in en.json.
export const menuMessages = messageGroup('app.menu');
