// A react-intl instance usable outside React (the 401 handler, loaders), kept in sync with the
// language of the current page by the root layout.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { CompiledMessages } from './load-messages';
import type { Locale } from './locale';

const cache = createIntlCache();
let current: IntlShape = createIntl({ locale: 'id', messages: {} }, cache);

export function setCurrentIntl(locale: Locale, messages: CompiledMessages): IntlShape {
  if (current.locale !== locale || current.messages !== messages) {
    current = createIntl(
      { locale, messages, defaultLocale: 'id', onError: reportIntlError },
      cache,
    );
  }
  return current;
}

export function getCurrentIntl(): IntlShape {
  return current;
}

export function reportIntlError(error: { code?: string; message: string }): void {
  // Missing translations are caught by the messages test; do not flood the console in production.
  if (import.meta.env.DEV) console.warn(error.message);
}
