// Filters in the URL on a real search (spec §7 newProyek/v2/listAll, the search's keyword filter): the
// keyword goes into the request and the URL, the page goes back to 1, Back restores both.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListProjects } from '@pendana/api-sdk';
import { getListProjectsMockHandler, getListProjectsResponseMock } from '@pendana/api-sdk/msw';
import { TextField } from '@pendana/design-system/components/text-field';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, setupMswServer } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { DataScreen } from './data-screen';
import { useUrlFilters } from './use-url-filters';

setupMswServer();

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  server.use(
    getListProjectsMockHandler(async ({ request }) => {
      bodies.push(await request.json());
      return getListProjectsResponseMock();
    }),
  );
});

function Search() {
  const { filters, setFilters } = useUrlFilters({ keyword: '', page: 1 });
  const query = useListProjects({ keyword: filters.keyword || undefined, page: filters.page });
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ keyword: String(new FormData(event.currentTarget).get('keyword')) });
        }}
      >
        {/* keyed by the URL's value, so Back shows the keyword it restores */}
        <TextField
          key={filters.keyword}
          name="keyword"
          label="Kata kunci"
          defaultValue={filters.keyword}
        />
      </form>
      <DataScreen query={query}>
        {(data) => <p>{`${data.dataProyekAktif.length} proyek`}</p>}
      </DataScreen>
    </>
  );
}

describe('useUrlFilters on the project search', () => {
  it('sends the keyword from page 1, keeps it in the URL, and Back restores the page before', async () => {
    const view = renderScreen(<Search />, '/dashboard/search-for-funding?page=2');
    await screen.findByText(/proyek$/);
    expect(bodies).toEqual([{ page: 2 }]);

    await userEvent.type(screen.getByLabelText('Kata kunci'), 'rumah{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ keyword: 'rumah', page: 1 });
    expect(view.search()).toBe('?keyword=rumah');

    await act(() => view.router.navigate(-1));
    expect(view.search()).toBe('?page=2');
    expect((screen.getByLabelText('Kata kunci') as HTMLInputElement).value).toBe('');
  });
});
