import { useIntl } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import { screenMessages as messages } from './messages';

/** What the button reads of a `useInfiniteQuery` result. */
export interface LoadMoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list fed by useInfiniteQuery; gone when the server has no next page. */
export function LoadMoreButton({ query }: { query: LoadMoreQuery }) {
  const intl = useIntl();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      fullWidth
      loading={query.isFetchingNextPage}
      loadingLabel={intl.formatMessage(messages.loadingMore)}
      onClick={() => {
        // A click while a page is on its way sends nothing (the button is disabled too).
        if (!query.isFetchingNextPage) void query.fetchNextPage();
      }}
    >
      {intl.formatMessage(messages.loadMore)}
    </Button>
  );
}
