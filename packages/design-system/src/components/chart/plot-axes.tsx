import type { ReactNode } from 'react';
import { chartStyles as styles } from './chart-styles';
import type { ChartPoint } from './types';

export interface Tick {
  /** 0 (top) to 100 (bottom) of the plot. */
  y: number;
  text: string;
}

/**
 * The plot between its value axis (left) and its category labels (below), laid out in HTML so the
 * texts keep their size at any width; the plot itself stretches to the space left.
 */
export function PlotAxes({
  ticks,
  points,
  children,
}: {
  ticks: readonly Tick[];
  points: readonly Pick<ChartPoint, 'key' | 'shortLabel'>[];
  children: ReactNode;
}) {
  // Every third label on a phone (the others from tablet width), always the last.
  const minor = (index: number) =>
    points.length > 8 && index % 3 !== 0 && index !== points.length - 1;
  return (
    <div className={styles.body} aria-hidden="false">
      <div className={styles.axis} aria-hidden="true">
        {/* The longest text gives the axis its width (the ticks themselves are placed absolutely). */}
        <div className={styles.tickSizer}>
          {ticks.reduce(
            (longest, tick) => (tick.text.length > longest.length ? tick.text : longest),
            '',
          )}
        </div>
        {ticks.map((tick) => (
          <span
            key={`${tick.y}:${tick.text}`}
            className={styles.tick}
            style={{ top: `${tick.y}%` }}
          >
            {tick.text}
          </span>
        ))}
      </div>
      {children}
      <div
        className={styles.labels}
        style={{ gridTemplateColumns: `repeat(${points.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {points.map((point, index) => (
          <span key={point.key} className={styles.label} data-minor={minor(index)}>
            {point.shortLabel}
          </span>
        ))}
      </div>
    </div>
  );
}
