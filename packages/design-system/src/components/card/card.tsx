import type { ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { card } from '@pendana/design-system/styled-system/recipes';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  variant?: 'outline' | 'elevated' | 'accent';
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Renders as <article> (default) or <section>. */
  as?: 'article' | 'section' | 'div';
  className?: string;
}

/** A surface grouping related content (project, balance, profile section). */
export function Card({
  title,
  description,
  children,
  footer,
  variant,
  headingLevel = 3,
  as: Element = 'article',
  className,
}: CardProps) {
  const styles = card({ variant });
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={cx(styles.root, className)}>
      {title || description ? (
        <header className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </Element>
  );
}
