import { messageGroup } from '../../i18n/message-group';

// The password dialog's texts are password-confirmation's (capabilities/password-confirmation).
export const moneyActionMessages = messageGroup('screen.moneyAction');
