// The catalogues are the one source of texts: code names messages by id (message-group.ts) and
// tsc rejects an unknown group or key. This fails when a declared message lacks its Indonesian
// (id.json) or English (en.json) text, when the catalogues' ICU arguments differ from each other or
// from what the code declares, when a catalogue key is used by no code, when code still carries
// texts (run `node tools/i18n/define-messages-to-ids.mjs`), or when the compiled catalogues (and their
// per-namespace chunks, tools/i18n/split-compiled.mjs) are stale.
import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import compiledEn from './compiled/en.json';
import compiledId from './compiled/id.json';
import { FORM_MESSAGE_IDS } from '@pendana/forms/schemas';
import { declaredMessages } from './message-group';
import en from './messages/en.json';
import id from './messages/id.json';

const modules = import.meta.glob(['../**/*messages.ts'], { eager: true });
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.{test,stories}.{ts,tsx}', '!../**/*.d.ts'],
  { eager: true, query: '?raw', import: 'default' },
);
const source = id as Record<string, string>;
const english = en as Record<string, string>;
const idAst = compiledId as Record<string, MessageFormatElement[]>;
const enAst = compiledEn as Record<string, MessageFormatElement[]>;
const { groups, ids } = declaredMessages;

function argumentNames(
  elements: MessageFormatElement[] | undefined,
  names = new Set<string>(),
): Set<string> {
  for (const element of elements ?? []) {
    // 0 is literal text and 7 a '#' in a plural: neither names an argument.
    if ('value' in element && (element.type as number) !== 0 && typeof element.value === 'string') {
      names.add(element.value);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if ('children' in element) argumentNames(element.children, names);
  }
  return names;
}

const argumentsOf = (ast: MessageFormatElement[] | undefined) => [...argumentNames(ast)].sort();
const parentOf = (key: string) => key.slice(0, key.lastIndexOf('.'));
const lastOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** What the code declares for a catalogue key: its argument names, or undefined when unused. */
function declaredArguments(key: string): readonly string[] | undefined {
  const group = groups.get(parentOf(key));
  if (group) return group[lastOf(key)] ?? [];
  return ids.get(key);
}

describe('messages', () => {
  it('finds the message modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
    expect(groups.size).toBeGreaterThan(20);
  });

  it('uses explicit dotted ids <feature>.<component>.<key> or common/validation/errors', () => {
    const bad = Object.keys(source).filter(
      (messageId) =>
        !/^(common|validation|errors)\.[\w.]+$/.test(messageId) &&
        !/^[a-z-]+\.[a-zA-Z0-9]+\.[a-zA-Z0-9]+$/.test(messageId),
    );
    expect(bad).toEqual([]);
  });

  it('has the same ids, all with text, in Indonesian (id.json) and English (en.json)', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(source).sort());
    const empty = Object.keys(source).filter(
      (key) => !source[key]?.trim() || !english[key]?.trim(),
    );
    expect(empty).toEqual([]);
  });

  it('has a catalogue text for every group and message the code declares', () => {
    const keys = Object.keys(source);
    const emptyGroups = [...groups.keys()].filter((p) => !keys.some((k) => parentOf(k) === p));
    const declaredArgumentsWithoutText = [...groups].flatMap(([prefix, names]) =>
      Object.keys(names)
        .map((key) => `${prefix}.${key}`)
        .filter((key) => source[key] === undefined),
    );
    expect(emptyGroups).toEqual([]);
    expect(declaredArgumentsWithoutText).toEqual([]);
    expect([...ids.keys()].filter((key) => source[key] === undefined)).toEqual([]);
  });

  it('declares in code the ICU arguments the catalogue texts take (so tsc demands them)', () => {
    const mismatched = Object.keys(source)
      .filter((key) => declaredArguments(key) !== undefined)
      .filter(
        (key) =>
          [...(declaredArguments(key) ?? [])].sort().join() !== argumentsOf(idAst[key]).join(),
      );
    expect(mismatched).toEqual([]);
  });

  it('keeps the same placeholders in English as in Indonesian', () => {
    const mismatched = Object.keys(idAst).filter(
      (key) => argumentsOf(idAst[key]).join() !== argumentsOf(enAst[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no catalogue key that no code uses', () => {
    const code = Object.entries(sources)
      .filter(([path]) => !path.endsWith('messages.ts') && !path.includes('/i18n/message-group'))
      .map(([, text]) => text)
      .join('\n');
    const unused = Object.keys(source).filter((key) => {
      if (ids.has(key)) return false;
      // @pendana/forms puts these ids on fields; the app's catalogue holds their texts.
      if ((FORM_MESSAGE_IDS as readonly string[]).includes(key)) return false;
      // A group's key is used where its name is written (`m.title`, `'title'` of a lookup); the
      // exact check, with the type checker, is `pnpm --filter @pendana/lender-web i18n:unused`.
      return !groups.has(parentOf(key)) || !new RegExp(`\\b${lastOf(key)}\\b`).test(code);
    });
    expect(unused).toEqual([]);
  });

  it('keeps texts out of the code (node tools/i18n/define-messages-to-ids.mjs moves them)', () => {
    const withTexts = Object.entries(sources)
      .filter(([, text]) => /\bdefaultMessage\b|\bdefineMessages?\(/.test(text))
      .map(([path]) => path);
    expect(withTexts).toEqual([]);
  });

  it('has compiled catalogues in sync with the sources (pnpm i18n:compile)', () => {
    expect(Object.keys(compiledId).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(compiledEn).sort()).toEqual(Object.keys(english).sort());
    const literal = (ast: MessageFormatElement[] | undefined) =>
      ast?.length === 1 && ast[0]?.type === 0 ? ast[0].value : undefined;
    const stale = (texts: Record<string, string>, asts: typeof idAst) =>
      Object.keys(texts).filter((key) => {
        const compiled = literal(asts[key]);
        return compiled !== undefined && compiled !== texts[key];
      });
    expect(stale(source, idAst)).toEqual([]);
    expect(stale(english, enAst)).toEqual([]);
  });

  it('has the per-namespace chunks the app loads in sync with the compiled catalogues', () => {
    const chunks = import.meta.glob<Record<string, unknown>>('./compiled/*/*.json', {
      eager: true,
      import: 'default',
    });
    for (const [locale, whole] of [
      ['id', compiledId],
      ['en', compiledEn],
    ] as const) {
      const merged: Record<string, unknown> = {};
      for (const [file, messages] of Object.entries(chunks)) {
        const [, folder, namespace] = /\.\/compiled\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
        if (folder !== locale) continue;
        // A chunk holds its namespace's messages only.
        expect(Object.keys(messages).filter((key) => !key.startsWith(`${namespace}.`))).toEqual([]);
        Object.assign(merged, messages);
      }
      expect(merged).toEqual(whole);
    }
  });
});
