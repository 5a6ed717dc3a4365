import { messageGroup } from '../../i18n/message-group';

export const accountMessages = messageGroup('profile.account');

export const accountFormMessages = messageGroup('profile.form');

export const signatureMessages = messageGroup('profile.signature', {
  lastSigned: ['time'],
  openNamed: ['provider'],
});

export const corporateMessages = messageGroup('profile.corporate');
