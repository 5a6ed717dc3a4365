// Semantic tokens: what components use. Every `*.fg` on `bg.*` / white meets WCAG AA (4.5:1);
// borders of form controls meet 3:1 (WCAG 1.4.11).
import { defineSemanticTokens } from '@pandacss/dev';

const status = (name: 'green' | 'amber' | 'red' | 'blue') => ({
  fg: { value: `{colors.${name}.700}` },
  solid: { value: `{colors.${name}.700}` },
  solidHover: { value: `{colors.${name}.800}` },
  subtle: { value: `{colors.${name}.50}` },
  border: { value: `{colors.${name}.200}` },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.slate.50}' },
      surface: { value: '{colors.white}' },
      subtle: { value: '{colors.slate.100}' },
      muted: { value: '{colors.slate.200}' },
      inverted: { value: '{colors.slate.900}' },
      overlay: { value: 'rgb(15 23 42 / 0.55)' },
    },
    fg: {
      default: { value: '{colors.slate.900}' },
      muted: { value: '{colors.slate.600}' },
      subtle: { value: '{colors.slate.500}' },
      inverted: { value: '{colors.white}' },
      disabled: { value: '{colors.slate.500}' },
    },
    border: {
      default: { value: '{colors.slate.200}' },
      control: { value: '{colors.slate.500}' },
      strong: { value: '{colors.slate.600}' },
    },
    primary: {
      solid: { value: '{colors.emerald.700}' },
      solidHover: { value: '{colors.emerald.800}' },
      solidActive: { value: '{colors.emerald.900}' },
      fg: { value: '{colors.emerald.700}' },
      subtle: { value: '{colors.emerald.50}' },
      muted: { value: '{colors.emerald.100}' },
      border: { value: '{colors.emerald.600}' },
      contrast: { value: '{colors.white}' },
    },
    accent: {
      solid: { value: '{colors.gold.300}' },
      solidHover: { value: '{colors.gold.400}' },
      fg: { value: '{colors.gold.700}' },
      subtle: { value: '{colors.gold.50}' },
      border: { value: '{colors.gold.400}' },
      contrast: { value: '{colors.slate.900}' },
    },
    success: status('green'),
    warning: status('amber'),
    danger: status('red'),
    info: status('blue'),
    focusRing: { value: '{colors.emerald.600}' },
  },
  shadows: {
    focus: { value: '0 0 0 3px {colors.emerald.200}' },
  },
});
