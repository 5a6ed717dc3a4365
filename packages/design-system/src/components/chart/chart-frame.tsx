import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Table } from '../table/table';
import { chartStyles as styles } from './chart-styles';
import { SeriesSwatch } from './series-swatch';
import type { ChartPoint, ChartSeries, ChartTexts, ValueFormatter } from './types';

export interface ChartFrameProps {
  texts: ChartTexts;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  formatValue: ValueFormatter;
  /** The text of the point the lender points at, taps or focuses (empty when none). */
  readout: string;
  /** The plot; not drawn when there are no points. */
  children: ReactNode;
  className?: string;
}

/** `Juni 2026: Rp 85.000` (+ the series when the chart has more than one). */
export function pointText(
  point: ChartPoint,
  series: readonly ChartSeries[],
  formatValue: ValueFormatter,
): string {
  const text = `${point.label}: ${formatValue(point.value)}`;
  if (series.length < 2) return text;
  const name = series.find((item) => item.id === point.series)?.label;
  return name ? `${text} (${name})` : text;
}

/** The accessible name of a chart: its title and every value, in order. */
export function chartName(
  texts: ChartTexts,
  points: readonly ChartPoint[],
  series: readonly ChartSeries[],
  formatValue: ValueFormatter,
): string {
  return [texts.title, ...points.map((point) => pointText(point, series, formatValue))].join('; ');
}

/**
 * What every chart has around its plot: the title, a legend that tells the series apart by their
 * marks, the readout of the point in focus and the data as a table one tap away.
 */
export function ChartFrame({
  texts,
  series,
  points,
  formatValue,
  readout,
  children,
  className,
}: ChartFrameProps) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const seriesLabel = (id: string) => series.find((item) => item.id === id)?.label ?? id;
  return (
    <figure
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
    >
      <figcaption id={titleId} className={styles.title}>
        {texts.title}
      </figcaption>
      {points.length === 0 ? (
        <p className={styles.empty}>{texts.emptyText}</p>
      ) : (
        <>
          <ul className={styles.legend}>
            {series.map((item) => (
              <li key={item.id} className={styles.legendItem}>
                <SeriesSwatch mark={item.mark} />
                {item.label}
              </li>
            ))}
          </ul>
          <p className={styles.readout} aria-hidden="true">
            {readout}
          </p>
          {children}
          <div>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? texts.hideTable : texts.showTable}
            </Button>
          </div>
          <div id={tableId} hidden={!tableShown}>
            {tableShown ? (
              <Table
                caption={texts.title}
                emptyText={texts.emptyText}
                rows={[...points]}
                rowKey={(point) => `${point.series}:${point.key}`}
                columns={[
                  { id: 'label', header: texts.labelColumn, cell: (point) => point.label },
                  ...(series.length > 1
                    ? [
                        {
                          id: 'series',
                          header: texts.seriesColumn,
                          cell: (point: ChartPoint) => seriesLabel(point.series),
                        },
                      ]
                    : []),
                  {
                    id: 'value',
                    header: texts.valueColumn,
                    cell: (point) => formatValue(point.value),
                    align: 'end' as const,
                  },
                ]}
              />
            ) : null}
          </div>
        </>
      )}
    </figure>
  );
}
