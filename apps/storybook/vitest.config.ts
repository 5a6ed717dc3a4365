import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Pre-bundle what the stories import, so Vite does not discover dependencies mid-run and reload
// the browser (flaky "Vite unexpectedly reloaded a test").
const ARK_PARTS = [
  'accordion',
  'avatar',
  'checkbox',
  'combobox',
  'dialog',
  'factory',
  'field',
  'file-upload',
  'locale',
  'menu',
  'pagination',
  'password-input',
  'pin-input',
  'portal',
  'progress',
  'qr-code',
  'radio-group',
  'select',
  'switch',
  'tabs',
  'toast',
  'tooltip',
];
const OPTIMIZE = [
  ...ARK_PARTS.map((part) => `@pendana/design-system > @ark-ui/react/${part}`),
  '@pendana/design-system > lucide-react',
  '@pendana/design-system > dayjs',
  '@pendana/design-system > dayjs/plugin/customParseFormat.js',
  '@pendana/design-system > dayjs/locale/id.js',
  // The Foundations pages read the preset, which is written with @pandacss/dev's define* helpers.
  '@pendana/design-system > @pandacss/dev',
  '@pendana/forms > react-hook-form',
  '@pendana/forms > @hookform/resolvers/zod',
  '@pendana/forms > zod',
  '@pendana/forms > zod/mini',
  'react-intl',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  'msw',
  'msw-storybook-addon/csf3',
  // The docs page's guidance block (src/browser-tests/guided-docs-page.test.tsx).
  '@storybook/addon-docs/blocks',
  'storybook/theming',
];

// Screenshots: baselines live with the Storybook app, mirrored by test path (stories: one per
// catalog story; browser tests: one per named check).
const screenshotPaths = {
  resolveScreenshotPath: ({
    root,
    testFileDirectory,
    testFileName,
    arg,
    ext,
  }: ScreenshotPathArgs) =>
    path.join(
      root,
      '__screenshots__',
      testFileDirectory.replace(/^(\.\.\/)+/, ''),
      testFileName,
      `${arg}${ext}`,
    ),
  resolveDiffPath: ({ root, testFileDirectory, testFileName, arg, ext }: ScreenshotPathArgs) =>
    path.join(
      root,
      'test-results',
      'screenshots',
      testFileDirectory.replace(/^(\.\.\/)+/, ''),
      testFileName,
      `${arg}${ext}`,
    ),
};
interface ScreenshotPathArgs {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
}

// Panda's PostCSS plugin (same config as Storybook's viteFinal). Cast: @pandacss/dev and Vite
// bring two copies of postcss whose plugin types differ only nominally.
const pandaPostcss = pandacss({
  configPath: path.join(dirname, 'panda.config.ts'),
  cwd: dirname,
}) as never;

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  }),
  instances: [{ browser: 'chromium' as const, name }],
  viewport: { width: 1280, height: 800 },
  expect: { toMatchScreenshot: screenshotPaths },
});

export default defineConfig({
  optimizeDeps: { include: OPTIMIZE },
  // Screenshot baselines are written under this app (local only: the server binds 127.0.0.1).
  server: { host: '127.0.0.1', fs: { allow: [path.resolve(dirname, '../..')] } },
  test: {
    ...reporting('storybook'),
    api: { host: '127.0.0.1', allowWrite: true },
    fileParallelism: false,
    testTimeout: 30_000,
    // CI runs these beside the server tests on 2 cores: a 1 s wait (the default of `expect.element`
    // and `expect.poll`) is not enough there. The story play functions' `findBy*`/`waitFor` get the
    // same in .storybook/vitest.setup.ts.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      // Every story runs as a test in Chromium: render + play function + axe (a11y addon,
      // test: 'error'), then the 360 px overflow check and the catalog screenshots (vitest.setup.ts).
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browser('storybook'),
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // One Chromium at a time on the shared 2-core machine: stories first, then 'browser'.
          sequence: { groupOrder: 0 },
        },
      },
      // Browser tests with a real keyboard (Playwright key events, so :focus-visible applies) and
      // layout checks at 360 px: src/browser-tests/**/*.test.tsx, styled by the same Panda CSS.
      {
        extends: true,
        css: { postcss: { plugins: [pandaPostcss] } },
        test: {
          name: 'browser',
          browser: browser('browser'),
          include: [
            'src/browser-tests/**/*.test.{ts,tsx}',
            // lender-web's tests that need a real browser (a canvas that encodes JPEG).
            '../lender-web/src/**/*.browser.test.tsx',
          ],
          setupFiles: ['./src/browser-tests/setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
