// The server's business calendar is Jakarta's (UTC+7, no daylight saving): "this month" and "this
// year" of a statement or a tax year are Jakarta's, whatever the device's time zone.
const WIB_MS = 7 * 3_600_000;

/** The month `YYYY-MM` it is in Jakarta at `now`. */
export function jakartaMonth(now: Date = new Date()): string {
  return new Date(now.getTime() + WIB_MS).toISOString().slice(0, 7);
}

/** The year it is in Jakarta at `now`. */
export const jakartaYear = (now: Date = new Date()): number =>
  Number(jakartaMonth(now).slice(0, 4));
