// The real usage that proves the data screen pattern, shared by its story and its test: the news list
// (spec §7 News, paged with per_page and page) through the SDK, page kept in the URL.
import { keepPreviousData } from '@tanstack/react-query';
import { useListNews } from '@pendana/api-sdk';
import type { EmptyStateProps } from '@pendana/design-system/components/empty-state';
import { newsPageCount } from '../../features/news';
import { DataScreen } from '../../lib/screen/data-screen';
import { ScreenPagination } from '../../lib/screen/screen-pagination';
import { useUrlFilters } from '../../lib/screen/use-url-filters';

export function NewsScreen({ empty }: { empty: Pick<EmptyStateProps, 'title' | 'action'> }) {
  const { filters, setFilters } = useUrlFilters({ page: 1 });
  const query = useListNews(
    { page: filters.page, per_page: 3 },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <DataScreen query={query} isEmpty={(data) => data.news.length === 0} empty={empty}>
      {(data) => (
        <>
          <ul>
            {data.news.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
          <ScreenPagination
            page={filters.page}
            pageCount={newsPageCount(data)}
            onPageChange={(page) => setFilters({ page })}
          />
        </>
      )}
    </DataScreen>
  );
}
