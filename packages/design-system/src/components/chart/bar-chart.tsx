import { scaleBand } from 'd3-scale';
import { useId } from 'react';
import { ChartFrame, chartName, pointText } from './chart-frame';
import { chartStyles as styles, PLOT_HEIGHT } from './chart-styles';
import { PlotAxes } from './plot-axes';
import { niceMax, toY } from './scale';
import { HatchPattern } from './series-swatch';
import type { ChartPoint, ChartSeries, ChartTexts, ValueFormatter } from './types';
import { usePointFocus } from './use-point-focus';

export interface BarChartProps {
  texts: ChartTexts;
  /** The series in legend order; a bar takes its series' mark (`solid` or `hatched`). */
  series: readonly ChartSeries[];
  /** One bar each, left to right. */
  points: readonly ChartPoint[];
  formatValue: ValueFormatter;
  className?: string;
}

const UNIT = 10;

/**
 * Bars of amounts per category (months), from 0 to a round top. Each bar is a focus stop (one tab
 * stop, arrows between bars) named by its month and amount; the figures are also the chart's
 * accessible name and a table one tap away.
 */
export function BarChart({ texts, series, points, formatValue, className }: BarChartProps) {
  const hatch = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { active, targetProps } = usePointFocus(points.length);
  const width = Math.max(1, points.length) * UNIT;
  const x = scaleBand<string>()
    .domain(points.map((point) => `${point.series}:${point.key}`))
    .range([0, width])
    .paddingInner(0.25)
    .paddingOuter(0.125);
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const domain = [0, top] as const;
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
      <PlotAxes
        points={points}
        ticks={[
          { y: 0, text: formatValue(top) },
          { y: 50, text: formatValue(top / 2) },
          { y: 100, text: formatValue(0) },
        ]}
      >
        <svg
          className={styles.plot}
          viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="group"
          aria-label={chartName(texts, points, series, formatValue)}
        >
          <HatchPattern id={hatch} />
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              className={styles.grid}
              x1="0"
              x2={width}
              y1={y}
              y2={y}
              aria-hidden="true"
            />
          ))}
          {points.map((point, index) => {
            const key = `${point.series}:${point.key}`;
            const left = x(key) ?? 0;
            const y = toY(point.value, domain, PLOT_HEIGHT);
            const hatched = markOf(point) === 'hatched';
            return (
              <g key={key}>
                <rect
                  {...targetProps(index)}
                  className={styles.target}
                  x={left - (x.step() - x.bandwidth()) / 2}
                  y="0"
                  width={x.step()}
                  height={PLOT_HEIGHT}
                  role="img"
                  aria-label={pointText(point, series, formatValue)}
                />
                <rect
                  className={hatched ? styles.hatched : styles.solid}
                  fill={hatched ? `url(#${hatch})` : undefined}
                  x={left}
                  y={y}
                  width={x.bandwidth()}
                  height={PLOT_HEIGHT - y}
                  pointerEvents="none"
                  aria-hidden="true"
                />
              </g>
            );
          })}
        </svg>
      </PlotAxes>
    </ChartFrame>
  );
}
