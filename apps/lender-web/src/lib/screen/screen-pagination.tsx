import { useIntl } from 'react-intl';
import { Pagination } from '@pendana/design-system/components/pagination';
import { screenMessages as messages } from './messages';

export interface ScreenPaginationProps {
  /** 1-based, e.g. `filters.page` of useUrlFilters. */
  page: number;
  /** Number of pages the server reports (e.g. news `totalPage`); nothing is shown for one page. */
  pageCount: number;
  /** e.g. `(page) => setFilters({ page })`: a new history entry, so Back returns to the page before. */
  onPageChange: (page: number) => void;
}

/** Page navigation of a data screen, in the page's language. */
export function ScreenPagination({ page, pageCount, onPageChange }: ScreenPaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      count={pageCount}
      pageSize={1}
      page={Math.min(Math.max(page, 1), pageCount)}
      onPageChange={onPageChange}
      labels={{
        nav: intl.formatMessage(messages.paginationNav),
        previous: intl.formatMessage(messages.paginationPrevious),
        next: intl.formatMessage(messages.paginationNext),
        page: (value) => intl.formatMessage(messages.paginationPage, { page: String(value) }),
      }}
    />
  );
}
