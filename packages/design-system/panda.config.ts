import { defineConfig } from '@pandacss/dev';
import { pendanaPandaOptions, pendanaPreset } from './src/preset';

export default defineConfig({
  ...pendanaPandaOptions,
  presets: [pendanaPreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/preset/**'],
  // scripts/codegen.mjs generates into a temporary folder and swaps it in (safe in parallel runs).
  outdir: process.env.PANDA_OUTDIR ?? 'styled-system',
  outExtension: 'mjs',
  forceConsistentTypeExtension: true,
});
