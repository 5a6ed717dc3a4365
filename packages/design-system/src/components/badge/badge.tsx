import type { ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { badge, type BadgeVariantProps } from '@pendana/design-system/styled-system/recipes';

export type BadgeTone = NonNullable<BadgeVariantProps['tone']>;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** Short status label (transaction status, project state). Colour is never the only cue: it has text. */
export function Badge({ tone, children, icon, className }: BadgeProps) {
  return (
    <span className={cx(badge({ tone }), className)} data-tone={tone ?? 'neutral'}>
      {icon}
      {children}
    </span>
  );
}
