import { useId, type ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';

export interface ProgressProps {
  label: ReactNode;
  /** 0–max; null for indeterminate. */
  value: number | null;
  max?: number;
  /** Text next to the label, e.g. '75%' or 'Rp 750.000.000 dari Rp 1.000.000.000'. */
  valueText?: ReactNode;
  tone?: 'primary' | 'accent';
  className?: string;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full', minW: '0' }),
  head: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '2',
    flexWrap: 'wrap',
    fontSize: 'sm',
  }),
  label: css({ fontWeight: 'medium' }),
  valueText: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  track: css({ height: '2.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' }),
  range: css({
    height: 'full',
    borderRadius: 'full',
    transitionProperty: 'width',
    transitionDuration: 'slow',
    '&[data-state=indeterminate]': {
      width: '40%!',
      animation: 'progressIndeterminate 1.2s ease-in-out infinite',
    },
  }),
  primary: css({ bg: 'primary.solid' }),
  accent: css({ bg: 'accent.solidHover' }),
};

/** Progress bar (funding collected, upload). */
export function Progress({
  label,
  value,
  max = 100,
  valueText,
  tone = 'primary',
  className,
}: ProgressProps) {
  const id = useId();
  const percent = value === null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.head}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {valueText ? <span className={styles.valueText}>{valueText}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={typeof valueText === 'string' ? valueText : undefined}
        className={styles.track}
      >
        <div
          className={cx(styles.range, styles[tone])}
          data-state={percent === null ? 'indeterminate' : 'loading'}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
