import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Status and count badges (e.g. transaction status)',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: 'semibold',
    lineHeight: 'normal',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderStyle: 'solid',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.default', borderColor: 'border.default' },
      info: { bg: 'info.subtle', color: 'info.fg', borderColor: 'info.border' },
      success: { bg: 'success.subtle', color: 'success.fg', borderColor: 'success.border' },
      warning: { bg: 'warning.subtle', color: 'warning.fg', borderColor: 'warning.border' },
      danger: { bg: 'danger.subtle', color: 'danger.fg', borderColor: 'danger.border' },
      primary: { bg: 'primary.subtle', color: 'primary.fg', borderColor: 'primary.muted' },
      accent: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
