// The app's own catalogues: journeys assert the exact texts the user sees in each language.
import en from '../../src/i18n/messages/en.json' with { type: 'json' };
import id from '../../src/i18n/messages/id.json' with { type: 'json' };

export type Lang = 'id' | 'en';
export type MessageId = keyof typeof id;

const catalogues: Record<Lang, Record<string, string>> = { id, en };

export function t(lang: Lang, key: MessageId, values: Record<string, string> = {}): string {
  const text = catalogues[lang][key];
  if (text === undefined) throw new Error(`no ${lang} message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** `/auth/login` in Indonesian, `/en/auth/login` in English. */
export const localePath = (lang: Lang, path: string) => (lang === 'en' ? `/en${path}` : path);

export const LANGS: Lang[] = ['id', 'en'];
