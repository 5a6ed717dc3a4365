export { monthPoints } from './month-points';
