import { defineSlotRecipe } from '@pandacss/dev';

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Surface grouping content (project card, balance card …)',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer', 'emptyIcon'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      minW: '0',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: { base: '4', md: '5' },
      pt: { base: '4', md: '5' },
    },
    title: { textStyle: 'h3' },
    description: { color: 'fg.muted', textStyle: 'caption' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      px: { base: '4', md: '5' },
      py: { base: '4', md: '5' },
      flex: '1',
      overflowWrap: 'anywhere',
    },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '3',
      px: { base: '4', md: '5' },
      pb: { base: '4', md: '5' },
    },
    emptyIcon: { color: 'fg.subtle', '& svg': { width: '10', height: '10' } },
  },
  variants: {
    variant: {
      outline: {},
      elevated: { root: { boxShadow: 'md', borderColor: 'transparent' } },
      accent: { root: { borderColor: 'accent.border', bg: 'accent.subtle' } },
    },
    interactive: {
      true: {
        root: {
          cursor: 'pointer',
          transitionProperty: 'box-shadow',
          transitionDuration: 'fast',
          _hover: { boxShadow: 'md' },
          _focusWithin: { outline: '3px solid', outlineColor: 'focusRing' },
        },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
});
