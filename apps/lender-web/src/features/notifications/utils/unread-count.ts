// The unread count as the bell reads it: from the server, again when the window regains focus and
// once a minute while the page is visible (no faster: the inbox fills from a minutely job).
//
// The bell is in the dashboard header, so whatever it imports loads with every dashboard page. The
// call therefore goes through the SDK's plain fetcher (`customInstance`, already loaded for every
// call) rather than its notifications module, which carries the inbox's and the preferences' calls
// and mutations too; the key and URL are the SDK's (a test holds them equal), so the inbox's updates
// of the count reach the bell.
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiError, NotificationUnreadResponse } from '@pendana/api-sdk';
import { customInstance } from '@pendana/api-sdk/client';

/** How often the bell asks again while the page is open. */
export const UNREAD_REFETCH_MS = 60_000;

/** The most a badge shows; more reads "99+". */
export const BADGE_MAX = 99;

/** The contract's `GET /v1/lender/notifications/unread-count`, also the query's key. */
export const UNREAD_COUNT_URL = '/v1/lender/notifications/unread-count';

export const unreadCountQuery = (): UseQueryOptions<
  NotificationUnreadResponse,
  ApiError,
  NotificationUnreadResponse,
  readonly [typeof UNREAD_COUNT_URL]
> => ({
  queryKey: [UNREAD_COUNT_URL],
  queryFn: ({ signal }) =>
    customInstance<NotificationUnreadResponse>({ url: UNREAD_COUNT_URL, method: 'GET', signal }),
  refetchInterval: UNREAD_REFETCH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  // A count older than the interval is asked again on focus; sooner it is not.
  staleTime: UNREAD_REFETCH_MS / 2,
});

/**
 * The badge's text, also in the bell's accessible name (what is seen is what is heard). Counts up to
 * 99 read the same in id and en (no digit grouping below 1 000), so no number formatter is loaded.
 */
export const badgeText = (count: number): string =>
  count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
