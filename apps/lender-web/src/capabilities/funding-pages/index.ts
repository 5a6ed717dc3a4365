// The lender's fundings a page at a time (listKelolaInvestasiNewNew pages on the server, each list's
// count in `meta`): one list's pages as one answer, and what loads the next as the lender scrolls.
// Manage Funding and the portfolio read them.
export { FUNDING_TABS, LIST_OF, fundingsOf, type FundingTab } from './funding-lists';
export {
  API_TAB,
  FUNDING_PAGE_SIZE,
  fundingPagesKey,
  mergePages,
  nextPageOf,
  useFundingPages,
} from './use-funding-pages';
export { FundingListMore, type FundingListMoreProps } from './funding-list-more';
