import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '3',
    px: '4',
    py: '10',
    color: 'fg.muted',
  }),
  icon: css({ color: 'fg.subtle', '& svg': { width: '12', height: '12' } }),
  title: css({ textStyle: 'h3', color: 'fg.default' }),
};

/** Shown when a list has nothing yet (no fundings, no news). */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden>
        {icon ?? <Inbox />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
