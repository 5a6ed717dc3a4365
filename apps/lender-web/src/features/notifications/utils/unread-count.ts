// The unread count as the bell reads it: from the server, again when the window regains focus and
// once a minute while the page is visible (no faster: the inbox fills from a minutely job).
import { getGetUnreadNotificationCountQueryOptions } from '@pendana/api-sdk';
import { formatNumber } from '@pendana/design-system/formatters';

/** How often the bell asks again while the page is open. */
export const UNREAD_REFETCH_MS = 60_000;

/** The most a badge shows; more reads "99+". */
export const BADGE_MAX = 99;

export const unreadCountQuery = () =>
  getGetUnreadNotificationCountQueryOptions({
    query: {
      refetchInterval: UNREAD_REFETCH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      // A count older than the interval is asked again on focus; sooner it is not.
      staleTime: UNREAD_REFETCH_MS / 2,
    },
  });

/** The badge's text, also in the bell's accessible name (what is seen is what is heard). */
export const badgeText = (count: number): string =>
  count > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(count);
