import { css, cx } from '@pendana/design-system/styled-system/css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; when absent the spinner is decorative (aria-hidden). */
  label?: string | undefined;
  className?: string;
}

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ width: sizes[size], height: sizes[size] }}
      className={cx(
        css({
          display: 'inline-block',
          flexShrink: 0,
          borderRadius: 'full',
          borderWidth: '2px',
          borderStyle: 'solid',
          borderColor: 'currentColor',
          borderRightColor: 'transparent',
          animation: 'spin 0.7s linear infinite',
        }),
        className,
      )}
    />
  );
}
