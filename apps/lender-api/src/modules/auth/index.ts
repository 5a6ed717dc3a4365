/** The auth module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { lenderInfo, phoneNumberInfo, userInfo } from './accounts.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { registerAuthJobs, SEND_ACCOUNT_MAIL, type AccountMail } from './account-mails.ts';
