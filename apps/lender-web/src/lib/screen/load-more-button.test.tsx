import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInfiniteQuery } from '@tanstack/react-query';
import { delay } from 'msw';
import { listNews } from '@pendana/api-sdk';
import { getListNewsMockHandler, getListNewsResponseMock } from '@pendana/api-sdk/msw';
import { describe, expect, it } from 'vitest';
import { server, setupMswServer } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { LoadMoreButton } from './load-more-button';

setupMswServer();

function NewsFeed() {
  const query = useInfiniteQuery({
    queryKey: ['news-feed'],
    queryFn: ({ pageParam }) => listNews({ page: pageParam, per_page: 1 }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.totalPage !== undefined && last.page < last.totalPage ? last.page + 1 : undefined,
  });
  return (
    <>
      <ul>
        {query.data?.pages.map((page) => (
          <li key={page.page}>{page.news[0]?.title}</li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </>
  );
}

describe('LoadMoreButton', () => {
  it('loads the next page once per click, and is gone after the last page', async () => {
    const pages: string[] = [];
    server.use(
      getListNewsMockHandler(async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        if (page === '2') await delay(200);
        const base = getListNewsResponseMock();
        return {
          ...base,
          page: Number(page),
          totalPage: 2,
          news: [{ ...base.news[0]!, title: `Berita ${page}` }],
        };
      }),
    );
    renderScreen(<NewsFeed />);
    const button = await screen.findByRole('button', { name: 'Muat lebih banyak' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText('Berita 2')).toBeTruthy();
    expect(pages).toEqual(['1', '2']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
