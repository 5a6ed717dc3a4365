import { messageGroup } from '../../i18n/message-group';

export const portfolioMessages = messageGroup('portfolio.page');

export const certificateMessages = messageGroup('portfolio.certificate', {
  unavailable: ['minimum'],
});

export const agreementStateMessages = messageGroup('portfolio.masterAgreement');

export const listMessages = messageGroup('portfolio.list', { rate: ['rate'] });
