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
