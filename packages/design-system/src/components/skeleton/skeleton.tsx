import { css, cx } from '@pendana/design-system/styled-system/css';

export interface SkeletonProps {
  /** CSS width (default '100%'). */
  width?: string;
  /** CSS height (default '1rem'). */
  height?: string;
  /** Number of text lines (the last one shorter). */
  lines?: number;
  circle?: boolean;
  className?: string;
}

const block = css({
  display: 'block',
  bg: 'bg.muted',
  borderRadius: 'sm',
  animation: 'pulse 1.6s ease-in-out infinite',
});

/** Placeholder while content loads. Decorative: announce loading with a Spinner/label elsewhere. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  lines = 1,
  circle = false,
  className,
}: SkeletonProps) {
  if (lines > 1) {
    return (
      <span
        aria-hidden
        className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2' }), className)}
        data-part="skeleton"
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={block}
            style={{ width: index === lines - 1 ? '60%' : width, height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden
      data-part="skeleton"
      className={cx(block, className)}
      style={{ width, height, borderRadius: circle ? '9999px' : undefined }}
    />
  );
}
