import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  getGetAllMastersQueryOptions,
  getGetAppSettingsQueryOptions,
  getGetEkycEducationQueryOptions,
  getGetEkycHeirQueryOptions,
  getGetEkycPersonalDataQueryOptions,
  getGetEkycStatusQueryOptions,
} from '@pendana/api-sdk';

/**
 * Starts the six calls the eKYC wizard reads (progress, masters, the three sections, the app's
 * settings: the liveness provider) from the route
 * loader, while the wizard's code is still downloading, instead of after it has rendered. The wizard
 * reads the same queries (same keys) from the cache. A section that is not filled yet answers 404:
 * the wizard takes that answer as it is (`retryOnMount: false`) rather than asking again.
 *
 * Only queries not in the cache yet are started: the loader runs again on every `?step=` change, and
 * fetching an unanswered section again would put it back to pending, which shows the spinner in
 * place of the form being typed in. Queries already cached are the wizard's own business (it
 * invalidates what it saves; stale ones refetch on mount).
 */
export function prefetchEkycWizard(queryClient: QueryClient): void {
  const start = <TData, TError>(
    options: FetchQueryOptions<TData, TError, TData, readonly unknown[]>,
  ) => {
    if (queryClient.getQueryState(options.queryKey) === undefined) {
      void queryClient.prefetchQuery(options);
    }
  };
  start(getGetEkycStatusQueryOptions());
  start(getGetAllMastersQueryOptions());
  start(getGetEkycPersonalDataQueryOptions());
  start(getGetEkycEducationQueryOptions());
  start(getGetEkycHeirQueryOptions());
  start(getGetAppSettingsQueryOptions());
}
