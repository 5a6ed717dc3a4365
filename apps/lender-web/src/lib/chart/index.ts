export { monthPoints, useChartTexts } from './chart-texts';
export { chartMessages } from './messages';
