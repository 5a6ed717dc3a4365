// Numbers of a project as the cards and the drawer say them (design-system formatters underneath).
import { formatNumber } from '@pendana/design-system/formatters';

/** 15 → '15', 13.5 → '13,50' (a yield rate or a percentage). */
export const formatRate = (value: number) =>
  formatNumber(value, { decimals: Number.isInteger(value) ? 0 : 2 });
