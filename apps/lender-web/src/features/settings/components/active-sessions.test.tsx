// Active sessions in Settings on the SDK's MSW handlers: this device first and marked, the others
// each with "End" after a confirmation (the list read again without it), "End all other sessions"
// after a confirmation, a list of one says only this device is signed in, a refusal with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  getDeleteOtherSessionsMockHandler,
  getDeleteSessionMockHandler,
  getGetNotificationPreferencesMockHandler,
  getGetPhoneNumberMockHandler,
  getGetTermConditionMockHandler,
  getGetUserInfoMockHandler,
  getListSessionsMockHandler,
} from '@pendana/api-sdk/msw';
import type { SessionItem } from '@pendana/api-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { PHONE, PREFERENCES, SESSIONS, TERMS, USER_INFO } from '../routes/settings-fixtures';
import { sessionMessages } from '../messages';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
let live: SessionItem[];
let ended: number[];
let endedOthers: number;

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  live = [...SESSIONS.data];
  ended = [];
  endedOthers = 0;
  server.use(
    getGetUserInfoMockHandler(USER_INFO),
    getGetPhoneNumberMockHandler(PHONE),
    getGetTermConditionMockHandler(TERMS),
    getGetNotificationPreferencesMockHandler(PREFERENCES),
    getListSessionsMockHandler(() => ({ data: live })),
    getDeleteSessionMockHandler(({ params }) => {
      const id = Number(params.id);
      ended.push(id);
      live = live.filter((session) => session.id !== id);
      return { message: 'Sesi telah diakhiri.' };
    }),
    getDeleteOtherSessionsMockHandler(() => {
      endedOthers += 1;
      const count = live.filter((session) => !session.current).length;
      live = live.filter((session) => session.current);
      return { message: 'Sesi lain telah diakhiri.', ended: count };
    }),
  );
});

async function section() {
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: t(sessionMessages.heading),
  });
  return heading.closest('section')!;
}

const rows = async (region: HTMLElement) =>
  within(
    await within(region).findByRole('list', { name: t(sessionMessages.heading) }),
  ).findAllByRole('listitem');

describe('active sessions', () => {
  it('lists this device first and marked; ends another after a confirmation', async () => {
    renderApp('/dashboard/setting');
    const region = await section();
    const items = await rows(region);
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Chrome 131 · Windows 10');
    expect(within(items[0]!).getByText(t(sessionMessages.current))).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]!.textContent).toContain('Safari 18 · iOS 18.1');
    expect(items[1]!.textContent).toContain('198.51.100.7');
    // Nothing said of the browser: named by the kind of device.
    expect(items[2]!.textContent).toContain(t(sessionMessages.deviceUnknown));

    await userEvent.click(
      within(items[1]!).getByRole('button', { name: 'Akhiri sesi Safari 18 · iOS 18.1' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t(sessionMessages.endTitle) });
    expect(ended).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: t(sessionMessages.end) }));
    await waitFor(() => expect(ended).toEqual([298]));
    await waitFor(async () => expect(await rows(region)).toHaveLength(2));
    expect(region.textContent).not.toContain('Safari 18');
  });

  it('cancelling the confirmation ends nothing', async () => {
    renderApp('/dashboard/setting');
    const region = await section();
    await rows(region);
    await userEvent.click(within(region).getByRole('button', { name: t(sessionMessages.endAll) }));
    const dialog = await screen.findByRole('alertdialog', { name: t(sessionMessages.endAllTitle) });
    await userEvent.click(within(dialog).getByRole('button', { name: t(sessionMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(endedOthers).toBe(0);
    expect(ended).toEqual([]);
  });

  it('ends all other sessions after a confirmation; a list of one says only this device is in', async () => {
    renderApp('/dashboard/setting');
    const region = await section();
    await rows(region);
    await userEvent.click(within(region).getByRole('button', { name: t(sessionMessages.endAll) }));
    const dialog = await screen.findByRole('alertdialog', { name: t(sessionMessages.endAllTitle) });
    await userEvent.click(within(dialog).getByRole('button', { name: t(sessionMessages.endAll) }));
    await waitFor(() => expect(endedOthers).toBe(1));
    await within(region).findByText(t(sessionMessages.onlyThis));
    expect(await rows(region)).toHaveLength(1);
    expect(within(region).queryByRole('button', { name: t(sessionMessages.endAll) })).toBeNull();
  });

  it('a refused list shows the reason with Retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/lender/sessions', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Sesi tidak dapat dimuat' }, { status: 404 })
          : HttpResponse.json(SESSIONS);
      }),
    );
    renderApp('/dashboard/setting');
    const region = await section();
    await within(region).findByText('Sesi tidak dapat dimuat');
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await rows(region)).toHaveLength(3);
  });
});
