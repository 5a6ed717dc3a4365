// The app's own catalogues: journeys assert the exact texts the user sees in each language — except
// the texts the spec gives (§5, §8): those are written literally in the journey (`specText`), so a
// catalogue that drifts from the spec fails, and `t()` refuses to read them back.
import fs from 'node:fs';
import en from '../../src/i18n/messages/en.json' with { type: 'json' };
import id from '../../src/i18n/messages/id.json' with { type: 'json' };

export type Lang = 'id' | 'en';
export type MessageId = keyof typeof id;

const catalogues: Record<Lang, Record<string, string>> = { id, en };

/** The quoted texts of the spec's rules and error catalogue (the repo's copy of the spec). */
const SPEC_TEXTS = (() => {
  const spec = fs.readFileSync(
    new URL('../../../../docs/spec/lender-platform-spec.md', import.meta.url),
    'utf8',
  );
  const from = spec.indexOf('\n## 5. ');
  const to = spec.indexOf('\n## 6. ');
  const rules = spec.slice(from, to) + spec.slice(spec.indexOf('\n## 8. '));
  return new Set([...rules.matchAll(/'([^']+)'/g)].map((m) => m[1]));
})();

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

export function t(lang: Lang, key: MessageId, values: Record<string, string> = {}): string {
  const text = catalogues[lang][key];
  if (text === undefined) throw new Error(`no ${lang} message ${key}`);
  const spec = [id[key], en[key]].find((s) => SPEC_TEXTS.has(s));
  if (spec !== undefined)
    throw new Error(`${key} is the spec's text '${spec}': write it in the test with specText()`);
  return fill(text, values);
}

/**
 * A text the spec gives, written literally in the test: in the spec's language it is the literal
 * (the catalogue must hold it word for word), in the other the catalogue's translation of that key.
 */
export function specText(lang: Lang, literal: string, values: Record<string, string> = {}): string {
  if (!SPEC_TEXTS.has(literal)) throw new Error(`'${literal}' is not a text of spec §5 or §8`);
  const source = Object.values(id).includes(literal) ? 'id' : 'en';
  const key = (Object.keys(catalogues[source]) as MessageId[]).find(
    (k) => catalogues[source][k] === literal,
  );
  if (key === undefined) throw new Error(`no catalogue holds the spec's text '${literal}'`);
  const text = catalogues[lang][key];
  if (text === undefined) throw new Error(`'${literal}' (${key}) has no ${lang} translation`);
  return fill(text, values);
}

/** `/auth/login` in Indonesian, `/en/auth/login` in English. */
export const localePath = (lang: Lang, path: string) => (lang === 'en' ? `/en${path}` : path);

export const LANGS: Lang[] = ['id', 'en'];

/**
 * One language for a long onboarding journey: a wizard's journeys alternate
 * languages, so each wizard is walked end to end in Indonesian and in English by one journey each
 * instead of every journey twice (the texts of both catalogues are checked by the component tests).
 */
export const ONE_LANGUAGE: Record<Lang, readonly Lang[]> = { id: ['id'], en: ['en'] };
