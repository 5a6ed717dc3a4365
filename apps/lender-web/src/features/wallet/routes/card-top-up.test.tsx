// Top up by card on the SDK's MSW handlers: saved cards (an expired one marked and
// not choosable), delete after a confirmation with the server's text, 'Card not allowed' named as not
// registered (§8), the request of a new card, and the way back from 3-D Secure finishing it once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  getGetTopUpLimitMockHandler,
  getListCardsMockHandler,
  getListPaymentOptionsMockHandler,
} from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { cardMessages, ewalletMessages } from '../messages';
import { CARD_OPTION, SAVED_CARDS, WIDE_LIMITS } from './wallet-fixtures';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const PAGE = '/dashboard/wallet?method=card';

let prepared: unknown[];
let deleted: unknown[];

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  prepared = [];
  deleted = [];
  server.use(
    getListPaymentOptionsMockHandler({ data: { paymentOptions: [CARD_OPTION] } }),
    getGetTopUpLimitMockHandler(WIDE_LIMITS),
    getListCardsMockHandler({ data: { cardList: SAVED_CARDS } }),
    http.post('*/api/v1/lender/ewallet/card/delete', async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ message: 'Kartu Debit/Kredit berhasil di hapus' });
    }),
  );
  vi.spyOn(toaster, 'create');
});

afterEach(() => vi.restoreAllMocks());

describe('top up by card', () => {
  it('marks an expired card and does not let it be chosen; a valid saved card is chosen first', async () => {
    renderApp(PAGE);
    const expired = (await screen.findByRole('radio', { name: /^MASTERCARD/ })) as HTMLInputElement;
    expect(expired.disabled).toBe(true);
    expect(expired.closest('label')?.textContent).toContain(t(cardMessages.expired));
    expect((screen.getByRole('radio', { name: /^VISA/ }) as HTMLInputElement).checked).toBe(true);
    // The fee and the total are said before paying.
    expect(screen.getByText(/Biaya kartu Rp\s?2\.500/)).toBeTruthy();
  });

  it("§8.20 deletes a card only after the confirmation, with 'Kartu Debit/Kredit berhasil di hapus'", async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Hapus kartu MASTERCARD/ }));
    const dialog = await screen.findByRole('alertdialog', { name: t(cardMessages.confirmTitle) });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t(cardMessages.delete) }));
    await waitFor(() => expect(deleted).toEqual([{ card_id: 8 }]));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Kartu Debit/Kredit berhasil di hapus', type: 'success' }),
      ),
    );
  });

  it.each([
    ['id', PAGE, /^Hapus kartu MASTERCARD/, 'Hapus', 'Kartu Debit/Kredit berhasil di hapus'],
    [
      'en',
      `/en${PAGE}`,
      /^Delete the card MASTERCARD/,
      'Delete',
      'The debit/credit card was deleted',
    ],
  ])(
    "§8.20 %s: an answer without a message still says spec §8's 'Kartu Debit/Kredit berhasil di hapus' (its translation in English)",
    async (_lang, path, deleteButton, confirm, text) => {
      server.use(
        http.post('*/api/v1/lender/ewallet/card/delete', async ({ request }) => {
          deleted.push(await request.json());
          return HttpResponse.json({});
        }),
      );
      const user = userEvent.setup();
      renderApp(path);
      await user.click(await screen.findByRole('button', { name: deleteButton }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(deleted).toEqual([{ card_id: 8 }]));
      await waitFor(() =>
        expect(toaster.create).toHaveBeenCalledWith(
          expect.objectContaining({ title: text, type: 'success' }),
        ),
      );
    },
  );

  it("§5.15 §8.17 'Card not allowed' says the card number is not registered; the new card went as typed (expiry MM/YYYY)", async () => {
    server.use(
      http.post('*/api/v1/lender/ewallet/card/pre-topup', async ({ request }) => {
        prepared.push(await request.json());
        return HttpResponse.json(
          {
            message: 'Card not allowed',
            meta: { code: '422', message: 'Card not allowed', error: 'Card not allowed' },
          },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: t(cardMessages.newCard) }));
    await user.type(
      screen.getByLabelText(new RegExp(t(cardMessages.number))),
      '4111 1111 1111 1111',
    );
    await user.type(screen.getByLabelText(/Masa berlaku/), '12/2030');
    await user.type(screen.getByLabelText(new RegExp(t(cardMessages.name))), 'Budi Santoso');
    await user.type(screen.getByLabelText(new RegExp(t(cardMessages.amount))), '60000');
    await user.click(screen.getByRole('button', { name: t(cardMessages.submit) }));
    expect(await screen.findByText('Nomor kartu yang Anda masukkan tidak terdaftar.')).toBeTruthy();
    expect(prepared).toEqual([
      {
        amount: 60_000,
        card_number: '4111111111111111',
        card_expiry: '12/2030',
        nama_pemilik: 'Budi Santoso',
        simpan_kartu: true,
      },
    ]);
  });

  it.each(['12/30', '2030-12', '13/2030'])(
    '§5.15 a new card expiry that is not MM/YYYY (%s) is refused before sending',
    async (typed) => {
      const user = userEvent.setup();
      renderApp(PAGE);
      await user.click(await screen.findByRole('radio', { name: t(cardMessages.newCard) }));
      const expiry = screen.getByLabelText(/Masa berlaku/);
      expect(expiry.getAttribute('placeholder')).toBe('MM/YYYY');
      await user.type(expiry, typed);
      await user.click(screen.getByRole('button', { name: t(cardMessages.submit) }));
      expect(await screen.findByText('Format masa berlaku MM/YYYY')).toBeTruthy();
      expect(prepared).toEqual([]);
    },
  );

  describe('§5.16 a card counts as expired only once the end of its month is before now', () => {
    afterEach(() => vi.useRealTimers());

    it('§5.16 on the last evening of 12/2030 the VISA card (12/2030) can still be chosen; 11/2030 is refused', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 11, 31, 23, 59, 0) });
      const user = userEvent.setup();
      renderApp(PAGE);
      const visa = (await screen.findByRole('radio', { name: /^VISA/ })) as HTMLInputElement;
      expect(visa.disabled).toBe(false);
      expect(visa.checked).toBe(true);
      expect(visa.closest('label')?.textContent).not.toContain('kedaluwarsa');
      await user.click(screen.getByRole('radio', { name: t(cardMessages.newCard) }));
      await user.type(screen.getByLabelText(/Masa berlaku/), '11/2030');
      await user.click(screen.getByRole('button', { name: t(cardMessages.submit) }));
      expect(await screen.findByText('Kartu sudah kedaluwarsa')).toBeTruthy();
      expect(prepared).toEqual([]);
    });

    it('§5.16 from the first moment of 01/2031 the VISA card (12/2030) is marked expired and cannot be chosen', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 0, 1, 0, 0, 1) });
      renderApp(PAGE);
      const visa = (await screen.findByRole('radio', { name: /^VISA/ })) as HTMLInputElement;
      expect(visa.disabled).toBe(true);
      expect(visa.closest('label')?.textContent).toContain('kedaluwarsa');
      expect(
        (screen.getByRole('radio', { name: t(cardMessages.newCard) }) as HTMLInputElement).checked,
      ).toBe(true);
    });
  });

  it("§8.18 another 4xx of the card top-up shows the server's message, not 'not registered'", async () => {
    server.use(
      http.post('*/api/v1/lender/ewallet/card/pre-topup', () =>
        HttpResponse.json(
          {
            message: 'Kartu ditolak oleh bank penerbit',
            meta: { code: '400', message: 'Kartu ditolak oleh bank penerbit', error: 'Declined' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.type(await screen.findByLabelText(new RegExp(t(cardMessages.amount))), '60000');
    await user.click(screen.getByRole('button', { name: t(cardMessages.submit) }));
    expect(await screen.findByText('Kartu ditolak oleh bank penerbit')).toBeTruthy();
    expect(screen.queryByText('Nomor kartu yang Anda masukkan tidak terdaftar.')).toBeNull();
  });

  it('refuses an expired new card before sending', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: t(cardMessages.newCard) }));
    await user.type(screen.getByLabelText(/Masa berlaku/), '01/2020');
    await user.click(screen.getByRole('button', { name: t(cardMessages.submit) }));
    expect(await screen.findByText('Kartu sudah kedaluwarsa')).toBeTruthy();
    expect(prepared).toEqual([]);
  });

  it('back from 3-D Secure: finishes the payment once, drops the one-time id and follows the top-up', async () => {
    const finished: unknown[] = [];
    server.use(
      http.post('*/api/v1/lender/ewallet/card/topup', async ({ request }) => {
        finished.push(await request.json());
        return HttpResponse.json({
          meta: { code: '00', message: 'Success', error: null },
          data: {},
        });
      }),
      http.post('*/api/v1/lender/ewallet/detail', () =>
        HttpResponse.json({
          meta: { code: '00', message: 'Success', error: null },
          data: {
            reference_id: 'CARD-1',
            payment_method: 'card',
            amount: 60_000,
            status: 3,
            qr_string: null,
            qr_image: null,
            redirect_url: null,
            expired_at: '2026-11-24T10:15:00+07:00',
            created_at: '2026-11-24T10:00:00+07:00',
          },
        }),
      ),
    );
    const { context } = renderApp(`${PAGE}&reference_id=CARD-1&status=1&authentication_id=AUTH-9`);
    expect(await screen.findByText(t(ewalletMessages.paidTitle))).toBeTruthy();
    expect(finished).toEqual([{ reference_id: 'CARD-1', authentication_id: 'AUTH-9' }]);
    const params = new URLSearchParams(context.router.state.location.search);
    expect(params.get('authentication_id')).toBeNull();
    expect(params.get('reference_id')).toBe('CARD-1');
  });
});
