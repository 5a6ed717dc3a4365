// Text styles: body text is 16 px; money uses tabular figures and never wraps (the design of record's "Look and feel").
import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontSize: '3xl',
      fontWeight: 'bold',
      lineHeight: 'tight',
      letterSpacing: '-0.01em',
    },
  },
  h1: {
    value: { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' },
  },
  h2: {
    value: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug' },
  },
  h3: {
    value: { fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug' },
  },
  body: {
    value: { fontFamily: 'body', fontSize: 'md', fontWeight: 'normal', lineHeight: 'normal' },
  },
  bodyStrong: {
    value: { fontFamily: 'body', fontSize: 'md', fontWeight: 'semibold', lineHeight: 'normal' },
  },
  label: {
    value: { fontFamily: 'body', fontSize: 'md', fontWeight: 'medium', lineHeight: 'snug' },
  },
  caption: {
    value: { fontFamily: 'body', fontSize: 'sm', fontWeight: 'normal', lineHeight: 'normal' },
  },
  money: {
    value: {
      fontFamily: 'body',
      fontSize: 'md',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
  },
  moneyLarge: {
    value: {
      fontFamily: 'heading',
      fontSize: '2xl',
      fontWeight: 'bold',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
  },
});
