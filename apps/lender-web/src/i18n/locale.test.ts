import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale } from './locale';

describe('localeFromPath (spec §2: first segment en → English, anything else Indonesian)', () => {
  it.each([
    ['/en/auth/login', 'en'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/auth/login', 'id'],
    ['/', 'id'],
    ['/id/auth/login', 'id'],
    ['/fr/dashboard', 'id'],
    ['/english/dashboard', 'id'],
    ['/dashboard/en', 'id'],
  ])('%s → %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('localizePath', () => {
  it.each([
    ['/auth/login', 'en', '/en/auth/login'],
    ['/en/auth/login', 'en', '/en/auth/login'],
    ['/en/auth/login', 'id', '/auth/login'],
    ['/dashboard', 'id', '/dashboard'],
    ['/', 'en', '/en'],
    ['/en', 'id', '/'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('stripLocale keeps a leading slash', () => {
    expect(stripLocale('/en/dashboard/news')).toBe('/dashboard/news');
    expect(stripLocale('dashboard')).toBe('/dashboard');
  });
});
