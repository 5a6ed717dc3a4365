import type { ReactNode } from 'react';
import { css } from '@pendana/design-system/styled-system/css';
import { DocumentTitle } from '../../../lib/document-title';

const styles = {
  card: css({
    w: 'full',
    maxW: '28rem',
    mt: { base: '2', md: '8' },
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: { base: '5', md: '8' },
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    alignSelf: 'flex-start',
  }),
  title: css({ textStyle: 'h1' }),
};

export interface AuthCardProps {
  /** The page's heading (also the document title). */
  title: string;
  children: ReactNode;
}

/** The card of a public auth page, inside app's auth layout: one h1 and the page's content. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className={styles.card}>
      <DocumentTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
