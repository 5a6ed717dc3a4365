import { messageGroup } from '../../i18n/message-group';

export const twoFactorLoginMessages = messageGroup('two-factor-login.step');
