import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { awaitingFirstAnswer } from './query-state';

describe('awaitingFirstAnswer', () => {
  it('is true until the first answer, and stays false while a query without data fetches again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: () => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: ['heir'],
      // a section not filled yet: every fetch answers 404 (an error, no data)
      queryFn: () =>
        new Promise((_resolve, reject) => {
          answer = () => reject(new Error('404'));
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().isPending).toBe(true);
    expect(awaitingFirstAnswer(observer.getCurrentResult())).toBe(true);
    answer();
    await expect.poll(() => observer.getCurrentResult().isError).toBe(true);
    expect(awaitingFirstAnswer(observer.getCurrentResult())).toBe(false);

    // An invalidation after a save: TanStack puts the query back to pending…
    void client.invalidateQueries({ queryKey: ['heir'] });
    await expect.poll(() => observer.getCurrentResult().isPending).toBe(true);
    // …but it has answered before: no spinner in place of the form.
    expect(awaitingFirstAnswer(observer.getCurrentResult())).toBe(false);
    answer();
    unsubscribe();
    client.clear();
  });
});
