import { isApiError } from '@pendana/api-sdk';

/** The part of a query result (an SDK hook's answer) a wizard reads. */
export interface WizardQuery<TData = unknown> {
  data: TData | undefined;
  isPending: boolean;
  isFetched: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A wizard section: `data` is null when the section is not filled yet, undefined before it answered. */
export type SectionQuery<TData> = Omit<WizardQuery<TData>, 'data'> & {
  data: TData | null | undefined;
};

/**
 * A section of a wizard the server answers with 404 while it is not filled yet (spec §4). That 404 is
 * an empty form, not a failure: here, and only here, it becomes `data: null` with no error, so neither
 * the wizard's frame nor a step checks for it again. The query itself keeps the 404 as its answer (it
 * is not asked again: `retryOnMount: false` where a loader prefetched it).
 */
export function notFilledYet<Q extends WizardQuery>(
  query: Q,
): SectionQuery<NonNullable<Q['data']>> {
  const notFilled = query.isError && isApiError(query.error) && query.error.status === 404;
  return {
    data: notFilled ? null : (query.data as NonNullable<Q['data']> | undefined),
    isPending: query.isPending,
    isFetched: query.isFetched,
    isError: query.isError && !notFilled,
    error: notFilled ? null : query.error,
    refetch: query.refetch,
  };
}
