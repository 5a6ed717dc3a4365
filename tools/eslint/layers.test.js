// pendana/layers as configured in the repo's eslint.config.js: for each forbidden import a fixture
// that must fail lint, next to an allowed one that must pass. The fixtures are linted as if they were
// files of apps/lender-web/src (the rule reads paths only; the imported files need not exist).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = 'apps/lender-web/src';

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The pendana/layers messages for `code` linted as `SRC/<file>`. */
async function layerErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, SRC, file) });
  return result.messages.filter((m) => m.ruleId === 'pendana/layers').map((m) => m.message);
}

const importOf = (source) => `import { thing } from '${source}';\nexport const used = thing;\n`;

// [what, importing file, forbidden import, allowed import]
const cases = [
  [
    'feature → app/',
    'features/home/routes/home-route.tsx',
    '../../../app/menu',
    '../../../lib/toaster',
  ],
  ['feature → another domain feature', 'features/ekyc/utils/x.ts', '../../auth', './drafts'],
  [
    'feature → another feature, even through its index.ts',
    'features/ekyc/utils/x.ts',
    '../../kyc-legacy/index.ts',
    '../../../capabilities/phone-verification/index.ts',
  ],
  [
    'deep import into a feature (from app/)',
    'app/routes.tsx',
    '../features/auth/routes/login-route',
    '../features/auth',
  ],
  [
    'deep import into a capability (from a feature)',
    'features/ekyc/components/heir-step.tsx',
    '../../../capabilities/phone-verification/utils/phone-number',
    '../../../capabilities/phone-verification',
  ],
  [
    'deep import into a capability (from another capability)',
    'capabilities/money-action/components/x.tsx',
    '../../password-confirmation/components/password-confirmation-gate',
    '../../password-confirmation',
  ],
  ['lib → feature', 'lib/x.ts', '../features/auth', '../i18n/locale'],
  ['lib → capability', 'lib/x.ts', '../capabilities/liveness', './session'],
  ['lib → app/', 'lib/x.ts', '../app/toaster', '../config/env'],
  ['i18n → feature', 'i18n/x.ts', '../features/home', '../lib/session'],
  ['config → app/', 'config/x.ts', '../app/menu', './env'],
  [
    'capability → feature',
    'capabilities/liveness/components/x.tsx',
    '../../../features/ekyc',
    '../../../i18n/locale',
  ],
  [
    'capability → app/',
    'capabilities/password-confirmation/components/x.tsx',
    '../../../app/toaster',
    '../../../lib/toaster',
  ],
  [
    'source file → test helpers',
    'features/home/routes/home-route.tsx',
    '../../../test/render-app',
    '../messages',
  ],
];

describe('pendana/layers', () => {
  it.each(cases)(
    '%s: fails on the forbidden import, passes the allowed one',
    async (_, file, bad, good) => {
      expect(await layerErrors(file, importOf(bad))).toHaveLength(1);
      expect(await layerErrors(file, importOf(good))).toEqual([]);
    },
  );

  it('says which rule was broken and how to import instead', async () => {
    const [deep] = await layerErrors(
      'app/routes.tsx',
      importOf('../features/auth/routes/login-route'),
    );
    expect(deep).toContain("through its index ('../features/auth')");
    const [up] = await layerErrors('features/home/x.ts', importOf('../../app/menu'));
    expect(up).toContain('features/home/ (feature) may not import app/ (app)');
  });

  it('checks re-exports and dynamic import() too', async () => {
    const reExport = "export { LoginRoute } from '../features/auth/routes/login-route';\n";
    const lazy = "export const load = () => import('../features/auth/routes/login-route');\n";
    expect(await layerErrors('app/routes.tsx', reExport)).toHaveLength(1);
    expect(await layerErrors('app/routes.tsx', lazy)).toHaveLength(1);
    expect(
      await layerErrors(
        'features/auth/index.ts',
        "export const load = () => import('./routes/login-route');\n",
      ),
    ).toEqual([]);
  });

  it('lets tests use the test helpers, which may import the app', async () => {
    expect(
      await layerErrors(
        'features/home/routes/home-route.test.tsx',
        importOf('../../../test/render-app'),
      ),
    ).toEqual([]);
    expect(
      await layerErrors('features/home/routes/home-route.test.tsx', importOf('../../../app/app')),
    ).toHaveLength(1);
    expect(await layerErrors('test/render-app.tsx', importOf('../app/app'))).toEqual([]);
  });

  it('lets stories use the test helpers (MSW overrides) too, and nothing shipped', async () => {
    const story = 'features/home/routes/home-route.stories.tsx';
    expect(await layerErrors(story, importOf('../../../test/story-msw'))).toEqual([]);
    expect(
      await layerErrors('features/home/routes/home-route.tsx', importOf('../../../test/story-msw')),
    ).toHaveLength(1);
  });

  it('lets app/ import features and capabilities through their index, and itself', async () => {
    for (const source of [
      '../features/ekyc',
      '../capabilities/liveness',
      './menu',
      '../lib/session',
    ])
      expect(await layerErrors('app/routes.tsx', importOf(source)), source).toEqual([]);
  });
});
