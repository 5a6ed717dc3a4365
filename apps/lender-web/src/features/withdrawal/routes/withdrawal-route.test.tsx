// Withdrawal on the SDK's MSW handlers: the stated limits before typing, the form
// refusing what the server would refuse, password → request → success dialog (closing clears it),
// the §8 texts (lists 'Ups something went wrong' — 'Ups, terjadi masalah' in Indonesian —, request 'Ups terjadi kesalahan {status}', a 200 with
// error shows it), the history's stages with the bank's refusal reason, loading and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { WithdrawalRequest } from '@pendana/api-sdk';
import {
  getGetWithdrawalInfoMockHandler,
  getListWithdrawalHistoryMockHandler,
  getListWithdrawalReasonsMockHandler,
  getVerifyPasswordMockHandler,
} from '@pendana/api-sdk/msw';
import { formatDateTime } from '@pendana/design-system/formatters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../../i18n/common-messages';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { pickOption } from '../../../test/pick-option';
import { renderApp } from '../../../test/render-app';
import { formMessages, historyMessages, pageMessages } from '../messages';
import { historyItem, WITHDRAWAL_INFO } from './withdrawal-fixtures';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const PAGE = '/dashboard/withdrawal';
/** Spec §8's text for a failed list: verbatim in English, translated in Indonesian (docs/spec-coverage.md). */
const UPS = { id: 'Ups, terjadi masalah', en: 'Ups something went wrong' } as const;

const INFO = WITHDRAWAL_INFO;
const item = historyItem;

let requests: WithdrawalRequest[];

function answerRequest(answer: () => Response | Promise<Response>) {
  server.use(
    http.post('*/api/newRekening/requestPenarikan', async ({ request }) => {
      requests.push((await request.json()) as WithdrawalRequest);
      return answer();
    }),
  );
}

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  requests = [];
  server.use(
    getGetWithdrawalInfoMockHandler({ data: INFO }),
    getListWithdrawalReasonsMockHandler({
      alasan_penarikan: [
        { kode: '01', alasan: 'Kebutuhan pribadi' },
        { kode: '02', alasan: 'Biaya pendidikan' },
      ],
    }),
    getListWithdrawalHistoryMockHandler({ history: [] }),
    getVerifyPasswordMockHandler({ success: 'Kata sandi benar' }),
  );
  answerRequest(() =>
    HttpResponse.json({ success: 'Penarikan anda sedang diproses', id: 9, status_transaksi: 2 }),
  );
  vi.spyOn(toaster, 'create');
});

afterEach(() => vi.restoreAllMocks());

async function fill(amount: string, reason = 'Biaya pendidikan') {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(new RegExp(t(formMessages.amount)));
  await user.clear(field);
  if (amount) await user.type(field, amount);
  await pickOption(
    user,
    screen.getByRole('combobox', { name: new RegExp(t(formMessages.reason)) }),
    reason,
  );
  return user;
}

async function submitWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: t(formMessages.submit) }));
  const dialog = await screen.findByRole('alertdialog', { name: t(formMessages.confirmTitle) });
  await user.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123');
  await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
  return dialog;
}

describe('withdrawal', () => {
  it('states what can be withdrawn, where it goes and the limits before the lender types', async () => {
    renderApp(PAGE);
    const form = (
      await screen.findByRole('heading', { level: 2, name: t(formMessages.heading) })
    ).closest('section')!;
    await within(form).findByLabelText(new RegExp(t(formMessages.amount)));
    const text = form.textContent ?? '';
    expect(text).toMatch(/Dapat ditarik\s*Rp\s?1\.500\.000/);
    expect(text).toContain('Bank Syariah Indonesia 7123456789 a.n. Siti Aminah');
    expect(text).toMatch(/Minimal Rp\s?100\.000, maksimal Rp\s?1\.500\.000/);
  });

  it('refuses below the minimum and above what can be withdrawn before anything is sent', async () => {
    renderApp(PAGE);
    let user = await fill('99999');
    await user.click(screen.getByRole('button', { name: t(formMessages.submit) }));
    expect(await screen.findByText(t(validationMessages.amountBelowMinimum))).toBeTruthy();
    user = await fill('1500001');
    await user.click(screen.getByRole('button', { name: t(formMessages.submit) }));
    expect(await screen.findByText(t(validationMessages.amountAboveAvailable))).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests).toEqual([]);
  });

  it("§4.21 §8.25 asks for the password, sends the request to the account on file and shows the server's success; closing clears it", async () => {
    renderApp(PAGE);
    const user = await fill('250000');
    await submitWithPassword(user);
    const result = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(result.textContent).toContain('Penarikan anda sedang diproses');
    expect(requests).toEqual([
      { nominal: 250_000, rekening: '7123456789', bank: '451', kode_alasan: '02' },
    ]);
    await user.click(within(result).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The form is ready for another request.
    expect(
      (screen.getByLabelText(new RegExp(t(formMessages.amount))) as HTMLInputElement).value,
    ).toBe('');
  });

  it('§4.20 §4.21 only a verified password confirms the request; after the success is closed the next request asks for the password again', async () => {
    server.use(
      getVerifyPasswordMockHandler(async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'benar' ? { success: 'Kata sandi benar' } : { error: 'Password salah' };
      }),
    );
    renderApp(PAGE);
    const user = await fill('250000');
    await user.click(screen.getByRole('button', { name: t(formMessages.submit) }));
    const dialog = await screen.findByRole('alertdialog', { name: t(formMessages.confirmTitle) });
    const password = within(dialog).getByLabelText(/Kata sandi/);
    await user.type(password, 'keliru');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    // Not confirmed: the refusal, and nothing requested.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Password salah');
    expect(requests).toEqual([]);
    await user.clear(password);
    await user.type(password, 'benar');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    // Confirmed: the request goes and the success dialog shows.
    const result = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(requests).toHaveLength(1);
    await user.click(within(result).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Dialog, confirm and success were cleared: a new request needs the password again.
    await fill('300000');
    await user.click(screen.getByRole('button', { name: t(formMessages.submit) }));
    const again = await screen.findByRole('alertdialog', { name: t(formMessages.confirmTitle) });
    expect((within(again).getByLabelText(/Kata sandi/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Berhasil' })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it("§8.3 §8.4 a 200 with error shows the server's error; a non-200 shows 'Ups terjadi kesalahan {status}'", async () => {
    answerRequest(() => HttpResponse.json({ error: 'Penarikan minimum adalah Rp. 100.000,-' }));
    renderApp(PAGE);
    const user = await fill('250000');
    await submitWithPassword(user);
    const refused = await screen.findByRole('alertdialog', { name: 'Gagal' });
    expect(refused.textContent).toContain('Penarikan minimum adalah Rp. 100.000,-');
    await user.click(within(refused).getAllByRole('button', { name: 'Tutup' }).at(-1)!);

    answerRequest(() => HttpResponse.json({ message: 'Bad request' }, { status: 400 }));
    await submitWithPassword(user);
    const failed = await screen.findByRole('alertdialog', { name: 'Gagal' });
    expect(failed.textContent).toContain('Ups terjadi kesalahan 400');
  });

  it("§8.3 en: a non-200 of the request says spec §8's 'Ups terjadi kesalahan {status}' in English", async () => {
    answerRequest(() => HttpResponse.json({ message: 'Bad request' }, { status: 400 }));
    renderApp(`/en${PAGE}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Amount to withdraw/), '250000');
    await pickOption(
      user,
      screen.getByRole('combobox', { name: /Reason for withdrawing/ }),
      'Biaya pendidikan',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the withdrawal' });
    await user.type(within(dialog).getByLabelText(/Password/), 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Failed' });
    expect(failed.textContent).toContain('Oops, an error occurred (400)');
    expect(failed.textContent).not.toContain('Ups terjadi kesalahan');
    expect(requests).toHaveLength(1);
  });

  it.each([
    [
      'id',
      PAGE,
      [t(historyMessages.heading), t(formMessages.heading)],
      'Coba lagi',
      /Dapat ditarik/,
    ],
    [
      'en',
      `/en${PAGE}`,
      ['Withdrawal history', 'Request a withdrawal'],
      'Try again',
      /Can be withdrawn/,
    ],
  ] as const)(
    "§8.2 %s: the info, reasons or history failing shows 'Ups something went wrong' (its translation in Indonesian) with Retry",
    async (lang, path, headings, retry, withdrawable) => {
      let calls = 0;
      server.use(
        http.post('*/api/newRekening/showPenarikan', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
            : HttpResponse.json({ data: INFO });
        }),
        http.post('*/api/v2/newProfile/allMasterKodeAlasanPenarikan', () =>
          HttpResponse.json({ message: 'x' }, { status: 503 }),
        ),
        http.post('*/api/newRekening/historyPenarikanDana', () =>
          HttpResponse.json({ message: 'x' }, { status: 500 }),
        ),
      );
      renderApp(path);
      const [historySection, formSection] = await Promise.all(
        headings.map(async (name) =>
          (await screen.findByRole('heading', { level: 2, name })).closest('section'),
        ),
      );
      const history = historySection!;
      const form = formSection!;
      expect(await within(history).findByText(UPS[lang])).toBeTruthy();
      expect(await within(form).findByText(UPS[lang])).toBeTruthy();
      await userEvent.click(within(form).getByRole('button', { name: retry }));
      // The info answers now; the reasons still fail, with the same text.
      expect(await within(form).findByText(withdrawable)).toBeTruthy();
      expect(await within(form).findByText(UPS[lang])).toBeTruthy();
    },
  );

  it('the history shows each request where it stands: with the bank, paid, refused with the reason', async () => {
    server.use(
      getListWithdrawalHistoryMockHandler({
        history: [
          item({ id: 3, jumlah_penarikan: 300_000 }),
          item({
            id: 2,
            jumlah_penarikan: 200_000,
            status: 'Gagal',
            status_transaksi: 4,
            tanggal_keputusan: '2026-11-21',
            alasan_penolakan: 'Bank tujuan menolak transfer',
          }),
          item({
            id: 1,
            jumlah_penarikan: 100_000,
            status: 'Disetujui',
            status_transaksi: 3,
            tanggal_keputusan: '2026-11-21',
          }),
        ],
      }),
    );
    renderApp(PAGE);
    const cards = (await screen.findAllByRole('heading', { level: 3, name: /^Penarikan/ })).map(
      (heading) => heading.closest('li')!,
    );
    const stagesOf = (card: HTMLElement) =>
      within(within(card).getByRole('list', { name: t(historyMessages.tracker) }))
        .getAllByRole('listitem')
        .map((stage) => stage.getAttribute('data-state'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/Penarikan Rp\s?300\.000/),
      expect.stringMatching(/Penarikan Rp\s?200\.000/),
      expect.stringMatching(/Penarikan Rp\s?100\.000/),
    ]);
    expect(stagesOf(cards[0]!)).toEqual(['done', 'current', 'upcoming']);
    expect(stagesOf(cards[1]!)).toEqual(['done', 'done', 'failed']);
    expect(stagesOf(cards[2]!)).toEqual(['done', 'done', 'done']);
    expect(cards[1]!.textContent).toContain('Alasan penolakan: Bank tujuan menolak transfer');
    expect(cards[1]!.textContent).toContain(t(historyMessages.refundNote));
    expect(cards[0]!.textContent).not.toContain(t(historyMessages.refundNote));
    expect(
      within(cards[0]!).getByText('Diproses bank (sedang berlangsung)').closest('li'),
    ).toHaveProperty('ariaCurrent', 'step');
  });

  it('empty history says so; loading shows skeletons, not a blank page', async () => {
    server.use(
      http.post('*/api/newRekening/showPenarikan', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(t(historyMessages.emptyTitle))).toBeTruthy();
    const form = screen
      .getByRole('heading', { level: 2, name: t(formMessages.heading) })
      .closest('section')!;
    expect(form.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(form).queryByLabelText(new RegExp(t(formMessages.amount)))).toBeNull();
  });

  it('without a payout account on file: why, and the way to complete the data', async () => {
    server.use(
      getGetWithdrawalInfoMockHandler({
        data: { ...INFO, rekening: null, bank: null, kode_bank: null, nama: null },
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(t(formMessages.noAccountTitle))).toBeTruthy();
    expect(screen.getByRole('link', { name: t(formMessages.toHome) }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByLabelText(new RegExp(t(formMessages.amount)))).toBeNull();
  });

  it('below the minimum there is nothing to request: the next steps instead', async () => {
    server.use(getGetWithdrawalInfoMockHandler({ data: { ...INFO, tersedia_ditarik: 50_000 } }));
    renderApp(PAGE);
    expect(await screen.findByText(/masih di bawah penarikan minimum/)).toBeTruthy();
    expect(screen.getByRole('link', { name: t(formMessages.toTopUp) }).getAttribute('href')).toBe(
      '/dashboard/wallet',
    );
    expect(screen.queryByLabelText(new RegExp(t(formMessages.amount)))).toBeNull();
    expect(t(pageMessages.title)).toBe('Tarik Dana');
  });

  it('during a payout hold says until when and why, in each language, and offers no form', async () => {
    const hold = {
      sampai: '2026-11-28T10:30:00.000Z',
      alasan: 'password_reset' as const,
      pesan: 'Penarikan ditahan sampai …',
    };
    server.use(getGetWithdrawalInfoMockHandler({ data: { ...INFO, penahanan: hold } }));
    const { unmount } = renderApp(PAGE);
    const notice = (await screen.findByText('Penarikan sedang ditahan')).closest(
      '[role="status"]',
    )!;
    expect(notice.textContent).toContain(
      `Penarikan bisa diajukan lagi mulai ${formatDateTime(hold.sampai, 'id')}, karena kata sandi diatur ulang.`,
    );
    expect(screen.queryByLabelText(new RegExp(t(formMessages.amount)))).toBeNull();
    unmount();

    server.use(
      getGetWithdrawalInfoMockHandler({
        data: { ...INFO, penahanan: { ...hold, alasan: 'bank_account_changed' } },
      }),
    );
    renderApp(`/en${PAGE}`);
    const english = (await screen.findByText('Withdrawals are on hold')).closest(
      '[role="status"]',
    )!;
    expect(english.textContent).toContain(
      `from ${formatDateTime(hold.sampai, 'en')}, because your payout bank account was changed.`,
    );
  });

  it('without a hold (null, or absent from an older server) the form is there', async () => {
    server.use(getGetWithdrawalInfoMockHandler({ data: { ...INFO, penahanan: null } }));
    renderApp(PAGE);
    expect(await screen.findByLabelText(new RegExp(t(formMessages.amount)))).toBeTruthy();
    expect(screen.queryByText(/Penarikan sedang ditahan/)).toBeNull();
  });
});
