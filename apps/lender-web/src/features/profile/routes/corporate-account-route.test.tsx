// My Account of a corporation on the SDK's MSW handlers: the company's profile, the
// way to each part's single-page edit, both providers' signature state, the corporate data
// verification; error with Retry; an individual is sent home.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  getGetCorporateProfileMockHandler,
  getGetLenderInfoResponseMock,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { markConfirmed } from '../../../capabilities/password-confirmation';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { currentPath, renderApp } from '../../../test/render-app';
import { CORPORATE_PROFILE } from './my-account-fixtures';

setupMswServer();

const PAGE = '/dashboard/my-account-corporate';
const info = getGetLenderInfoResponseMock();
const lenderInfo = (lender_type: 1 | 2, user_status = 'active') =>
  http.get('*/api/v1/lender_info', () =>
    HttpResponse.json({ ...info, data: { ...info.data, lender_type, user_status } }),
  );

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '2001', userStatus: 'active' });
  markConfirmed('tok-1');
  server.use(lenderInfo(2), getGetCorporateProfileMockHandler({ data: CORPORATE_PROFILE }));
});

describe('my account of a corporation', () => {
  it("shows the company's profile, each part's edit and the signature state", async () => {
    renderApp(PAGE);
    const company = (await screen.findByRole('heading', { name: 'Data badan hukum' })).closest(
      'section',
    )!;
    expect(within(company).getByText('PT Berkah Amanah Sejahtera')).toBeTruthy();
    expect(within(company).getByText('+62 812-9876-5432')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ubah data pemegang saham' }).getAttribute('href'),
    ).toBe('/dashboard/corporate-kyc?edit=shareholders');
    expect(screen.getByText('Menunggu tanda tangan')).toBeTruthy();
    expect(screen.getByText('Data Anda sudah terverifikasi.')).toBeTruthy();
  });

  it('a corporation not yet active sends its data through the corporate verification', async () => {
    const user = userEvent.setup();
    let called = '';
    server.use(
      lenderInfo(2, 'pending'),
      http.post('*/api/v1/lender_corporation/profile/verify_data', () => {
        called = 'corporate';
        return HttpResponse.json({
          message: 'Data badan hukum sedang kami verifikasi',
          data: { user_status: 'pending' },
        });
      }),
      http.post('*/api/v2/lender/profile/verify_data', () => {
        called = 'individual';
        return HttpResponse.json({ message: 'x', data: { user_status: 'pending' } });
      }),
    );
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Kirim data untuk diverifikasi' }));
    expect(await screen.findByText('Data badan hukum sedang kami verifikasi')).toBeTruthy();
    expect(called).toBe('corporate');
  });

  it('a refused profile shows the reason with Retry', async () => {
    server.use(
      http.get('*/api/v1/lender_corporation/profile', () =>
        HttpResponse.json({ message: 'Akses ditolak' }, { status: 403 }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Akses ditolak')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });

  it('an individual is sent to its home; a corporation opening My Account of individuals too', async () => {
    server.use(lenderInfo(1));
    const first = renderApp(PAGE);
    await waitFor(() => expect(currentPath(first.context)).toBe('/dashboard'));
    first.unmount();
    server.use(lenderInfo(2));
    const second = renderApp('/dashboard/my-account');
    await waitFor(() => expect(currentPath(second.context)).toBe('/dashboard'));
  });
});
