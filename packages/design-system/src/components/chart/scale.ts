/**
 * The top of a value axis: the smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max` (1 when nothing is
 * above 0), so the gridlines fall on round amounts.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** The position of `value` on an axis from `min` (bottom, `height`) to `max` (top, 0), clamped. */
export function toY(value: number, [min, max]: readonly [number, number], height: number): number {
  const share = max === min ? 0 : (value - min) / (max - min);
  return height * (1 - Math.min(1, Math.max(0, share)));
}
