/** One value of a chart: a month (or any category) and its amount. */
export interface ChartPoint {
  /** Stable key, e.g. `2026-06`. */
  key: string;
  /** Full name of the category in the lender's language ('Juni 2026'): table, readout, name. */
  label: string;
  /** Short axis label ('Jun'). */
  shortLabel: string;
  value: number;
  /** Id of its series (`ChartSeries.id`). */
  series: string;
}

/**
 * A series and how its marks look: `solid` filled, `hatched` diagonal lines with a dashed outline
 * (told apart without colour), `line` a line with round points.
 */
export interface ChartSeries {
  id: string;
  label: string;
  mark: 'solid' | 'hatched' | 'line';
}

/** Texts of a chart, all from the app (the kit holds no copy). */
export interface ChartTexts {
  /** Visible title; starts the accessible name. */
  title: string;
  showTable: string;
  hideTable: string;
  /** Column headers of the data table. */
  labelColumn: string;
  valueColumn: string;
  seriesColumn: string;
  /** Shown instead of the chart when there are no points. */
  emptyText: string;
}

/** Formats a value for the axis, the readout, the table and the accessible name (e.g. `formatCurrency`). */
export type ValueFormatter = (value: number) => string;
