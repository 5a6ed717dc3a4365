// The inbox as the page reads it: pages of `limit` items, newest first, "load more" asking for the
// items before the last one shown (the answer's `next_before`); marking one or all read updates the
// shown items and the bell's count at once, then both are read again from the server.
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  getGetUnreadNotificationCountQueryKey,
  getListNotificationsQueryKey,
  listNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  type NotificationItem,
  type NotificationListResponse,
  type NotificationUnreadResponse,
} from '@pendana/api-sdk';

export const INBOX_PAGE_SIZE = 20;

/** Under the list call's key, so invalidating the list reaches the pages too. */
export const inboxQueryKey = () => [...getListNotificationsQueryKey(), 'pages'] as const;

type InboxData = InfiniteData<NotificationListResponse, number | undefined>;

export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxQueryKey(),
    queryFn: ({ pageParam, signal }) =>
      listNotifications(
        pageParam === undefined
          ? { limit: INBOX_PAGE_SIZE }
          : { limit: INBOX_PAGE_SIZE, before: pageParam },
        undefined,
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.data.next_before ?? undefined,
  });
}

/** Every item of the loaded pages, newest first. */
export const inboxItems = (
  data: InfiniteData<NotificationListResponse, unknown>,
): NotificationItem[] => data.pages.flatMap((page) => page.data.items);

function updateItems(
  data: InboxData | undefined,
  update: (item: NotificationItem) => NotificationItem,
): InboxData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: { ...page.data, items: page.data.items.map(update) },
    })),
  };
}

/** Mark one read, mark all read: the shown items and the bell follow at once. */
export function useMarkRead({
  onError,
  onAllRead,
}: {
  onError: (error: unknown) => void;
  onAllRead: () => void;
}) {
  const queryClient = useQueryClient();
  const countKey = getGetUnreadNotificationCountQueryKey();
  const setCount = (next: (unread: number) => number) =>
    queryClient.setQueryData<NotificationUnreadResponse>(countKey, (old) =>
      old ? { data: { unread: Math.max(0, next(old.data.unread)) } } : old,
    );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: countKey });
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey() });
  };
  const one = useMarkNotificationRead({
    mutation: {
      onSuccess: ({ data: marked }) => {
        let wasUnread = false;
        queryClient.setQueryData<InboxData>(inboxQueryKey(), (data) =>
          updateItems(data, (item) => {
            if (item.id !== marked.id) return item;
            wasUnread = item.read_at === null;
            return { ...item, read_at: marked.read_at };
          }),
        );
        if (wasUnread) setCount((unread) => unread - 1);
        refresh();
      },
      onError,
    },
  });
  const all = useMarkAllNotificationsRead({
    mutation: {
      onSuccess: () => {
        const now = new Date().toISOString();
        queryClient.setQueryData<InboxData>(inboxQueryKey(), (data) =>
          updateItems(data, (item) => (item.read_at ? item : { ...item, read_at: now })),
        );
        setCount(() => 0);
        refresh();
        onAllRead();
      },
      onError,
    },
  });
  return {
    markRead: (id: number) => one.mutate({ id }),
    markAll: () => all.mutate(),
    markingAll: all.isPending,
    pendingId: one.isPending ? (one.variables?.id ?? null) : null,
  };
}
