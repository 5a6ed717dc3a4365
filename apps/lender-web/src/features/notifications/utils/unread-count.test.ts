// The bell's query is the SDK's call without the SDK's notifications module: same key (the inbox
// updates and invalidates the count under the SDK's key) and same request.
import {
  getGetUnreadNotificationCountQueryKey,
  getGetUnreadNotificationCountQueryOptions,
} from '@pendana/api-sdk';
import { getGetUnreadNotificationCountMockHandler } from '@pendana/api-sdk/msw';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { badgeText, unreadCountQuery } from './unread-count';

setupMswServer();

describe('unreadCountQuery', () => {
  it("uses the SDK's key for the count", () => {
    expect(unreadCountQuery().queryKey).toEqual(getGetUnreadNotificationCountQueryKey());
    expect(unreadCountQuery().queryKey).toEqual(
      getGetUnreadNotificationCountQueryOptions().queryKey,
    );
  });

  it("reads the count from the contract's endpoint", async () => {
    saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
    server.use(getGetUnreadNotificationCountMockHandler({ data: { unread: 5 } }));
    const queryFn = unreadCountQuery().queryFn as (context: { signal: AbortSignal }) => unknown;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual({
      data: { unread: 5 },
    });
  });
});

describe('badgeText', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(1234)).toBe('99+');
  });
});
