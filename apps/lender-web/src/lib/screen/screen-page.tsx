// The frame of every dashboard page: the tab's title ('<page> · Pendana'), the page's one h1 and its
// intro line, then the page's content, spaced alike on every page.
import type { ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { DocumentTitle } from '../document-title';

const styles = {
  page: css({ display: 'grid', gap: '6', minW: '0' }),
  title: css({ textStyle: 'h1' }),
  intro: css({ color: 'fg.muted' }),
};

export interface ScreenPageProps {
  /** The page's name: its h1 and the tab's title. */
  title: string;
  /** One line under the title: what the page is for. */
  intro?: ReactNode;
  /** Extra layout of the page (e.g. a narrower reading width). */
  className?: string;
  children: ReactNode;
}

export function ScreenPage({ title, intro, className, children }: ScreenPageProps) {
  return (
    <div className={cx(styles.page, className)}>
      <DocumentTitle title={title} />
      <div>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
