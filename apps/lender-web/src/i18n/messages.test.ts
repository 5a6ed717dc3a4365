// Fails when a message id lacks its Indonesian (source) or English text, when the extracted id.json
// drifted from the code's default messages, when the compiled catalogues are stale, or when a
// translation loses a placeholder.
import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import compiledEn from './compiled/en.json';
import compiledId from './compiled/id.json';
import en from './messages/en.json';
import id from './messages/id.json';

interface Descriptor {
  id: string;
  defaultMessage: string;
}

const modules = import.meta.glob<Record<string, unknown>>(['../**/*messages.ts'], { eager: true });

function descriptorsIn(module: Record<string, unknown>): Descriptor[] {
  const found: Descriptor[] = [];
  for (const group of Object.values(module)) {
    if (!group || typeof group !== 'object') continue;
    for (const value of Object.values(group as Record<string, unknown>)) {
      if (value && typeof value === 'object' && 'id' in value && 'defaultMessage' in value) {
        found.push(value as Descriptor);
      }
    }
  }
  return found;
}

const descriptors = Object.values(modules).flatMap(descriptorsIn);
const source = id as Record<string, string>;
const english = en as Record<string, string>;

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

describe('messages', () => {
  it('finds the message modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
    expect(descriptors.length).toBeGreaterThan(50);
  });

  it('uses explicit dotted ids <feature>.<component>.<key> or common/validation/errors', () => {
    const bad = descriptors
      .map((d) => d.id)
      .filter(
        (messageId) =>
          !/^(common|validation|errors)\.[\w.]+$/.test(messageId) &&
          !/^[a-z-]+\.[a-zA-Z0-9]+\.[a-zA-Z0-9]+$/.test(messageId),
      );
    expect(bad).toEqual([]);
  });

  it('never gives one id two different texts', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const d of descriptors) {
      const previous = seen.get(d.id);
      if (previous !== undefined && previous !== d.defaultMessage) clashes.push(d.id);
      seen.set(d.id, d.defaultMessage);
    }
    expect(clashes).toEqual([]);
  });

  it('has every id in Indonesian (id.json, extracted from the code) and English (en.json)', () => {
    const missingId = descriptors.filter((d) => source[d.id] !== d.defaultMessage).map((d) => d.id);
    const missingEn = descriptors.filter((d) => !english[d.id]?.trim()).map((d) => d.id);
    expect(missingId).toEqual([]);
    expect(missingEn).toEqual([]);
  });

  it('has no stale ids in the catalogues', () => {
    const used = new Set(descriptors.map((d) => d.id));
    expect(Object.keys(source).filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  it('has compiled catalogues in sync with the sources (pnpm i18n:compile)', () => {
    expect(Object.keys(compiledId).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(compiledEn).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps the same placeholders in English as in Indonesian', () => {
    const idAst = compiledId as Record<string, MessageFormatElement[]>;
    const enAst = compiledEn as Record<string, MessageFormatElement[]>;
    const mismatched = Object.keys(idAst).filter(
      (key) =>
        [...argumentNames(idAst[key])].sort().join() !==
        [...argumentNames(enAst[key])].sort().join(),
    );
    expect(mismatched).toEqual([]);
  });
});
