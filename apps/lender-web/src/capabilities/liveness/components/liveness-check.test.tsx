// The liveness check runs the flow of the provider it is given (the server's setting), and when that
// provider fails to start (no answer, a 5xx) it offers the other one: taking the offer runs the
// other provider's flow, and its result is stored like any other. A refusal of the lender (4xx) is
// not the provider's failure: no offer.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { configureClient } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { server, setupMswServer } from '../../../test/msw-server';
import { LIVENESS_MESSAGE, type LivenessMessage, type LivenessProvider } from '../utils/liveness';
import { LivenessCheck, type StoredLiveness } from './liveness-check';

setupMswServer();

const SELFIE = 'data:image/jpeg;base64,/9j/2Q==';
const PRIVY_PAGE = 'http://provider.test/sandbox/liveness/PRV-1';

/** Which provider calls reached the server, in order. */
let calls: string[];
/** What the wizard stored (storeLivenessResult bodies). */
let stored: Record<string, unknown>[];
/** The provider window the check opened. */
let opened: { location: { href: string }; close: () => void };

function providers(privy: 'up' | number, vida: 'up' | number = 'up') {
  server.use(
    http.get('*/api/v1/privy-web-liveness/generate-url', () => {
      calls.push('privy');
      return privy === 'up'
        ? HttpResponse.json({
            data: {
              user_landing_url: PRIVY_PAGE,
              reference_number: 'PRV-1',
              expires_at: '2026-11-27T10:15:00+07:00',
            },
          })
        : HttpResponse.json({ message: 'Layanan sedang tidak tersedia' }, { status: privy });
    }),
    http.post('*/api/v1/vida/liveness/token', () => {
      calls.push('vida');
      return vida === 'up'
        ? HttpResponse.json({
            data: { access_token: 'tok-vida', expires_in: 900, transaction_id: 'VID-1' },
          })
        : HttpResponse.json({ message: 'Layanan sedang tidak tersedia' }, { status: vida });
    }),
    http.post('*/api/v2/lender/ekyc/liveness/store', async ({ request }) => {
      stored.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: { status_ekyc: 0, liveness_passed: true } });
    }),
  );
}

function renderCheck(
  provider: LivenessProvider,
  locale: 'id' | 'en' = 'id',
  onResult: (result: StoredLiveness) => void = vi.fn(),
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <IntlProvider locale={locale} defaultLocale="id" messages={locale === 'id' ? id : en}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[locale === 'id' ? '/dashboard/ekyc' : '/en/dashboard/ekyc']}>
          <LivenessCheck selfie={SELFIE} result={null} onResult={onResult} provider={provider} />
        </MemoryRouter>
      </QueryClientProvider>
    </IntlProvider>,
  );
}

/** What the app's return page posts to this window when the provider sends the lender back. */
function handBack(provider: LivenessProvider, transactionId: string) {
  const data: LivenessMessage = {
    type: LIVENESS_MESSAGE,
    outcome: {
      code: 'LIVENESS_PASSED',
      transaction_id: transactionId,
      result: true,
      score: 0.95,
      imgManipulationScore: 0.02,
      provider,
    },
  };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
  });
}

beforeEach(() => {
  calls = [];
  stored = [];
  opened = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
  configureClient({ baseURL: '/api', getToken: () => 'tok-live', getLang: () => 'id' });
});
afterEach(() => vi.restoreAllMocks());

describe('the provider the check starts with', () => {
  it('privy: asks for a privy session and opens its landing page', async () => {
    providers('up');
    renderCheck('privy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mulai tes liveness' }));
    await screen.findByText('Selesaikan tes di jendela penyedia, lalu kembali ke halaman ini.');
    expect(calls).toEqual(['privy']);
    expect(opened.location.href.startsWith(`${PRIVY_PAGE}?return_url=`)).toBe(true);
  });

  it("vida: asks for a vida token and opens the vida page with it, never privy's", async () => {
    providers('up');
    renderCheck('vida');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mulai tes liveness' }));
    await screen.findByText('Selesaikan tes di jendela penyedia, lalu kembali ke halaman ini.');
    expect(calls).toEqual(['vida']);
    expect(new URL(opened.location.href).searchParams.get('access_token')).toBe('tok-vida');
  });
});

describe('the other provider when the first fails', () => {
  it.each([503, 500, 502])(
    'privy answers %s: the other provider is offered; taking it runs the vida flow and stores its result',
    async (status) => {
      providers(status);
      const onResult = vi.fn();
      renderCheck('privy', 'id', onResult);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Mulai tes liveness' }));
      const offer = await screen.findByRole('alert');
      expect(offer.textContent).toContain(
        'Penyedia tes liveness sedang tidak dapat digunakan. Anda dapat melanjutkan tes dengan penyedia lain, VIDA.',
      );
      expect(opened.close).toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Coba penyedia lain (VIDA)' }));
      await screen.findByText('Selesaikan tes di jendela penyedia, lalu kembali ke halaman ini.');
      expect(calls).toEqual(['privy', 'vida']);
      expect(new URL(opened.location.href).searchParams.get('access_token')).toBe('tok-vida');
      expect(screen.queryByRole('button', { name: /Coba penyedia lain/ })).toBeNull();

      handBack('vida', 'VID-1');
      await vi.waitFor(() =>
        expect(onResult).toHaveBeenCalledWith({ transaction_id: 'VID-1', passed: true }),
      );
      expect(stored).toEqual([
        expect.objectContaining({ provider: 'vida', transaction_id: 'VID-1', face_1: SELFIE }),
      ]);

      // A repeat of the test stays with the provider that worked.
      await user.click(screen.getByRole('button', { name: 'Mulai tes liveness' }));
      await vi.waitFor(() => expect(calls).toEqual(['privy', 'vida', 'vida']));
    },
  );

  it('vida first and down: privy is offered (in English)', async () => {
    providers('up', 503);
    renderCheck('vida', 'en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start the liveness test' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The liveness test provider cannot be used right now. You can take the test with the other provider, PrivyID.',
    );
    await user.click(screen.getByRole('button', { name: 'Try the other provider (PrivyID)' }));
    await screen.findByText('Finish the test in the provider window, then come back to this page.');
    expect(calls).toEqual(['vida', 'privy']);
  });

  it('both down: the offer goes back to the first one', async () => {
    providers(503, 503);
    renderCheck('privy');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mulai tes liveness' }));
    await user.click(await screen.findByRole('button', { name: 'Coba penyedia lain (VIDA)' }));
    await screen.findByRole('button', { name: 'Coba penyedia lain (PrivyID)' });
    expect(calls).toEqual(['privy', 'vida']);
  });

  it('a refusal of the lender (403) is no failure of the provider: its message, no offer', async () => {
    server.use(
      http.get('*/api/v1/privy-web-liveness/generate-url', () =>
        HttpResponse.json({ message: 'Khusus lender perorangan' }, { status: 403 }),
      ),
    );
    renderCheck('privy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mulai tes liveness' }));
    expect(await screen.findByText('Khusus lender perorangan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Coba penyedia lain/ })).toBeNull();
  });
});
