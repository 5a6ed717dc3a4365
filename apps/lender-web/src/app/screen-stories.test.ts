// Every route of the app has screen stories in Storybook: a designer reviews each screen in
// its states — loading, empty, error, filled, English, 360 px and desktop — without a server, and the
// visual test compares each story with its committed baseline. The route list comes from the route
// tree itself: a new route without stories fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASELINES = path.resolve(SRC, '../../storybook/__screenshots__/lender-web/src');

/**
 * A screen's stories by state: the story's export name, or `null` with the reason the state does
 * not exist for this screen (a form that fetches nothing has no loading state).
 */
interface ScreenStories {
  file: string;
  filled: string;
  loading: string | { none: string };
  empty: string | { none: string };
  error: string | { none: string };
  english: string;
}

const NOTHING_TO_LOAD = { none: 'the page fetches nothing before it shows' };
const NEVER_EMPTY = { none: 'a form or a single record: there is no list to be empty' };
const NO_SERVER_CALL = { none: 'the page makes no call that can fail' };

/** By route path (without the `/en` prefix). */
const SCREENS: Record<string, ScreenStories> = {
  '/dashboard': {
    file: 'features/home/routes/home-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NoFundings',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/sandbox-life': {
    file: 'features/sandbox/routes/sandbox-life-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NoneFunded',
    error: 'Failed',
    english: 'English',
  },
  '/dashboard/notifications': {
    file: 'features/notifications/routes/inbox-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'Empty',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/my-funding': {
    file: 'features/my-funding/routes/my-funding-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'Empty',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/search-for-funding': {
    file: 'features/projects/routes/search-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NothingMatches',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/simulation': {
    file: 'features/simulation/routes/simulation-route.stories.tsx',
    filled: 'Form',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ListsFailed',
    english: 'English',
  },
  '/dashboard/my-account': {
    file: 'features/profile/routes/my-account-route.stories.tsx',
    filled: 'Profile',
    loading: 'Loading',
    empty: 'NoSignatureYet',
    error: 'LoadFailed',
    english: 'English',
  },
  '/dashboard/work-information': {
    file: 'features/ekyc/routes/profile-section-route.stories.tsx',
    filled: 'Work',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'LoadFailed',
    english: 'English',
  },
  '/dashboard/heir-information': {
    file: 'features/ekyc/routes/profile-section-route.stories.tsx',
    filled: 'Heir',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'LoadFailed',
    english: 'English',
  },
  '/dashboard/my-account-corporate': {
    file: 'features/profile/routes/corporate-account-route.stories.tsx',
    filled: 'Profile',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'LoadFailed',
    english: 'English',
  },
  '/dashboard/news': {
    file: 'features/news/routes/news-route.stories.tsx',
    filled: 'News',
    loading: 'Loading',
    empty: 'Empty',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/setting': {
    file: 'features/settings/routes/settings-route.stories.tsx',
    filled: 'Account',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/wallet': {
    file: 'features/wallet/routes/wallet-route.stories.tsx',
    filled: 'VirtualAccounts',
    loading: 'Loading',
    empty: 'NoVirtualAccountYet',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/withdrawal': {
    file: 'features/withdrawal/routes/withdrawal-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NoWithdrawalsYet',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/portfolio': {
    file: 'features/portfolio/routes/portfolio-route.stories.tsx',
    filled: 'WithCertificate',
    loading: 'Loading',
    empty: 'BelowTheMinimum',
    error: 'SomethingWentWrong',
    english: 'English',
  },
  '/dashboard/funded-projects': {
    file: 'features/funded-projects/routes/funded-projects-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NoneYet',
    error: 'Failed',
    english: 'English',
  },
  '/dashboard/yield': {
    file: 'features/yield/routes/yield-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NoYieldYet',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/statement': {
    file: 'features/statement/routes/statement-route.stories.tsx',
    filled: 'Filled',
    loading: 'Loading',
    empty: 'EmptyMonth',
    error: 'ErrorThenRetry',
    english: 'MismatchEnglish',
  },
  '/dashboard/tax': {
    file: 'features/tax/routes/tax-route.stories.tsx',
    filled: 'Resident',
    loading: 'Loading',
    empty: 'EmptyYear',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/dashboard/transactions': {
    file: 'features/transactions/routes/transactions-route.stories.tsx',
    filled: 'Data',
    loading: 'Loading',
    empty: 'NoTransactionsYet',
    error: 'ErrorThenRetry',
    english: 'English',
  },
  '/auth/login': {
    file: 'features/auth/routes/login-route.stories.tsx',
    filled: 'Default',
    loading: 'Submitting',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/auth/register': {
    file: 'features/auth/routes/register-route.stories.tsx',
    filled: 'Default',
    loading: NOTHING_TO_LOAD,
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/auth/email-verification': {
    file: 'features/auth/routes/email-verification-route.stories.tsx',
    filled: 'Default',
    loading: 'Sending',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/auth/end-session': {
    file: 'features/auth/routes/end-session-route.stories.tsx',
    filled: 'Default',
    loading: 'Ending',
    empty: 'MissingToken',
    error: 'LinkUsed',
    english: 'English',
  },
  '/auth/verify-email': {
    file: 'features/auth/routes/verify-email-route.stories.tsx',
    filled: 'Default',
    loading: 'Loading',
    empty: 'MissingCode',
    error: 'ServerError',
    english: 'English',
  },
  '/auth/forgot-password': {
    file: 'features/auth/routes/forgot-password-route.stories.tsx',
    filled: 'Default',
    loading: NOTHING_TO_LOAD,
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/auth/reset-password': {
    file: 'features/auth/routes/reset-password-route.stories.tsx',
    filled: 'Default',
    loading: NOTHING_TO_LOAD,
    empty: 'MissingToken',
    error: 'ServerError',
    english: 'English',
  },
  '/auth/terms': {
    file: 'features/auth/routes/terms-route.stories.tsx',
    filled: 'Default',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/liveness/return': {
    file: 'capabilities/liveness/routes/liveness-return-route.stories.tsx',
    filled: 'Default',
    loading: NOTHING_TO_LOAD,
    empty: NEVER_EMPTY,
    error: NO_SERVER_CALL,
    english: 'English',
  },
  '/dashboard/ekyc': {
    file: 'features/ekyc/routes/ekyc-wizard-route.stories.tsx',
    filled: 'PersonalData',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/dashboard/corporate-kyc': {
    file: 'features/corporate-kyc/routes/corporate-kyc-route.stories.tsx',
    filled: 'Company',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/dashboard/kyc': {
    file: 'features/kyc-legacy/routes/legacy-kyc-route.stories.tsx',
    filled: 'PersonalData',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
  '/*': {
    file: 'app/not-found-route.stories.tsx',
    filled: 'Default',
    loading: NOTHING_TO_LOAD,
    empty: NEVER_EMPTY,
    error: NO_SERVER_CALL,
    english: 'English',
  },
};

/** Layouts a user sees around the pages: their own stories. */
const LAYOUTS: Record<string, ScreenStories> = {
  'layout /dashboard': {
    file: 'app/layouts/dashboard-layout.stories.tsx',
    filled: 'Default',
    loading: 'Loading',
    empty: NEVER_EMPTY,
    error: 'ServerError',
    english: 'English',
  },
};

/** Every page of the route tree (index routes at their parent's path), `/en` twins left out. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === 'en') return [];
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`
      : parent;
    if (route.children) return pagePaths(route.children, own);
    const rendersSomething = Boolean(route.lazy ?? route.Component ?? route.element);
    return rendersSomething ? [own === '' ? '/' : own] : [];
  });
}

/** The source of one exported story: from its `export const` to the next one. */
function storySource(source: string, name: string): string | undefined {
  const start = source.indexOf(`export const ${name}: Story`);
  if (start < 0) return undefined;
  const next = source.indexOf('\nexport const ', start + 1);
  return source.slice(start, next < 0 ? undefined : next);
}

function exportedStories(source: string): string[] {
  return [...source.matchAll(/^export const (\w+): Story/gm)].map((match) => match[1]!);
}

/** The baseline name of a story, as apps/storybook/.storybook/vitest.setup.ts writes it. */
function baselineName(story: string): string {
  return story
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

const routes = pagePaths(createRoutes(new QueryClient()));
const ALL = { ...SCREENS, ...LAYOUTS };

describe('screen stories', () => {
  it('reads the route tree', () => {
    expect(routes).toContain('/dashboard');
    expect(routes).toContain('/auth/login');
    expect(routes.length).toBeGreaterThan(25);
  });

  it.each(routes)('route %s has screen stories', (route) => {
    expect(SCREENS[route], `no screen stories listed for ${route}`).toBeDefined();
  });

  describe.each(Object.entries(ALL))('%s', (_route, screen) => {
    const file = path.join(SRC, screen.file);
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';

    it('is a screen story file (title Screens/…)', () => {
      expect(source, `${screen.file} is missing`).not.toBe('');
      expect(source).toMatch(/title: 'Screens\//);
    });

    it.each(['filled', 'loading', 'empty', 'error', 'english'] as const)(
      'has its %s state',
      (state) => {
        const story = screen[state];
        if (typeof story !== 'string') {
          expect(story.none.length).toBeGreaterThan(10);
          return;
        }
        expect(storySource(source, story), `${story} not exported by ${screen.file}`).toBeDefined();
      },
    );

    it('shows English in its English story', () => {
      const story = storySource(source, screen.english) ?? '';
      expect(story).toMatch(/locale: 'en'|path: [`'"]\/en\//);
    });

    it('has a visual baseline for every story at 360 px, and the filled one at 1280 px', () => {
      const stories = exportedStories(source);
      expect(stories.length).toBeGreaterThan(0);
      const folder = path.join(BASELINES, screen.file);
      for (const story of stories) {
        const skipped = /visual: \{ skip:/.test(storySource(source, story) ?? '');
        if (skipped) continue;
        expect(
          existsSync(path.join(folder, `${baselineName(story)}-360.png`)),
          `${screen.file} › ${story}: no 360 px baseline`,
        ).toBe(true);
      }
      expect(storySource(source, screen.filled) ?? '').toMatch(/visual: \{[^}]*desktop: true/);
      expect(
        existsSync(path.join(folder, `${baselineName(screen.filled)}-1280.png`)),
        `${screen.file} › ${screen.filled}: no 1280 px baseline`,
      ).toBe(true);
    });
  });

  it('keeps no baseline of a story that is gone', () => {
    const folders = readdirSync(BASELINES, { recursive: true, encoding: 'utf8' }).filter((entry) =>
      entry.endsWith('.stories.tsx'),
    );
    expect(folders.length).toBeGreaterThan(20);
    for (const folder of folders) {
      const storyFile = path.join(SRC, folder);
      expect(existsSync(storyFile), `baselines of a missing story file: ${folder}`).toBe(true);
      const names = new Set(exportedStories(readFileSync(storyFile, 'utf8')).map(baselineName));
      for (const png of readdirSync(path.join(BASELINES, folder))) {
        const story = png.replace(/-(360|1280)\.png$/, '');
        expect(names.has(story), `${folder}/${png}: no story of that name`).toBe(true);
      }
    }
  });
});
