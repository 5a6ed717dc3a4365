// A titled part of a page on its own surface (settings, account pages): an h2 that names the
// region.
import type { ReactNode } from 'react';
import { css } from '@pendana/design-system/styled-system/css';
import { surface } from './fact-list';

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
};

export function SurfaceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`${surface} ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
