import { scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { ChartFrame, chartName, pointText } from './chart-frame';
import { chartStyles as styles, PLOT_HEIGHT } from './chart-styles';
import { PlotAxes } from './plot-axes';
import { toY } from './scale';
import type { ChartPoint, ChartSeries, ChartTexts, ValueFormatter } from './types';
import { usePointFocus } from './use-point-focus';

export interface LineChartProps {
  texts: ChartTexts;
  /** One series, `mark: 'line'`. */
  series: ChartSeries;
  points: readonly ChartPoint[];
  /** The value axis from bottom to top (e.g. 80–100 for a rate that stays high). */
  domain: readonly [number, number];
  /** A dashed reference line (e.g. a target of 95 %) with its label. */
  guide?: { value: number; label: string };
  formatValue: ValueFormatter;
  className?: string;
}

const UNIT = 10;

/**
 * A line through values per category (months) with round points and an optional dashed guide. Each
 * point is a focus stop (one tab stop, arrows between points) named by its month and value; the
 * figures are also the chart's accessible name and a table one tap away.
 */
export function LineChart({
  texts,
  series,
  points,
  domain,
  guide,
  formatValue,
  className,
}: LineChartProps) {
  const { active, targetProps } = usePointFocus(points.length);
  const width = Math.max(1, points.length) * UNIT;
  const x = scalePoint<string>()
    .domain(points.map((point) => point.key))
    .range([0, width])
    .padding(0.5);
  const y = (value: number) => toY(value, domain, PLOT_HEIGHT);
  const path =
    line<ChartPoint>()
      .x((point) => x(point.key) ?? 0)
      .y((point) => y(point.value))(points as ChartPoint[]) ?? '';
  const activePoint = active === null ? undefined : points[active];
  const allSeries = [series];
  const ticks = [
    { y: 0, text: formatValue(domain[1]) },
    { y: 100, text: formatValue(domain[0]) },
  ];
  if (guide) ticks.splice(1, 0, { y: y(guide.value), text: guide.label });
  return (
    <ChartFrame
      texts={texts}
      series={allSeries}
      points={points}
      formatValue={formatValue}
      readout={activePoint ? pointText(activePoint, allSeries, formatValue) : ''}
      className={className}
    >
      <PlotAxes points={points} ticks={ticks}>
        <svg
          className={styles.plot}
          viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          role="group"
          aria-label={chartName(texts, points, allSeries, formatValue)}
        >
          {[0, 100].map((value) => (
            <line
              key={value}
              className={styles.grid}
              x1="0"
              x2={width}
              y1={value}
              y2={value}
              aria-hidden="true"
            />
          ))}
          {points.map((point, index) => (
            <rect
              key={point.key}
              {...targetProps(index)}
              className={styles.target}
              x={(x(point.key) ?? 0) - x.step() / 2}
              y="0"
              width={x.step()}
              height={PLOT_HEIGHT}
              role="img"
              aria-label={pointText(point, allSeries, formatValue)}
            />
          ))}
          {guide ? (
            <line
              className={styles.guide}
              x1="0"
              x2={width}
              y1={y(guide.value)}
              y2={y(guide.value)}
              pointerEvents="none"
              aria-hidden="true"
            />
          ) : null}
          <path className={styles.line} d={path} pointerEvents="none" aria-hidden="true" />
          {points.map((point) => (
            <path
              key={point.key}
              className={styles.dot}
              d={`M${x(point.key) ?? 0} ${y(point.value)} l0 0`}
              pointerEvents="none"
              aria-hidden="true"
            />
          ))}
        </svg>
      </PlotAxes>
    </ChartFrame>
  );
}
