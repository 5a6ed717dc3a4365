// A titled section of a Foundations page (colours, type scale, spacing, radii).
import { css } from '@pendana/design-system/styled-system/css';
import type { ReactNode } from 'react';

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2', color: 'fg.default' }),
  intro: css({ textStyle: 'caption', color: 'fg.muted', maxW: 'prose' }),
};

export interface FoundationSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function FoundationSection({ title, intro, children }: FoundationSectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** The page around the sections: a title, a one-line purpose, and the sections stacked. */
export const foundationPage = {
  page: css({ display: 'grid', gap: '8', minW: '0', color: 'fg.default' }),
  title: css({ textStyle: 'h1' }),
  lead: css({ textStyle: 'body', color: 'fg.muted', maxW: 'prose' }),
  /** Cards that wrap: one column on a 360 px phone, more on wider screens. */
  grid: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  card: css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    minW: '0',
    p: '3',
    bg: 'bg.surface',
    border: '1px solid',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  name: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  figures: css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere' }),
  mono: css({ fontFamily: 'mono', fontSize: 'sm' }),
} as const;
