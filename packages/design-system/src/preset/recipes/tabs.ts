import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs',
  slots: ['root', 'list', 'trigger', 'indicator', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', width: 'full', minW: '0' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      overflowX: 'auto',
      borderBottomWidth: '1px',
      borderBottomStyle: 'solid',
      borderBottomColor: 'border.default',
      scrollbarWidth: 'thin',
    },
    trigger: {
      flexShrink: 0,
      minH: '11',
      px: '4',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      borderBottomWidth: '3px',
      borderBottomStyle: 'solid',
      borderBottomColor: 'transparent',
      _selected: {
        color: 'primary.fg',
        borderBottomColor: 'primary.solid',
        fontWeight: 'semibold',
      },
      _hover: { color: 'fg.default' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    indicator: {},
    content: {
      outline: 'none',
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing' },
    },
  },
});
