// Storybook renders the design system, forms and lender-web stories: it generates the CSS of all of
// them with the shared preset and runtime (docs/lender-web.md "Styling with Panda"). No codegen here.
import { defineConfig } from '@pandacss/dev';
import { pendanaPandaOptions, pendanaPreset } from '@pendana/design-system/preset';

export default defineConfig({
  ...pendanaPandaOptions,
  presets: [pendanaPreset],
  include: [
    './.storybook/**/*.{ts,tsx}',
    './src/**/*.{ts,tsx}',
    '../../packages/design-system/src/**/*.{ts,tsx}',
    '../../packages/forms/src/**/*.{ts,tsx}',
    '../lender-web/src/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.{ts,tsx}', '../../packages/design-system/src/preset/**'],
  outdir: 'styled-system',
});
