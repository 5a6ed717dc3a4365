import { useId } from 'react';
import { css } from '@pendana/design-system/styled-system/css';
import { ChartFrame, chartName, pointText } from './chart-frame';
import { chartStyles } from './chart-styles';
import { HatchPattern } from './series-swatch';
import type { ChartPoint, ChartSeries, ChartTexts, ValueFormatter } from './types';
import { usePointFocus } from './use-point-focus';

export interface HorizontalBarChartProps {
  texts: ChartTexts;
  /** The series in legend order; a bar takes its series' mark (`solid` or `hatched`). */
  series: readonly ChartSeries[];
  /** One row each, top to bottom. */
  points: readonly ChartPoint[];
  formatValue: ValueFormatter;
  className?: string;
}

const styles = {
  rows: css({ display: 'grid', gap: '3', m: '0', p: '0', listStyle: 'none', minW: '0' }),
  row: css({ display: 'grid', gap: '1', minW: '0' }),
  text: css({
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    columnGap: '3',
    fontSize: 'sm',
    color: 'fg.default',
  }),
  value: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  bar: css({
    display: 'block',
    w: 'full',
    h: '5',
    cursor: 'pointer',
    borderRadius: 'sm',
    outline: 'none',
    '&[data-active=true]': {
      outline: '2px solid',
      outlineColor: 'border.default',
      outlineOffset: '2px',
    },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  track: css({ fill: 'bg.muted' }),
};

/**
 * Amounts of named categories as rows: the category and its figure in text above a bar as long as
 * its share of the largest amount. Each bar is a focus stop (one tab stop, arrows between rows)
 * named by its category and amount; the figures are also the chart's accessible name and a table
 * one tap away. The texts are HTML, so they keep their size and wrap at 360 px.
 */
export function HorizontalBarChart({
  texts,
  series,
  points,
  formatValue,
  className,
}: HorizontalBarChartProps) {
  const hatch = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { active, targetProps } = usePointFocus(points.length);
  const top = Math.max(0, ...points.map((point) => point.value));
  const markOf = (point: ChartPoint) =>
    series.find((item) => item.id === point.series)?.mark ?? 'solid';
  const activePoint = active === null ? undefined : points[active];
  return (
    <ChartFrame
      texts={texts}
      series={series}
      points={points}
      formatValue={formatValue}
      readout={activePoint ? pointText(activePoint, series, formatValue) : ''}
      className={className}
    >
      <div role="group" aria-label={chartName(texts, points, series, formatValue)}>
        <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
          <HatchPattern id={hatch} />
        </svg>
        <ul className={styles.rows}>
          {points.map((point, index) => {
            const hatched = markOf(point) === 'hatched';
            const width = top > 0 ? (point.value / top) * 100 : 0;
            return (
              <li key={`${point.series}:${point.key}`} className={styles.row}>
                <span className={styles.text} aria-hidden="true">
                  <span>{point.shortLabel}</span>
                  <span className={styles.value}>{formatValue(point.value)}</span>
                </span>
                <svg
                  {...targetProps(index)}
                  className={styles.bar}
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  role="img"
                  aria-label={pointText(point, series, formatValue)}
                >
                  <rect className={styles.track} x="0" y="0" width="100" height="10" />
                  {width > 0 ? (
                    <rect
                      className={hatched ? chartStyles.hatched : chartStyles.solid}
                      fill={hatched ? `url(#${hatch})` : undefined}
                      x="0"
                      y="0"
                      width={width}
                      height="10"
                    />
                  ) : null}
                </svg>
              </li>
            );
          })}
        </ul>
      </div>
    </ChartFrame>
  );
}
