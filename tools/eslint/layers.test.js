// pendana/layers as configured in the repo's eslint.config.js: for each forbidden import a fixture
// that must fail lint, next to an allowed one that must pass. The fixtures are linted as if they were
// files of apps/lender-web/src or apps/lender-api/src (the rule reads paths only; the imported files
// need not exist).
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import pendana from './pendana-plugin.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = 'apps/lender-web/src';
const SERVER_SRC = 'apps/lender-api/src';

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The pendana/layers messages for `code` linted as `<src>/<file>`. */
async function layerErrors(file, code, src = SRC) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, src, file) });
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

// The server (apps/lender-api/src): [what, importing file, forbidden import, allowed import].
const serverCases = [
  [
    'deep import into another module',
    'modules/funding/funding.ts',
    '../portfolio/yield.ts',
    '../portfolio/index.ts',
  ],
  [
    "a module → another module's routes/index.ts (only the composition root takes routes)",
    'modules/sandbox/routes/x.ts',
    '../../wallet/routes/index.ts',
    '../../wallet/index.ts',
  ],
  [
    "the composition root → a module's internals (only index.ts and routes/index.ts)",
    'app.ts',
    './modules/wallet/wallet.ts',
    './modules/wallet/routes/index.ts',
  ],
  ['shared → module', 'shared/ledger/x.ts', '../../modules/wallet/index.ts', './ledger.ts'],
  ['http → module', 'http/x.ts', '../modules/auth/index.ts', '../shared/i18n/index.ts'],
  ['db → module', 'db/x.ts', '../modules/content/index.ts', '../config.ts'],
  ['context.ts → module', 'context.ts', './modules/auth/index.ts', './db/database.ts'],
  ['config.ts → module', 'config.ts', './modules/auth/index.ts', 'zod'],
  ['http → the composition root', 'http/x.ts', '../app.ts', '../context.ts'],
  ['shared → the composition root (seed)', 'shared/x.ts', '../seed/init.ts', '../http/errors.ts'],
  ['db → shared', 'db/x.ts', '../shared/ledger/ledger.ts', './schema/index.ts'],
  [
    'a module → a provider implementation',
    'modules/wallet/x.ts',
    '../../providers/payments/sandbox.ts',
    '../../providers/payments/index.ts',
  ],
  [
    "a provider → another provider's implementation",
    'providers/email/x.ts',
    '../sms/sandbox.ts',
    '../sms/index.ts',
  ],
  [
    'a provider → a module',
    'providers/signing/x.ts',
    '../../modules/signing/index.ts',
    '../../db/database.ts',
  ],
  ['shared → a provider', 'shared/x.ts', '../providers/email/index.ts', '../context.ts'],
];

describe('pendana/layers in the server', () => {
  const serverErrors = (file, code) => layerErrors(file, code, SERVER_SRC);

  it.each(serverCases)(
    '%s: fails on the forbidden import, passes the allowed one',
    async (_, file, bad, good) => {
      expect(await serverErrors(file, importOf(bad))).toHaveLength(1);
      expect(await serverErrors(file, importOf(good))).toEqual([]);
    },
  );

  it('lets the composition root and the factory import provider implementations', async () => {
    for (const [file, source] of [
      ['app.ts', './providers/payments/sandbox.ts'],
      ['seed/demo-money.ts', '../providers/payments/sandbox.ts'],
      ['providers/index.ts', './email/sandbox.ts'],
      ['modules/index.ts', './wallet/routes/index.ts'],
      ['app.ts', './providers/index.ts'],
    ])
      expect(await serverErrors(file, importOf(source)), `${file} → ${source}`).toEqual([]);
  });

  it("lets only the composition root import the factory's values; others its types", async () => {
    const value =
      "import { createSandboxProviders } from '../../providers/index.ts';\nexport const f = createSandboxProviders;\n";
    const types =
      "import type { Providers } from '../../providers/index.ts';\nexport type P = Providers;\n";
    // An inline `type` keeps the import statement, which loads the file at run time.
    const inline =
      "import { type Providers } from '../../providers/index.ts';\nexport type P = Providers;\n";
    const [message] = await serverErrors('modules/ekyc/x.ts', value);
    expect(message).toContain('only as types');
    expect(await serverErrors('modules/ekyc/x.ts', types)).toEqual([]);
    expect(await serverErrors('modules/ekyc/x.ts', inline)).toHaveLength(1);
    expect(await serverErrors('context.ts', types.replaceAll('../../', './'))).toEqual([]);
    expect(await serverErrors('context.ts', value.replaceAll('../../', './'))).toHaveLength(1);
  });

  it('says how to import a provider instead of its implementation', async () => {
    const [deep] = await serverErrors(
      'modules/wallet/x.ts',
      importOf('../../providers/payments/sandbox.ts'),
    );
    expect(deep).toContain(
      "reaches inside providers/payments/: import it through its index ('../../providers/payments')",
    );
  });

  it('leaves tests alone', async () => {
    for (const file of ['modules/wallet/x.test.ts', 'shared/x.test.ts'])
      expect(await serverErrors(file, importOf('../../providers/payments/sandbox.ts'))).toEqual([]);
  });
});

describe('pendana/layers knownViolations', () => {
  const table = {
    elements: { module: ['modules/*'], shared: ['shared'] },
    allow: { module: ['module', 'shared'], shared: [] },
    knownViolations: [{ file: 'shared/known.ts', imports: 'modules/a/index.ts' }],
  };
  /** The messages for `code` linted as fixtures/src/<file> with `table` alone. */
  async function errors(file, code) {
    const own = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { pendana },
          rules: { 'pendana/layers': ['error', table] },
        },
      ],
    });
    const [result] = await own.lintText(code, {
      filePath: path.join(ROOT, 'fixtures/src', file),
    });
    return result.messages.map((m) => m.message);
  }

  it('lets the listed import through, and only that one', async () => {
    expect(await errors('shared/known.ts', importOf('../modules/a/index.ts'))).toEqual([]);
    expect(
      await errors(
        'shared/known.ts',
        `${importOf('../modules/a/index.ts')}import { b } from '../modules/b/index.ts';\nexport const c = b;\n`,
      ),
    ).toHaveLength(1);
    expect(await errors('shared/other.ts', importOf('../modules/a/index.ts'))).toHaveLength(1);
  });

  it('reports a listed import that no longer occurs, so the list only shrinks', async () => {
    const [stale] = await errors('shared/known.ts', 'export const fixed = 1;\n');
    expect(stale).toContain("'modules/a/index.ts' no longer occurs");
  });
});
