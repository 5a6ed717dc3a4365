import { defineSlotRecipe } from '@pandacss/dev';

// Checkbox, radio and switch: a 24 px control with a visible focus ring and a clickable label.
export const choiceRecipe = defineSlotRecipe({
  className: 'choice',
  description: 'Checkbox, RadioGroup item and Switch',
  slots: ['group', 'groupLabel', 'root', 'control', 'indicator', 'thumb', 'label', 'hint', 'error'],
  base: {
    group: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      border: 'none',
      p: '0',
      m: '0',
      minW: '0',
    },
    groupLabel: { textStyle: 'label', color: 'fg.default', mb: '1', p: '0' },
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '3',
      cursor: 'pointer',
      minH: '11',
      py: '2.5',
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    control: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '6',
      height: '6',
      bg: 'bg.surface',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.control',
      color: 'white',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'primary.solid', borderColor: 'primary.solid' },
      _indeterminate: { bg: 'primary.solid', borderColor: 'primary.solid' },
      _invalid: { borderColor: 'danger.fg' },
      '[data-focus-visible] > &, &[data-focus-visible]': {
        outline: '3px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
      '& svg': { width: '4', height: '4' },
    },
    indicator: { display: 'inline-flex' },
    thumb: {},
    label: { textStyle: 'body', color: 'fg.default' },
    hint: { textStyle: 'caption', color: 'fg.muted' },
    error: { textStyle: 'caption', color: 'danger.fg', fontWeight: 'medium' },
  },
  variants: {
    kind: {
      checkbox: { control: { borderRadius: 'sm' } },
      radio: {
        control: {
          borderRadius: 'full',
          _checked: {
            bg: 'bg.surface',
            borderColor: 'primary.solid',
            '&::after': {
              content: '""',
              width: '3',
              height: '3',
              borderRadius: 'full',
              bg: 'primary.solid',
            },
          },
        },
      },
      switch: {
        control: {
          width: '11',
          height: '6',
          borderRadius: 'full',
          justifyContent: 'flex-start',
          p: '0.5',
          bg: 'slate.500',
          borderColor: 'slate.500',
          _checked: {
            bg: 'primary.solid',
            borderColor: 'primary.solid',
            justifyContent: 'flex-end',
          },
        },
        thumb: { width: '4', height: '4', borderRadius: 'full', bg: 'white', boxShadow: 'sm' },
      },
    },
  },
  defaultVariants: { kind: 'checkbox' },
});
