// The checkout's concentration warning on the SDK's MSW handlers: a count that would leave the
// project above the threshold share of the lender's invested money (after the funding) names the
// share and waits for the lender's tick; at the threshold exactly there is no warning.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FundingConcentrationResponse } from '@pendana/api-sdk';
import {
  getGetProjectDetailMockHandler,
  getGetProjectDetailResponseMock,
  getListProjectsResponseMock,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { concentrationMessages, packagesMessages } from '../../../capabilities/money-action';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const DRAWER = '/dashboard/search-for-funding?drawer=project&id=17';

/** Rp 8.000.000 invested elsewhere (none in project 17), warn above 20 %. */
const INVESTED = 8_000_000;

function setUp(price: number, asked: string[] = []) {
  const concentration: FundingConcentrationResponse = {
    data: {
      invested: INVESTED,
      largest: { id_proyek: 12, nama_proyek: 'Proyek Lain', amount: 5_000_000 },
      share_bps: 6250,
      threshold_bps: 2000,
      project: { id_proyek: 17, amount: 0 },
    },
  };
  server.use(
    http.post('*/api/newProyek/v2/listAll', () =>
      HttpResponse.json({ ...getListProjectsResponseMock(), dataProyekAktif: [] }),
    ),
    getGetProjectDetailMockHandler({
      data: {
        ...getGetProjectDetailResponseMock().data,
        id: 17,
        status: 1,
        harga_paket: price,
        sisa_paket: 50,
        tidak_teralokasi: 100_000_000,
      },
    }),
    http.get('*/api/v1/lender/portfolio/concentration', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(concentration);
    }),
    http.post('*/api/newAuth/verifyPassword', () =>
      HttpResponse.json({ success: 'Kata sandi benar' }),
    ),
  );
}

async function typeCount(count: number) {
  const field = await screen.findByLabelText(t(packagesMessages.label));
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, String(count));
  return user;
}

describe('checkout: the concentration warning', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  it('at the threshold exactly (Rp 2.000.000 of Rp 10.000.000 = 20 %): no warning, straight to the password', async () => {
    const asked: string[] = [];
    setUp(2_000_000, asked);
    renderApp(DRAWER);
    const user = await typeCount(1);
    // The facts have come (the project asked for), yet nothing is said at 20 %.
    await expect.poll(() => asked).toEqual(['?id_proyek=17']);
    expect(screen.queryByText(t(concentrationMessages.title))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Danai Sekarang' }));
    expect(await screen.findByRole('alertdialog', { name: 'Konfirmasi pendanaan' })).toBeTruthy();
  });

  it('one basis point above (Rp 2.001.300 of Rp 10.001.300 = 20,01 %): the share named, the tick asked, then the password', async () => {
    setUp(2_001_300);
    renderApp(DRAWER);
    const user = await typeCount(1);
    const share = Math.floor((2_001_300 * 10_000) / (INVESTED + 2_001_300)) / 100;
    expect(share).toBe(20.01);
    expect(
      await screen.findByText(
        'Setelah pendanaan ini, 20,01% dari dana Anda yang sedang didanakan ada di proyek ini — lebih dari batas 20%. Menyebar dana ke beberapa proyek mengurangi risiko bila satu proyek terlambat atau gagal bayar.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Danai Sekarang' }));
    // Not ticked: the form says so and asks nothing yet.
    expect(await screen.findByText(t(concentrationMessages.confirmMissing))).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: t(concentrationMessages.confirm) }));
    await user.click(screen.getByRole('button', { name: 'Danai Sekarang' }));
    const password = await screen.findByRole('alertdialog', { name: 'Konfirmasi pendanaan' });
    expect(within(password).getByText(/1 paket/)).toBeTruthy();
  });

  it('a new count asks again, with its own share', async () => {
    setUp(1_000_000);
    renderApp(DRAWER);
    const user = await typeCount(5); // 5 of 13 = 38,46 %
    expect(await screen.findByText(/38,46%/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: t(concentrationMessages.confirm) }));
    await typeCount(2); // exactly 2 of 10 = 20 %: no warning
    expect(screen.queryByText(t(concentrationMessages.title))).toBeNull();
    await typeCount(3); // 3 of 11 = 27,27 %: asked again, unticked
    expect(await screen.findByText(/27,27%/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: t(concentrationMessages.confirm) });
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});
