import { defineConfig } from '@pandacss/dev';
import { pendanaPandaOptions, pendanaPreset } from '@pendana/design-system/preset';

// docs/lender-web.md "Styling with Panda": the app only generates CSS (PostCSS plugin), with the design system's preset and
// options, scanning its own sources and the design-system/forms sources. The runtime (`css`, recipes)
// is imported from `@pendana/design-system/styled-system/*`.
export default defineConfig({
  ...pendanaPandaOptions,
  presets: [pendanaPreset],
  include: [
    './src/**/*.{ts,tsx}',
    '../../packages/design-system/src/**/*.{ts,tsx}',
    '../../packages/forms/src/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.tsx', '**/*.stories.tsx'],
  outdir: 'styled-system',
});
