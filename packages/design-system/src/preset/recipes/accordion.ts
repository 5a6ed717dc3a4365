import { defineSlotRecipe } from '@pandacss/dev';

export const accordionRecipe = defineSlotRecipe({
  className: 'accordion',
  description: 'Accordion (FAQ)',
  slots: ['root', 'item', 'trigger', 'indicator', 'content'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.surface',
      overflow: 'hidden',
    },
    item: {
      borderBottomWidth: '1px',
      borderBottomStyle: 'solid',
      borderBottomColor: 'border.default',
      _last: { borderBottomWidth: '0' },
    },
    trigger: {
      display: 'flex',
      width: 'full',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      minH: '12',
      px: '4',
      py: '3',
      textAlign: 'start',
      fontWeight: 'semibold',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
    },
    indicator: {
      flexShrink: 0,
      transition: 'rotate 0.2s',
      _open: { rotate: '180deg' },
      '& svg': { width: '5', height: '5' },
    },
    content: { px: '4', pb: '4', color: 'fg.muted', overflowWrap: 'anywhere' },
  },
});
