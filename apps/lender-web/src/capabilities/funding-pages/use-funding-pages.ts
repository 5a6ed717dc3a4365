// One list of the lender's fundings (a tab of Manage Funding) as a page reads it: pages of FUNDING_PAGE_SIZE fundings of that list
// (listKelolaInvestasiNewNew with `tab`), more asked for while the server's total says more follow;
// every tab's count comes with each page (`meta.total`). The first page is the call without
// parameters (the first page of every list, the server's default size): the one the server puts
// into the page as its first data, and shared by the four tabs, so a tab's first page is not asked
// again.
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  getListManagedFundingsQueryKey,
  getListManagedFundingsQueryOptions,
  listManagedFundings,
  type ManagedFundings,
  type ManagedFundingsTab,
} from '@pendana/api-sdk';
import { LIST_OF, type FundingTab } from './funding-lists';

/** The server's default page size (the first page's), kept for the next pages. */
export const FUNDING_PAGE_SIZE = 10;

/** The contract's name of each tab (`tab` in the query). */
export const API_TAB: Record<FundingTab, ManagedFundingsTab> = {
  active: 'aktif',
  full: 'full',
  closed: 'closed',
  ended: 'selesai',
};

/** Under the list call's key, so invalidating the list (a funds change) reaches the pages too. */
export const fundingPagesKey = (tab: FundingTab) =>
  [...getListManagedFundingsQueryKey({ tab: API_TAB[tab] }), 'pages'] as const;

/** The next page of `tab` after `last`, or undefined when the list has been read to its end. */
export function nextPageOf(last: ManagedFundings, tab: FundingTab): number | undefined {
  const { page, per_page: perPage, total } = last.meta;
  return page * perPage < total[LIST_OF[tab]] ? page + 1 : undefined;
}

/** The loaded pages as one answer: each list the pages' items in order, `meta` of the last page. */
export function mergePages(data: InfiniteData<ManagedFundings, unknown>): ManagedFundings {
  const last = data.pages[data.pages.length - 1];
  if (!last) throw new Error('an infinite query holds at least one page');
  return {
    dataProyekAktif: data.pages.flatMap((page) => page.dataProyekAktif),
    dataProyekFull: data.pages.flatMap((page) => page.dataProyekFull),
    dataProyekClosed: data.pages.flatMap((page) => page.dataProyekClosed),
    dataProyekSelesai: data.pages.flatMap((page) => page.dataProyekSelesai),
    meta: last.meta,
  };
}

export function useFundingPages(tab: FundingTab) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: fundingPagesKey(tab),
    queryFn: ({ pageParam, signal }) =>
      pageParam === 1
        ? queryClient.fetchQuery(getListManagedFundingsQueryOptions())
        : listManagedFundings(
            { tab: API_TAB[tab], page: pageParam, per_page: FUNDING_PAGE_SIZE },
            undefined,
            signal,
          ),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last, tab),
    select: mergePages,
  });
}
