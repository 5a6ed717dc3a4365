// The text to show for a failed call, in the page's language. The server answers in the request's
// X-LANG, so its message is shown as is (spec §8); when no answer arrived (server down, offline,
// timeout) or the server failed without a message, the app's own localised text is used.
import type { IntlShape } from 'react-intl';
import { DEFAULT_ERROR_MESSAGE, isApiError } from '@pendana/api-sdk';
import { errorMessages } from '../i18n/common-messages';

export function errorMessageFor(error: unknown, intl: IntlShape): string {
  if (!isApiError(error)) return intl.formatMessage(errorMessages.generic);
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504) {
    return intl.formatMessage(errorMessages.network);
  }
  if (!error.message || error.message === DEFAULT_ERROR_MESSAGE)
    return intl.formatMessage(errorMessages.generic);
  return error.message;
}
