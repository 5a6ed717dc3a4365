import { message, messageGroup, withMessages } from '../../i18n/message-group';

export const passwordConfirmationMessages = withMessages(
  messageGroup('password-confirmation.gate'),
  {
    cancel: message('password-confirmation.dialog.cancel'),
  },
);
