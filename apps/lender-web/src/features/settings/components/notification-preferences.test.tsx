// Notification preferences in Settings on the SDK's MSW handlers: the inbox always on, the e-mail of
// money-out and security kinds shown on and locked, the others switchable; saving sends the language
// and the switchable kinds, toasts, and shows the server's refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationPreferencesUpdate } from '@pendana/api-sdk';
import {
  getGetNotificationPreferencesMockHandler,
  getGetPhoneNumberMockHandler,
  getGetTermConditionMockHandler,
  getGetUserInfoMockHandler,
  getUpdateNotificationPreferencesMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { PHONE, PREFERENCES, TERMS, USER_INFO } from '../routes/settings-fixtures';
import { notificationMessages } from '../messages';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
let sent: NotificationPreferencesUpdate[];

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  sent = [];
  server.use(
    getGetUserInfoMockHandler(USER_INFO),
    getGetPhoneNumberMockHandler(PHONE),
    getGetTermConditionMockHandler(TERMS),
    getGetNotificationPreferencesMockHandler(PREFERENCES),
    getUpdateNotificationPreferencesMockHandler(async ({ request }) => {
      const body = (await request.json()) as NotificationPreferencesUpdate;
      sent.push(body);
      return { data: { ...PREFERENCES.data, lang: body.lang } };
    }),
  );
  vi.spyOn(toaster, 'create');
});

async function section() {
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: t(notificationMessages.heading),
  });
  const region = heading.closest('section')!;
  await within(region).findAllByRole('switch');
  return region;
}

describe('notification preferences', () => {
  it('shows the inbox always on and locks the e-mail of money-out and security kinds on', async () => {
    renderApp('/dashboard/setting');
    const region = await section();
    expect(within(region).getByText(t(notificationMessages.inboxAlways))).toBeTruthy();
    const withdrawal = within(region).getByRole('switch', { name: 'Penarikan dibayar' });
    expect((withdrawal as HTMLInputElement).checked).toBe(true);
    expect((withdrawal as HTMLInputElement).disabled).toBe(true);
    const password = within(region).getByRole('switch', { name: 'Kata sandi diubah' });
    expect((password as HTMLInputElement).disabled).toBe(true);
    const yieldSwitch = within(region).getByRole('switch', { name: 'Imbal hasil diterima' });
    expect((yieldSwitch as HTMLInputElement).disabled).toBe(false);
    expect(within(region).getAllByText(t(notificationMessages.required))).toHaveLength(2);
  });

  it('saves the language and the switchable kinds only, and says so', async () => {
    renderApp('/dashboard/setting');
    const region = await section();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('switch', { name: 'Imbal hasil diterima' }));
    await user.click(within(region).getByRole('radio', { name: 'English' }));
    await user.click(within(region).getByRole('button', { name: t(notificationMessages.save) }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      lang: 'en',
      kinds: [
        { kind: 'funding_confirmed', email: true },
        { kind: 'yield_received', email: false },
      ],
    });
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: t(notificationMessages.saved) }),
      ),
    );
  });

  it("shows the server's refusal with its reason", async () => {
    server.use(
      http.put('*/api/v1/lender/notifications/preferences', () =>
        HttpResponse.json(
          { message: 'Data tidak valid', errors: { kinds: ['Email penarikan selalu dikirim'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp('/dashboard/setting');
    const region = await section();
    await userEvent
      .setup()
      .click(within(region).getByRole('button', { name: t(notificationMessages.save) }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(t(notificationMessages.failed));
    expect(alert.textContent).toContain('Email penarikan selalu dikirim');
  });
});
