// ESLint flat config of the Pendana monorepo.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import pendana from './tools/eslint/pendana-plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.toolchain/**',
      '.nx/**',
      '.data/**',
      '**/dist/**',
      '**/dist-floor/**',
      '**/generated/**',
      '**/styled-system/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/src/i18n/compiled/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { pendana, 'check-file': checkFile },
    rules: {
      'pendana/module-boundaries': 'error',
      'pendana/no-cycles': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages}/*/src/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-hook-form hands out `field.ref` as a callback ref; the compiler rule reads every
      // `.ref` during render as a ref object and reports it. Refs objects are still caught in review.
      'react-hooks/refs': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // One-way imports inside the web app (ARCHITECTURE.md "Rules"): app on top; domain features and
    // capabilities in the middle, each entered only through its index.ts; lib/i18n/config at the
    // bottom. src/test (test helpers) may import anything and is imported by tests only.
    files: ['apps/lender-web/src/**/*.{ts,tsx}'],
    rules: {
      'pendana/layers': [
        'error',
        {
          elements: {
            app: ['app'],
            feature: ['features/*'],
            capability: ['capabilities/*'],
            shared: ['lib', 'i18n', 'config'],
            test: ['test'],
          },
          allow: {
            app: ['feature', 'capability', 'shared'],
            feature: ['capability', 'shared'],
            capability: ['capability', 'shared'],
            shared: ['shared'],
            test: ['app', 'feature', 'capability', 'shared'],
          },
          allowInTests: ['test'],
        },
      ],
    },
  },
  {
    // One-way imports inside the server (apps/lender-api/src): the composition root (app.ts, main.ts,
    // cli.ts, seed/, modules/index.ts) on top; the domain modules, each entered only through its
    // index.ts (the composition root also through routes/index.ts, the module's operations); the
    // providers beside them, each entered through its interface (providers/<name>/index.ts) — only the
    // composition root and the factory (providers/index.ts) import an implementation, and only the
    // composition root the factory's values (others its types); below, shared/ and http/, then the
    // job queue (jobs/, which knows no module: the root registers the modules' handlers), context.ts,
    // db/, config.ts, which import no module and no provider. Tests are exempt.
    files: ['apps/lender-api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'pendana/layers': [
        'error',
        {
          elements: {
            root: ['app.ts', 'main.ts', 'cli.ts', 'seed', 'modules/index.ts'],
            module: ['modules/*'],
            factory: ['providers/index.ts'],
            provider: ['providers/*'],
            clock: ['shared/clock.ts'],
            shared: ['shared'],
            http: ['http'],
            jobs: ['jobs'],
            context: ['context.ts'],
            db: ['db'],
            config: ['config.ts', 'config'],
          },
          allow: {
            root: [
              'root',
              'module',
              'factory',
              'provider',
              'shared',
              'http',
              'jobs',
              'context',
              'clock',
              'db',
              'config',
            ],
            module: [
              'module',
              'provider',
              'shared',
              'http',
              'jobs',
              'context',
              'clock',
              'db',
              'config',
            ],
            factory: ['provider', 'shared', 'http', 'context', 'clock', 'db', 'config'],
            provider: ['provider', 'shared', 'http', 'context', 'clock', 'db', 'config'],
            shared: ['http', 'jobs', 'context', 'clock', 'db', 'config'],
            http: ['shared', 'jobs', 'context', 'clock', 'db', 'config'],
            jobs: ['db', 'config'],
            context: ['clock', 'jobs', 'db', 'config'],
            clock: [],
            db: ['config'],
            config: ['config'],
          },
          typeOnly: {
            module: ['factory'],
            provider: ['factory'],
            shared: ['factory'],
            http: ['factory'],
            context: ['factory'],
          },
          entries: {
            root: { module: ['routes/index.ts'], provider: ['**'] },
            factory: { provider: ['**'] },
          },
        },
      ],
    },
  },
  {
    // No source file over 300 lines in the two apps, every line counted (blank and comment lines
    // too: what `wc -l` shows, and what a reader scrolls through). Not counted: seed data, SQL
    // migrations, generated code (ignored above, as is the web's compiled i18n), tests and stories.
    files: ['apps/lender-api/src/**/*.{ts,tsx,js,mjs}', 'apps/lender-web/src/**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'apps/lender-api/src/seed/**',
      'apps/lender-api/src/db/migrations/**',
      'apps/lender-web/src/test/**',
      '**/*.test.*',
      '**/*.stories.*',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Page titles go through DocumentTitle ('<page> · Pendana', in the page's language).
    files: ['apps/lender-web/src/**/*.tsx'],
    ignores: ['apps/lender-web/src/lib/document-title.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='title']",
          message:
            'Render <DocumentTitle title={…} /> (lib/document-title.tsx), not a bare <title>.',
        },
      ],
    },
  },
  {
    // No literal user-visible strings in the web app's JSX: everything goes through react-intl.
    files: ['apps/lender-web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']] },
        },
      ],
    },
  },
  {
    // Code names messages by id (src/i18n/message-group.ts); the texts live in src/i18n/messages/
    // {id,en}.json, whose ICU arguments messages.test.ts checks (the formatjs placeholder rules
    // read defaultMessage, which the code no longer has).
    files: ['apps/lender-web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-intl',
              importNames: ['defineMessage', 'defineMessages'],
              message:
                "Name messages by id: messageGroup('<feature>.<component>') from src/i18n/message-group, texts in src/i18n/messages/{id,en}.json (node tools/i18n/define-messages-to-ids.mjs converts).",
            },
          ],
          patterns: [
            {
              // The staff's calls are not the lender app's: they must never be in its bundle.
              group: ['@pendana/api-sdk/operator', '@pendana/api-sdk/operator/*'],
              message:
                'Operator (staff) calls are for the operator desk only, never the lender app.',
            },
          ],
        },
      ],
    },
  },
);
