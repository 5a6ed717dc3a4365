// Spacing and size scales (4 px grid) and breakpoints (mobile first: 360 px phones are the base).
import { defineTokens } from '@pandacss/dev';

const steps = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48,
  56, 64, 72, 80, 96,
];

const spacingEntries = Object.fromEntries(
  steps.map((step) => [String(step), { value: `${step / 4}rem` }]),
);

export const spacing = defineTokens.spacing(spacingEntries);

export const sizes = defineTokens.sizes({
  ...spacingEntries,
  full: { value: '100%' },
  min: { value: 'min-content' },
  max: { value: 'max-content' },
  fit: { value: 'fit-content' },
  prose: { value: '65ch' },
  xs: { value: '20rem' },
  sm: { value: '24rem' },
  md: { value: '28rem' },
  lg: { value: '32rem' },
  xl: { value: '36rem' },
  '2xl': { value: '42rem' },
  '3xl': { value: '48rem' },
  '4xl': { value: '56rem' },
  '5xl': { value: '64rem' },
  '6xl': { value: '72rem' },
  dvh: { value: '100dvh' },
});

export const breakpoints = {
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
} as const;
