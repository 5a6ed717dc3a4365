import { message, messageGroup, withMessages } from '../../i18n/message-group';

export const livenessMessages = withMessages(
  messageGroup('liveness.check', { providerDown: ['provider'], tryOther: ['provider'] }),
  {
    returnTitle: message('liveness.return.title'),
    returnInvalid: message('liveness.return.invalid'),
    backToWizard: message('liveness.return.backToWizard'),
    returnSent: message('liveness.return.sent', ['result']),
  },
);
