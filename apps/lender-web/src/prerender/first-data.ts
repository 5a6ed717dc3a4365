// The first data the server put into the page (lender-api http/web-static.ts): the answers to the
// frame's first queries for the visitor, read into the query cache before the app's first render and
// its router's loaders, so neither asks for them again.
import type { QueryClient } from '@tanstack/react-query';

/** What the server writes into `#first-data`: each query's key and the body of its 200 answer. */
export interface FirstData {
  answers: Array<{ key: unknown[]; data: unknown }>;
}

/** Puts the page's first data into the cache as just fetched; returns how many answers it read. */
export function seedFirstData(queryClient: QueryClient, element: Element | null): number {
  const text = element?.textContent?.trim();
  if (!text) return 0;
  let parsed: FirstData;
  try {
    parsed = JSON.parse(text) as FirstData;
  } catch {
    return 0;
  }
  const answers = Array.isArray(parsed.answers) ? parsed.answers : [];
  for (const { key, data } of answers) {
    if (Array.isArray(key) && data !== undefined) queryClient.setQueryData(key, data);
  }
  return answers.length;
}
