// The Pendana Panda preset (Node-safe: no DOM, no React). Apps use it through their panda.config.ts
// together with `pendanaPandaOptions` (docs/lender-web.md "Styling with Panda").
import { definePreset } from '@pandacss/dev';
import * as recipes from './recipes';
import { breakpoints, sizes, spacing } from './scales';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

export const pendanaPreset = definePreset({
  name: '@pendana/design-system',
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: 'normal',
      color: 'fg.default',
      bg: 'bg.canvas',
      WebkitFontSmoothing: 'antialiased',
    },
    '*:focus-visible': { outlineColor: 'focusRing' },
    // The skip link's target (SkipLink, AppShell's <main>) takes the focus; it is not a control.
    'main[tabindex="-1"]:focus': { outline: 'none' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    breakpoints,
    tokens: { ...tokens, spacing, sizes },
    semanticTokens,
    textStyles,
    keyframes: {
      spin: { to: { transform: 'rotate(360deg)' } },
      pulse: { '50%': { opacity: '0.5' } },
      fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
      slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
      slideInBottom: {
        from: { transform: 'translateY(100%)' },
        to: { transform: 'translateY(0)' },
      },
      progressIndeterminate: {
        from: { transform: 'translateX(-100%)' },
        to: { transform: 'translateX(250%)' },
      },
    },
    recipes: { button: recipes.buttonRecipe, badge: recipes.badgeRecipe },
    slotRecipes: {
      field: recipes.fieldRecipe,
      alert: recipes.alertRecipe,
      toast: recipes.toastRecipe,
      appShell: recipes.appShellRecipe,
      select: recipes.selectRecipe,
      choice: recipes.choiceRecipe,
      overlay: recipes.overlayRecipe,
      steps: recipes.stepsRecipe,
      card: recipes.cardRecipe,
      table: recipes.tableRecipe,
      tabs: recipes.tabsRecipe,
      otp: recipes.otpRecipe,
      fileUpload: recipes.fileUploadRecipe,
      accordion: recipes.accordionRecipe,
      pagination: recipes.paginationRecipe,
    },
  },
});

/** Options every Panda config using the preset must share, so class names match the shared runtime. */
export const pendanaPandaOptions = {
  preflight: true,
  jsxFramework: 'react',
  importMap: '@pendana/design-system/styled-system',
  // Recipes are called with variant props that are only known at run time: emit every variant.
  staticCss: { recipes: '*' },
  strictTokens: false,
} as const;

export { tokens, semanticTokens, textStyles, breakpoints };
