import { defineSlotRecipe } from '@pandacss/dev';

export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  description: 'Inline message: info, success, warning, danger',
  slots: ['root', 'icon', 'content', 'title', 'description', 'actions'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      p: '4',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderStyle: 'solid',
      width: 'full',
      textStyle: 'body',
      color: 'fg.default',
    },
    icon: { flexShrink: 0, mt: '0.5', width: '5', height: '5' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      flex: '1',
      minW: '0',
      overflowWrap: 'anywhere',
    },
    title: { fontWeight: 'semibold' },
    description: { color: 'fg.default' },
    actions: { display: 'flex', gap: '2', mt: '2', flexWrap: 'wrap' },
  },
  variants: {
    status: {
      info: { root: { bg: 'info.subtle', borderColor: 'info.border' }, icon: { color: 'info.fg' } },
      success: {
        root: { bg: 'success.subtle', borderColor: 'success.border' },
        icon: { color: 'success.fg' },
      },
      warning: {
        root: { bg: 'warning.subtle', borderColor: 'warning.border' },
        icon: { color: 'warning.fg' },
      },
      danger: {
        root: { bg: 'danger.subtle', borderColor: 'danger.border' },
        icon: { color: 'danger.fg' },
      },
    },
  },
  defaultVariants: { status: 'info' },
});
