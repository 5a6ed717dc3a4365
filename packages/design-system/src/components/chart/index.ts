export { BarChart, type BarChartProps } from './bar-chart';
export { HorizontalBarChart, type HorizontalBarChartProps } from './horizontal-bar-chart';
export { LineChart, type LineChartProps } from './line-chart';
export { niceMax } from './scale';
export type { ChartPoint, ChartSeries, ChartTexts, ValueFormatter } from './types';
