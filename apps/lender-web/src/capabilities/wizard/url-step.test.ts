import { describe, expect, it } from 'vitest';
import { stepFromUrl } from './url-step';

describe('stepFromUrl (the ?step= of a wizard, never beyond the server progress)', () => {
  const fromZero = { min: 0, max: 1, fallback: 1 } as const;
  it.each([
    [null, 1],
    ['0', 0],
    ['1', 1],
    ['2', 1],
    ['-1', 1],
    ['1.5', 1],
    ['abc', 1],
  ])('steps 0..2, progress at 1: %j → %i', (raw, step) => {
    expect(stepFromUrl(raw, fromZero)).toBe(step);
  });

  const fromOne = { min: 1, max: 3, fallback: 2 } as const;
  it.each([
    [null, 2],
    ['0', 2],
    ['1', 1],
    ['3', 3],
    ['4', 3],
    ['x', 2],
  ])('steps 1..4, start 2, progress at 3: %j → %i', (raw, step) => {
    expect(stepFromUrl(raw, fromOne)).toBe(step);
  });
});
