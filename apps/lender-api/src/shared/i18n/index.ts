import { MESSAGES, type MessageKey } from './messages.ts';

export type Lang = 'id' | 'en';
export type { MessageKey } from './messages.ts';

/** The language of a request: `X-LANG: en` selects English, anything else Indonesian (the default). */
export function langFromHeader(value: string | string[] | undefined): Lang {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.trim().toLowerCase() === 'en' ? 'en' : 'id';
}

export type MessageParams = Record<string, string | number>;

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
