// The page's first data read into the query cache before the first render.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedFirstData } from './first-data';

function element(text: string): Element {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = text;
  return script;
}

describe('seedFirstData', () => {
  it('puts each answer under its query key, fresh (not fetched again within the stale time)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const info = { data: { username: 'demo.individu' } };
    const count = seedFirstData(
      client,
      element(JSON.stringify({ answers: [{ key: ['/v1/lender_info'], data: info }] })),
    );
    expect(count).toBe(1);
    expect(client.getQueryData(['/v1/lender_info'])).toEqual(info);
    const query = client.getQueryCache().find({ queryKey: ['/v1/lender_info'] });
    expect(query?.isStale()).toBe(false);
  });

  it('reads nothing from an empty, missing or broken element', () => {
    const client = new QueryClient();
    expect(seedFirstData(client, null)).toBe(0);
    expect(seedFirstData(client, element(''))).toBe(0);
    expect(seedFirstData(client, element('{"answers": ['))).toBe(0);
    expect(seedFirstData(client, element('{"answers": "x"}'))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
