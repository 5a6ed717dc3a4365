// Top up by e-wallet or QRIS on the SDK's MSW handlers: the options, the limits
// refused before sending, the request, the waiting top-up (OVO app, QRIS code and download, checks),
// paid / failed with the provider's code / expired, and the reset (spec §4).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EwalletTransaction } from '@pendana/api-sdk';
import {
  getGetLenderInfoResponseMock,
  getGetTopUpLimitMockHandler,
  getListPaymentOptionsMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { validationMessages } from '../../../i18n/common-messages';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { cardMessages, ewalletMessages, walletMessages } from '../messages';
import {
  OK_META,
  paymentOption as option,
  QR_PNG as PNG,
  topUp as transaction,
} from './wallet-fixtures';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const PAGE = '/dashboard/wallet?method=ewallet';

let created: unknown[];
let detail: () => {
  meta: typeof OK_META | { code: string; message: string; error: string | null };
  data: EwalletTransaction;
};

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  created = [];
  detail = () => ({ meta: OK_META, data: transaction({}) });
  server.use(
    getListPaymentOptionsMockHandler({
      data: {
        paymentOptions: [
          option('ovo', 'OVO'),
          option('dana', 'DANA', { aktif: false }),
          option('qris', 'QRIS', { max: 5_000_000 }),
          option('card', 'Kartu Debit/Kredit', { min: 50_000, biaya: 2_500 }),
        ],
      },
    }),
    getGetTopUpLimitMockHandler({
      data: {
        limitTopUp: {
          min: 10_000,
          max: 20_000_000,
          daily_remaining: 2_000_000,
          monthly_remaining: 90_000_000,
        },
      },
    }),
    http.post('*/api/v1/lender/ewallet/topup', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ meta: OK_META, data: transaction({}) });
    }),
    http.post('*/api/v1/lender/ewallet/detail', () => HttpResponse.json(detail())),
  );
});

/** Picks an e-wallet and waits for its form (it shows once the server's top-up limits are read). */
async function choose(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name }));
  await screen.findByLabelText(new RegExp(t(ewalletMessages.amount)));
  return user;
}

describe('top up by e-wallet or QRIS', () => {
  it('offers the methods with their fee; an inactive one cannot be chosen; the card has its own form', async () => {
    renderApp(PAGE);
    const group = await screen.findByRole('radiogroup', { name: t(ewalletMessages.method) });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['ovo', 'dana', 'qris']);
    expect((within(group).getByRole('radio', { name: /DANA/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(group.textContent).toContain('sedang tidak tersedia');
  });

  it('refuses an amount outside the limits and a phone that is not a mobile number, before sending', async () => {
    renderApp(PAGE);
    const user = await choose(/^OVO/);
    await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.amount))), '2500000');
    await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.phone))), '12345');
    await user.click(screen.getByRole('button', { name: 'Bayar dengan OVO' }));
    // Today's remaining allowance (Rp 2.000.000) is below the method's maximum: it applies.
    expect(await screen.findByText(t(validationMessages.topUpOutsideLimits))).toBeTruthy();
    expect(screen.getByText(t(validationMessages.phoneInvalid))).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('§9.18 the top-up limits come from the server: the same amount is refused under a lower allowance and sent under a higher one', async () => {
    const limits = (daily_remaining: number) =>
      getGetTopUpLimitMockHandler({
        data: {
          limitTopUp: {
            min: 10_000,
            max: 20_000_000,
            daily_remaining,
            monthly_remaining: 90_000_000,
          },
        },
      });
    const pay = async () => {
      const user = await choose(/^OVO/);
      await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.amount))), '150000');
      await user.type(
        screen.getByLabelText(new RegExp(t(ewalletMessages.phone))),
        '0812-3456-7890',
      );
      await user.click(screen.getByRole('button', { name: 'Bayar dengan OVO' }));
    };
    server.use(limits(100_000));
    const first = renderApp(PAGE);
    await pay();
    expect(await screen.findByText(t(validationMessages.topUpOutsideLimits))).toBeTruthy();
    expect(created).toEqual([]);
    first.unmount();

    server.use(limits(200_000));
    renderApp(PAGE);
    await pay();
    await waitFor(() =>
      expect(created).toEqual([{ payment_method: 'ovo', amount: 150_000, nomorHp: '81234567890' }]),
    );
  });

  it('asks the top-up with the phone as the provider wants it, and waits for the OVO app by its reference', async () => {
    const { context } = renderApp(PAGE);
    const user = await choose(/^OVO/);
    await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.amount))), '150000');
    await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.phone))), '0812-3456-7890');
    await user.click(screen.getByRole('button', { name: 'Bayar dengan OVO' }));
    expect(
      await screen.findByText(t(ewalletMessages.openApp).replace('{name}', 'OVO')),
    ).toBeTruthy();
    expect(created).toEqual([{ payment_method: 'ovo', amount: 150_000, nomorHp: '81234567890' }]);
    expect(new URLSearchParams(context.router.state.location.search).get('reference_id')).toBe(
      'TOP-1',
    );
  });

  it('§9.15 QRIS: shows the code, offers it as …qris.png, and a check says whether it arrived', async () => {
    let paid = false;
    detail = () => ({
      meta: OK_META,
      data: transaction({ payment_method: 'qris', qr_string: '000201', qr_image: PNG }),
    });
    server.use(
      http.post('*/api/v1/lender/ewallet/qris/check', () =>
        HttpResponse.json({
          meta: OK_META,
          data: transaction({
            payment_method: 'qris',
            qr_string: '000201',
            qr_image: PNG,
            status: paid ? 3 : 2,
          }),
        }),
      ),
    );
    renderApp(`${PAGE}&reference_id=TOP-1`);
    const image = await screen.findByRole('img', { name: t(ewalletMessages.qrAlt) });
    expect(image.getAttribute('src')).toBe(PNG);
    const download = screen.getByRole('link', { name: t(ewalletMessages.download) });
    expect(download.getAttribute('download')).toMatch(/qris\.png$/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t(ewalletMessages.check) }));
    expect(await screen.findByText(t(ewalletMessages.stillWaiting))).toBeTruthy();
    paid = true;
    await user.click(screen.getByRole('button', { name: t(ewalletMessages.check) }));
    expect(await screen.findByText(t(ewalletMessages.paidTitle))).toBeTruthy();
  });

  it('§9.16 §9.15 the QRIS code downloads under a generated reference: 7 characters of the email before the at-sign, YYMMDDHHmm, then qris.png', async () => {
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({
          data: { ...getGetLenderInfoResponseMock().data, email: 'siti.aminah@example.com' },
        }),
      ),
    );
    detail = () => ({
      meta: OK_META,
      data: transaction({ payment_method: 'qris', qr_string: '000201', qr_image: PNG }),
    });
    const two = (value: number) => String(value).padStart(2, '0');
    const stamp = (at: Date) =>
      [at.getFullYear() % 100, at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()]
        .map(two)
        .join('');
    const before = stamp(new Date());
    renderApp(`${PAGE}&reference_id=TOP-1`);
    await screen.findByRole('img', { name: t(ewalletMessages.qrAlt) });
    const name = screen
      .getByRole('link', { name: t(ewalletMessages.download) })
      .getAttribute('download');
    const after = stamp(new Date());
    expect([`siti.am${before}-qris.png`, `siti.am${after}-qris.png`]).toContain(name);
  });

  it("§8.22 §4.22 a failed OVO payment shows the provider's message and code; start again clears it", async () => {
    detail = () => ({
      meta: { code: '17', message: 'Transaksi ditolak pengguna', error: null },
      data: transaction({ status: 4 }),
    });
    const { context } = renderApp(`${PAGE}&reference_id=TOP-1`);
    expect(await screen.findByText(t(ewalletMessages.failedTitle))).toBeTruthy();
    expect(screen.getByText('Transaksi ditolak pengguna (kode 17)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t(ewalletMessages.reset) }));
    await waitFor(() =>
      expect(
        new URLSearchParams(context.router.state.location.search).get('reference_id'),
      ).toBeNull(),
    );
    expect(await screen.findByRole('radiogroup', { name: t(ewalletMessages.method) })).toBeTruthy();
  });

  it('an expired payment says nothing was charged', async () => {
    detail = () => ({
      meta: { code: '68', message: 'Expired', error: null },
      data: transaction({ status: 8 }),
    });
    renderApp(`${PAGE}&reference_id=TOP-1`);
    expect(await screen.findByText(t(ewalletMessages.expiredTitle))).toBeTruthy();
  });

  it("§8.19 a 404 of the top-up's detail shows the server's message (spec §8)", async () => {
    server.use(
      http.post('*/api/v1/lender/ewallet/detail', () =>
        HttpResponse.json({ message: 'Transaksi tidak ditemukan' }, { status: 404 }),
      ),
    );
    renderApp(`${PAGE}&reference_id=NOPE`);
    expect(await screen.findByText('Transaksi tidak ditemukan')).toBeTruthy();
    // Start again is still there: the lender is never stuck on a lost top-up.
    expect(screen.getByRole('button', { name: t(ewalletMessages.reset) })).toBeTruthy();
  });

  it('§4.22 start again clears the whole top-up: a QRIS one with the status the provider appended, and a card one', async () => {
    detail = () => ({
      meta: OK_META,
      data: transaction({ payment_method: 'qris', qr_string: '000201', qr_image: PNG }),
    });
    const { context } = renderApp(`${PAGE}&reference_id=TOP-1&status=2&authentication_id=A-1`);
    const user = userEvent.setup();
    await screen.findByRole('img', { name: t(ewalletMessages.qrAlt) });
    await user.click(screen.getByRole('button', { name: 'Mulai lagi' }));
    const group = await screen.findByRole('radiogroup', { name: t(ewalletMessages.method) });
    expect(context.router.state.location.search).toBe('?method=ewallet');
    // Nothing of the earlier top-up stays: no method chosen, no QRIS code, no form.
    expect(
      within(group)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.queryByRole('img', { name: t(ewalletMessages.qrAlt) })).toBeNull();
    expect(screen.queryByLabelText(new RegExp(t(ewalletMessages.amount)))).toBeNull();

    detail = () => ({ meta: OK_META, data: transaction({ payment_method: 'card' }) });
    await context.router.navigate('/dashboard/wallet?method=card&reference_id=CARD-1&status=2');
    await user.click(await screen.findByRole('button', { name: 'Mulai lagi' }));
    expect(await screen.findByRole('button', { name: t(cardMessages.submit) })).toBeTruthy();
    expect(context.router.state.location.search).toBe('?method=card');
  });

  it("§8.18 another 4xx of a wallet call shows the server's message", async () => {
    server.use(
      http.post('*/api/v1/lender/ewallet/topup', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          { message: 'Nomor OVO tidak terdaftar', meta: { code: '400', message: 'Bad Request' } },
          { status: 400 },
        );
      }),
    );
    const { context } = renderApp(PAGE);
    const user = await choose(/^OVO/);
    await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.amount))), '150000');
    await user.type(screen.getByLabelText(new RegExp(t(ewalletMessages.phone))), '081234567890');
    await user.click(screen.getByRole('button', { name: 'Bayar dengan OVO' }));
    expect(await screen.findByText('Nomor OVO tidak terdaftar')).toBeTruthy();
    expect(created).toHaveLength(1);
    // Nothing started: the form stays for another try.
    expect(
      new URLSearchParams(context.router.state.location.search).get('reference_id'),
    ).toBeNull();
  });

  it('the options failing shows the text with Retry', async () => {
    server.use(
      http.get('*/api/v1/lender/ewallet/payment-options', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText(t(walletMessages.somethingWrong))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
