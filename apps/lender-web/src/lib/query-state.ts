/**
 * Whether a query is still waiting for its first answer. A wizard shows its spinner only then.
 *
 * `isPending` alone is not that: TanStack Query v5 puts a query that has no data — a section that
 * answered 404 because it is not filled yet — back to `pending` every time it fetches again (an
 * invalidation after a save, a component mounting it). A wizard that swapped its form for the spinner
 * on `isPending` unmounted the form the lender had started typing in and lost the keystrokes.
 */
export function awaitingFirstAnswer(query: { isPending: boolean; isFetched: boolean }): boolean {
  return query.isPending && !query.isFetched;
}

/**
 * Whether a query failed with nothing to show. A read that failed again after it had answered keeps
 * its last answer on screen (TanStack Query v5 sets `isError` on a failed refetch too): replacing the
 * page would drop what the lender is doing, e.g. a wizard's success modal that says what failed.
 */
export function failedWithoutData(query: { isError: boolean; data: unknown }): boolean {
  return query.isError && query.data === undefined;
}
