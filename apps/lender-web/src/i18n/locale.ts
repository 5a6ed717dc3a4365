// The language is taken from the first path segment (spec §2): 'en' selects English, anything
// else Indonesian. Every route exists at `/x` (Indonesian) and `/en/x` (English).
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === 'en' ? 'en' : 'id';
}

/** The path without its `/en` prefix (always starts with '/'). */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** The same screen in the given language: `/auth/login` → `/en/auth/login` and back. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === 'id') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}
