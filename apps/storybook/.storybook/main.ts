import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import pandacss from '@pandacss/dev/postcss';
import { mergeConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(dirname, '..');

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.tsx',
    '../../../packages/*/src/**/*.stories.tsx',
    '../../lender-web/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables of the docs pages: the docgen program must contain the packages' components
  // (tsconfig.docgen.json), otherwise they are skipped and the tables stay empty.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(appDir, 'tsconfig.docgen.json'),
      include: [
        path.join(appDir, 'src/**/*.tsx'),
        path.join(appDir, '../../packages/design-system/src/components/**/*.tsx'),
        path.join(appDir, '../../packages/forms/src/**/*.tsx'),
        path.join(appDir, '../lender-web/src/**/*.tsx'),
      ],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      css: {
        postcss: {
          plugins: [pandacss({ configPath: path.join(appDir, 'panda.config.ts'), cwd: appDir })],
        },
      },
      server: { host: '127.0.0.1' },
    }),
};

export default config;
