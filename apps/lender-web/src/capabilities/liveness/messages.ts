import { message, messageGroup, withMessages } from '../../i18n/message-group';

export const livenessMessages = withMessages(messageGroup('liveness.check'), {
  returnTitle: message('liveness.return.title'),
  returnInvalid: message('liveness.return.invalid'),
  backToWizard: message('liveness.return.backToWizard'),
  returnSent: message('liveness.return.sent', ['result']),
  providerDown: message('liveness.check.providerDown', ['provider']),
  tryOther: message('liveness.check.tryOther', ['provider']),
});
