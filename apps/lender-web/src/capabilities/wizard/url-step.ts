import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface StepRange<S extends number> {
  /** The first step (0 or 1). */
  min: S;
  /** The furthest step the server's progress allows. */
  max: S;
  /** The step shown when the URL names none, or one that is no step. */
  fallback: S;
}

/**
 * The step in the URL (`?step=`): the fallback when absent or not a step (not an integer, below the
 * first), and never beyond the server's progress (`max`).
 */
export function stepFromUrl<S extends number>(raw: string | null, range: StepRange<S>): S {
  if (raw === null) return range.fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range.min) return range.fallback;
  return (value > range.max ? range.max : value) as S;
}

/**
 * The wizard's step kept in the URL, so a reload comes back to it: the search params (`step`, and
 * whatever else the wizard reads), the step within a range, and `goTo` a step.
 */
export function useUrlStep<S extends number>() {
  const [params, setParams] = useSearchParams();
  const goTo = useCallback((next: S) => setParams({ step: String(next) }), [setParams]);
  const stepIn = (range: StepRange<S>) => stepFromUrl(params.get('step'), range);
  return { params, goTo, stepIn };
}
