// The money action on checkout against the SDK's MSW handlers (verifyPassword, checkout_new).
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  checkoutProject,
  isApiError,
  type CheckoutRequest,
  type CheckoutResult,
} from '@pendana/api-sdk';
import { getCheckoutProjectResponseMock, getVerifyPasswordMockHandler } from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../lib/toaster';
import { server, setupMswServer } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { CheckoutExample } from '../../test/patterns/checkout-example';
import { useMoneyAction, type MoneyActionRequest } from './use-money-action';
import compiledId from '../../i18n/compiled/id.json';

setupMswServer();

const TEXTS = {
  packages: 'Jumlah paket',
  fund: 'Danai',
  title: 'Konfirmasi pendanaan',
  topUp: 'Isi saldo',
};
// What the lender-api accepts as a key (lender-api shared/idempotency.ts).
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

const Intl = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="id" defaultLocale="id" messages={compiledId} onError={() => undefined}>
    {children}
  </IntlProvider>
);

let checkouts: { key: string | null; body: unknown }[];
let verified: unknown[];

function answerCheckout(answer: CheckoutResult | (() => Promise<Response> | Response)) {
  server.use(
    http.post('*/api/newProyek/checkout_new', async ({ request }) => {
      checkouts.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return typeof answer === 'function' ? answer() : HttpResponse.json(answer);
    }),
  );
}

beforeEach(() => {
  checkouts = [];
  verified = [];
  server.use(
    getVerifyPasswordMockHandler(async ({ request }) => {
      verified.push(await request.json());
      return { success: 'Kata sandi benar' };
    }),
  );
  answerCheckout(getCheckoutProjectResponseMock());
  vi.spyOn(toaster, 'create');
});

afterEach(() => vi.restoreAllMocks());

async function fund(password = 'rahasia123') {
  await userEvent.click(screen.getByRole('button', { name: 'Danai' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi pendanaan' });
  expect(dialog.textContent).toMatch(/Rp\s?2\.000\.000/);
  await userEvent.type(within(dialog).getByLabelText(/Kata sandi/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
  return dialog;
}

describe('money action (checkout)', () => {
  it('§4.19 §8.15 §9.13 verifies the password, sends the checkout with a key, shows the result and an 8 s toast', async () => {
    renderScreen(<CheckoutExample texts={TEXTS} />);
    await fund();
    const result = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(result.textContent).toContain('Berhasil Checkout Pendanaan');
    expect(verified).toEqual([{ password: 'rahasia123' }]);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.body).toEqual({ id_proyek: 17, paket: 2 });
    expect(checkouts[0]!.key).toMatch(KEY_PATTERN);
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'Berhasil Checkout Pendanaan',
      type: 'success',
      duration: 8000,
    });

    await userEvent.click(within(result).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Danai' })),
    );
  });

  it("§8.5 shows the server's refusal of the password and sends no checkout; then a right one goes through", async () => {
    server.use(
      getVerifyPasswordMockHandler(async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'benar' ? { success: 'Kata sandi benar' } : { error: 'Password salah' };
      }),
    );
    renderScreen(<CheckoutExample texts={TEXTS} />);
    const dialog = await fund('keliru');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Password salah');
    expect(checkouts).toHaveLength(0);

    const input = within(dialog).getByLabelText(/Kata sandi/);
    await userEvent.clear(input);
    await userEvent.type(input, 'benar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(checkouts).toHaveLength(1);
  });

  it('§8.5 shows the first password error of a 422', async () => {
    server.use(
      http.post('*/api/newAuth/verifyPassword', () =>
        HttpResponse.json(
          { message: 'Data tidak valid', errors: { password: ['Kata sandi wajib diisi'] } },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<CheckoutExample texts={TEXTS} />);
    const dialog = await fund();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Kata sandi wajib diisi');
  });

  it('asks for the password before sending anything', async () => {
    renderScreen(<CheckoutExample texts={TEXTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Danai' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(within(dialog).getByText('Kata sandi harap diisi')).toBeTruthy();
    expect(verified).toHaveLength(0);
  });

  it("shows the server's refusal of the checkout (200 with error) as the result and an 8 s toast, with the next step", async () => {
    answerCheckout({ error: 'Dana Tidak Cukup' });
    renderScreen(<CheckoutExample texts={TEXTS} />);
    await fund();
    const result = await screen.findByRole('alertdialog', { name: 'Gagal' });
    expect(result.textContent).toContain('Dana Tidak Cukup');
    expect(within(result).getByRole('button', { name: 'Isi saldo' })).toBeTruthy();
    // the server answered: the same attempt is not offered again
    expect(within(result).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'Dana Tidak Cukup',
      type: 'error',
      duration: 8000,
    });
  });

  it('sends nothing for a second confirm while the first is on its way (double submit)', async () => {
    answerCheckout(async () => {
      await delay(100);
      return HttpResponse.json(getCheckoutProjectResponseMock());
    });
    const mutate = vi.fn((input: CheckoutRequest, request: MoneyActionRequest) =>
      checkoutProject(input, request),
    );
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useMoneyAction({ mutate, onSuccess }), { wrapper: Intl });
    act(() => result.current.start({ id_proyek: 17, paket: 1 }));
    act(() => {
      result.current.confirm('rahasia123');
      result.current.confirm('rahasia123');
    });
    await waitFor(() => expect(result.current.step).toBe('result'));
    act(() => result.current.retry());
    expect(verified).toHaveLength(1);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(checkouts).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(getCheckoutProjectResponseMock(), {
      id_proyek: 17,
      paket: 1,
    });
  });

  it("uses the screen's own failure text where spec §8 names one", async () => {
    answerCheckout(() => HttpResponse.json({ message: 'x' }, { status: 500 }));
    const { result } = renderHook(
      () =>
        useMoneyAction({
          mutate: (input: CheckoutRequest, request: MoneyActionRequest) =>
            checkoutProject(input, request),
          errorText: (error) => `Ups terjadi kesalahan ${isApiError(error) ? error.status : ''}`,
        }),
      { wrapper: Intl },
    );
    act(() => result.current.start({ id_proyek: 17, paket: 1 }));
    act(() => result.current.confirm('rahasia123'));
    await waitFor(() => expect(result.current.outcome?.text).toBe('Ups terjadi kesalahan 500'));
    expect(result.current.outcome).toMatchObject({ ok: false, retryable: true });
  });

  it('retries a lost answer with the same key and no new password; a new attempt gets a new key', async () => {
    let calls = 0;
    answerCheckout(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.error()
        : HttpResponse.json(getCheckoutProjectResponseMock());
    });
    renderScreen(<CheckoutExample texts={TEXTS} />);
    await fund();
    const failed = await screen.findByRole('alertdialog', { name: 'Gagal' });
    expect(failed.textContent).toContain('Server tidak dapat dihubungi');
    await userEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    const result = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(verified).toHaveLength(1);
    expect(checkouts).toHaveLength(2);
    expect(checkouts[1]!.key).toBe(checkouts[0]!.key);

    await userEvent.click(within(result).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await fund();
    await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(checkouts).toHaveLength(3);
    expect(checkouts[2]!.key).not.toBe(checkouts[0]!.key);
  });
});
