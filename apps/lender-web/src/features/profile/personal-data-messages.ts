import { messageGroup } from '../../i18n/message-group';

// Apart from messages.ts: only the lazily loaded personal data section uses them, so the other
// account pages do not load them.
export const personalDataMessages = messageGroup('profile.personalData');
