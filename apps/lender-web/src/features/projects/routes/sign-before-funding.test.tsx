// Signing the agreement before funding on the SDK's MSW handlers: hold the packages
// (update-isbooking) and ask the provider's signing link, come back from the provider to the project's
// drawer, see the hold (booking detail) and the agreement's status, fund the held packages, release.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  getCheckoutProjectResponseMock,
  getCreatePrivySigningLinkMockHandler,
  getGetBookingDetailMockHandler,
  getGetPrivySigningStatusMockHandler,
  getGetProjectDetailMockHandler,
  getGetProjectDetailResponseMock,
  getGetVidaSignEnvelopeStatusMockHandler,
  getListProjectsResponseMock,
  getUpdateBookingMockHandler,
  getVerifyPasswordMockHandler,
} from '@pendana/api-sdk/msw';
import type { Booking, BookingUpdateRequest, PrivyDocumentStatus } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packagesMessages } from '../../../capabilities/money-action';
import {
  preCheckoutMessages,
  readPreCheckout,
  savePreCheckout,
  signingMessages,
  signingNavigation,
  type PreCheckout,
} from '../../../capabilities/signing';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const STILL = 'Persetujuan dokumen masih dalam proses';
const DRAWER = '/dashboard/search-for-funding?drawer=project&id=17';

const held: PreCheckout = {
  provider: 'vida-sign',
  projectId: 17,
  paket: 2,
  bookingToken: 'BK-17-1001-aaaaaaaaaaaa',
  docToken: 'DOC-V9-1',
  statusKey: 'env-9',
  link: 'https://sign.example/envelopes/env-9',
};

const hold = (patch: Partial<Booking> = {}): Booking => ({
  docToken: held.bookingToken,
  id_proyek: 17,
  nama_proyek: 'Proyek Nomor 17',
  paket: 2,
  jumlah_investasi: 2_000_000,
  is_booking: true,
  status: 2,
  expired_at: '2026-11-25T10:00:00+07:00',
  ...patch,
});

let bookings: BookingUpdateRequest[];

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  sessionStorage.removeItem('pendana:pre-checkout');
  bookings = [];
  const detail = getGetProjectDetailResponseMock().data;
  server.use(
    http.post('*/api/newProyek/v2/listAll', () =>
      HttpResponse.json({ ...getListProjectsResponseMock(), dataProyekAktif: [] }),
    ),
    getGetProjectDetailMockHandler({
      data: {
        ...detail,
        id: 17,
        nama: 'Proyek Nomor 17',
        status: 1,
        harga_paket: 1_000_000,
        sisa_paket: 3,
        tidak_teralokasi: 10_000_000,
      },
    }),
    getUpdateBookingMockHandler(async ({ request }) => {
      const body = (await request.json()) as BookingUpdateRequest;
      bookings.push(body);
      return { message: 'ok', data: hold({ paket: body.paket, is_booking: body.is_booking }) };
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

async function checkoutSection() {
  return (await screen.findByRole('heading', { name: 'Danai proyek ini' })).closest('section')!;
}

describe('signing before funding', () => {
  it('holds the typed packages, asks PrivyID for the agreement and goes to sign it', async () => {
    const go = vi.spyOn(signingNavigation, 'go').mockImplementation(() => undefined);
    let asked: unknown;
    server.use(
      getCreatePrivySigningLinkMockHandler(async ({ request }) => {
        asked = await request.json();
        return { data: { docToken: 'DOC-P1', urlDocument: 'https://sign.example/doc/P1' } };
      }),
      // The hold is live (waiting): without it the mock's random status could end it before the
      // record is read below (a race the lazily loaded drawer exposed).
      getGetBookingDetailMockHandler({ data: hold() }),
    );
    renderApp(DRAWER);
    const user = userEvent.setup();
    const count = await screen.findByLabelText(t(packagesMessages.label));
    await user.clear(count);
    await user.type(count, '2');
    expect(await screen.findByText(t(preCheckoutMessages.offer))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tanda tangani via PrivyID' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://sign.example/doc/P1'));
    expect(bookings).toEqual([{ id_proyek: 17, paket: 2, is_booking: true }]);
    expect(asked).toEqual({ id_proyek: 17, paket: 2 });
    expect(readPreCheckout()).toEqual({
      provider: 'privy',
      projectId: 17,
      paket: 2,
      bookingToken: held.bookingToken,
      docToken: 'DOC-P1',
      statusKey: 'DOC-P1',
      link: 'https://sign.example/doc/P1',
    });
  });

  it('checks the count like the checkout: over the slots left nothing is held', async () => {
    renderApp(DRAWER);
    const user = userEvent.setup();
    const count = await screen.findByLabelText(t(packagesMessages.label));
    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Tanda tangani via VIDA Sign' }));
    expect(await screen.findByText('Sisa paket proyek ini tinggal 3')).toBeTruthy();
    expect(bookings).toEqual([]);
  });

  it("releases the hold when the provider gives no agreement, and says the provider's reason", async () => {
    const go = vi.spyOn(signingNavigation, 'go').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/vida-sign/signing-link', () =>
        HttpResponse.json({ message: 'Layanan tanda tangan sedang gangguan' }, { status: 409 }),
      ),
    );
    renderApp(DRAWER);
    const user = userEvent.setup();
    await screen.findByLabelText(t(packagesMessages.label));
    await user.click(screen.getByRole('button', { name: 'Tanda tangani via VIDA Sign' }));
    expect(await screen.findByText('Layanan tanda tangan sedang gangguan')).toBeTruthy();
    expect(bookings).toEqual([
      { id_proyek: 17, paket: 1, is_booking: true },
      { id_proyek: 17, paket: 1, is_booking: false },
    ]);
    expect(go).not.toHaveBeenCalled();
    expect(readPreCheckout()).toBeNull();
  });

  it("back from VIDA Sign: the project's drawer shows the hold and the signed agreement; funding it consumes the hold", async () => {
    savePreCheckout(held);
    let envelope: string | undefined;
    const checkouts: unknown[] = [];
    server.use(
      getGetBookingDetailMockHandler({ data: hold() }),
      getGetVidaSignEnvelopeStatusMockHandler(({ params }) => {
        envelope = String(params.envelopeId);
        return { data: { envelope_id: 'env-9', status: 'COMPLETED' } };
      }),
      getVerifyPasswordMockHandler({ success: 'Kata sandi benar' }),
      http.post('*/api/newProyek/checkout_new', async ({ request }) => {
        checkouts.push(await request.json());
        return HttpResponse.json(getCheckoutProjectResponseMock());
      }),
    );
    const { context } = renderApp(
      '/dashboard/my-funding?signing=vida-sign&docToken=DOC-V9-1&status=COMPLETED',
    );
    await waitFor(() =>
      expect(context.router.state.location.pathname).toBe('/dashboard/search-for-funding'),
    );
    expect(context.router.state.location.search).toBe('?drawer=project&id=17');
    const section = await checkoutSection();
    expect(
      await within(section).findByText(
        t(preCheckoutMessages.signed).replace('{provider}', 'VIDA Sign'),
      ),
    ).toBeTruthy();
    expect(envelope).toBe('env-9');
    expect(section.textContent).toMatch(/2 paket \(Rp\s?2\.000\.000\) ditahan untuk Anda sampai/);
    // The held packages are funded as held: no count to type.
    expect(within(section).queryByLabelText(t(packagesMessages.label))).toBeNull();
    const user = userEvent.setup();
    await user.click(
      within(section).getByRole('button', {
        name: /Danai paket yang ditahan \(Rp\s?2\.000\.000\)/,
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(checkouts).toEqual([{ id_proyek: 17, paket: 2 }]);
    expect(readPreCheckout()).toBeNull();
  });

  it("§4.16 §4.18 not signed yet: spec §8's warning, continue signing, check again; 'Completed' at the first provider is signed", async () => {
    savePreCheckout({ ...held, provider: 'privy', statusKey: 'DOC-P1', docToken: 'DOC-P1' });
    const go = vi.spyOn(signingNavigation, 'go').mockImplementation(() => undefined);
    let status: PrivyDocumentStatus = 'In Progress';
    server.use(
      getGetBookingDetailMockHandler({ data: hold() }),
      getGetPrivySigningStatusMockHandler(({ params }) => ({
        data: { docToken: String(params.docToken), status },
      })),
    );
    renderApp(DRAWER);
    const section = await checkoutSection();
    expect(await within(section).findByText(STILL)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: t(signingMessages.continue) }));
    expect(go).toHaveBeenCalledWith(held.link);
    status = 'Completed';
    await user.click(within(section).getByRole('button', { name: t(signingMessages.check) }));
    expect(
      await within(section).findByText(
        t(preCheckoutMessages.signed).replace('{provider}', 'PrivyID'),
      ),
    ).toBeTruthy();
    expect(within(section).queryByText(STILL)).toBeNull();
  });

  it('releasing the hold gives the packages back and the count can be chosen again', async () => {
    savePreCheckout(held);
    server.use(
      getGetBookingDetailMockHandler({ data: hold() }),
      getGetVidaSignEnvelopeStatusMockHandler({ data: { envelope_id: 'env-9', status: 'SENT' } }),
    );
    renderApp(DRAWER);
    const section = await checkoutSection();
    const user = userEvent.setup();
    await user.click(
      await within(section).findByRole('button', { name: t(preCheckoutMessages.release) }),
    );
    expect(await screen.findByLabelText(t(packagesMessages.label))).toBeTruthy();
    expect(bookings).toEqual([{ id_proyek: 17, paket: 2, is_booking: false }]);
    expect(readPreCheckout()).toBeNull();
  });

  it('a hold that is over (bought, released or lapsed) is forgotten: the checkout is as usual', async () => {
    savePreCheckout(held);
    server.use(getGetBookingDetailMockHandler({ data: hold({ status: 4 }) }));
    renderApp(DRAWER);
    expect(await screen.findByLabelText(t(packagesMessages.label))).toBeTruthy();
    await waitFor(() => expect(readPreCheckout()).toBeNull());
    expect(screen.queryByText(t(preCheckoutMessages.release))).toBeNull();
  });

  it("another project's drawer does not show this hold and keeps it", async () => {
    savePreCheckout({ ...held, projectId: 99 });
    renderApp(DRAWER);
    expect(await screen.findByLabelText(t(packagesMessages.label))).toBeTruthy();
    expect(readPreCheckout()?.projectId).toBe(99);
  });
});
