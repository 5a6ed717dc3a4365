import { messageGroup } from '../../i18n/message-group';

export const loginMessages = messageGroup('auth.login');

export const registerMessages = messageGroup('auth.register');

export const emailVerificationMessages = messageGroup('auth.emailVerification', {
  body: ['email'],
});

export const verifyEmailMessages = messageGroup('auth.verifyEmail');
export const endSessionMessages = messageGroup('auth.endSession');

export const forgotPasswordMessages = messageGroup('auth.forgotPassword');

export const resetPasswordMessages = messageGroup('auth.resetPassword');

export const termsMessages = messageGroup('auth.terms', { writer: ['writer'] });
