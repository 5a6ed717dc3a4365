import { messageGroup } from '../../i18n/message-group';

export const passwordConfirmationMessages = messageGroup('password-confirmation.gate');
