// Shared messages: `common.*`, `validation.*`, `errors.*`. Indonesian is the source locale; the spec's
// Indonesian texts are used verbatim.
import { message, messageGroup, withMessages } from './message-group';

export const commonMessages = withMessages(messageGroup('common.action'), {
  appName: message('common.app.name'),
  loading: message('common.status.loading'),
  languageSwitch: message('common.language.switch'),
  languageSwitchLabel: message('common.language.switchLabel'),
  languageSwitchShort: message('common.language.switchShort'),
  notFoundTitle: message('common.notFound.title'),
  documentTitle: message('common.page.documentTitle', ['title']),
  skipToContent: message('common.page.skipToContent'),
  notFoundBody: message('common.notFound.body'),
  offline: message('common.offline.banner'),
});

// The ids @pendana/forms' rules speak (its VALIDATION_IDS): the texts of every rule live here.
export const validationMessages = messageGroup('validation');

export const errorMessages = messageGroup('errors');

export const passwordToggleMessages = messageGroup('common.passwordToggle');

/** Spec §3's names of a money transaction's status (TransactionStatus). */
export const transactionStatusMessages = messageGroup('common.transactionStatus');

/** A project's state as lenders read it (lib/project-status). */
export const projectStatusMessages = messageGroup('common.projectStatus');

/** Spec §8's text for a failed portfolio, yield or certificate call. */
export const somethingWrongMessage = message('common.state.somethingWrong');

/** Spec §8: 'Profile Berhasil di Ubah', after every single-page edit of the profile. */
export const profileSavedMessage = message('common.state.profileSaved');
