import { useId } from 'react';
import { chartStyles as styles } from './chart-styles';
import type { ChartSeries } from './types';

/** A legend's sample of a series' mark: solid, hatched with a dashed outline, or a line with a point. */
export function SeriesSwatch({ mark }: { mark: ChartSeries['mark'] }) {
  const hatch = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={styles.swatch} viewBox="0 0 20 16" aria-hidden="true">
      {mark === 'solid' ? (
        <rect className={styles.solid} x="1" y="1" width="18" height="14" />
      ) : null}
      {mark === 'hatched' ? (
        <>
          <HatchPattern id={hatch} />
          <rect
            className={styles.hatched}
            fill={`url(#${hatch})`}
            x="1"
            y="1"
            width="18"
            height="14"
          />
        </>
      ) : null}
      {mark === 'line' ? (
        <>
          <path className={styles.line} d="M1 8 H19" />
          <path className={styles.dot} d="M10 8 l0 0" />
        </>
      ) : null}
    </svg>
  );
}

/** Diagonal lines in the series colour: an expected amount, told from a paid one without colour. */
export function HatchPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={id}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <line className={styles.hatchLine} x1="0" y1="0" x2="0" y2="6" />
      </pattern>
    </defs>
  );
}
