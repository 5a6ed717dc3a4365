// The months of the statement picker: Jakarta months (the server's business calendar, UTC+7), as
// `YYYY-MM`, newest first.

/** `2026-11` → `2026-10` (`steps` months back). */
export function monthBefore(month: string, steps = 1): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 - steps, 1));
  return date.toISOString().slice(0, 7);
}

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The last `count` months up to `current`, newest first, with `extra` (a month from the URL) kept. */
export function monthOptions(current: string, count = 24, extra?: string): string[] {
  const months = Array.from({ length: count }, (_, steps) => monthBefore(current, steps));
  if (extra && isMonth(extra) && extra <= current && !months.includes(extra)) months.push(extra);
  return months;
}
