// Messages are compiled to ASTs by @formatjs/cli (src/i18n/compiled), one chunk per language,
// loaded on demand so a visitor downloads only the language of the page.
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  id: () => import('./compiled/id.json'),
  en: () => import('./compiled/en.json'),
};

const cache = new Map<Locale, Promise<CompiledMessages>>();

export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((module) => module.default);
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
