// Simulation on the SDK's MSW handlers: the lists, the form's checks, the server's
// figures in the result dialog with the formula in words, a 422 on its field, and the lists failing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OwnershipSimulationRequest } from '@pendana/api-sdk';
import {
  getGetSimulationMastersMockHandler,
  getListSimulationProjectsMockHandler,
  getListSimulationProjectsResponseMock,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { pickOption } from '../../../test/pick-option';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const PAGE = '/dashboard/simulation';
let asked: OwnershipSimulationRequest[];
let answer: () => Response;

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  asked = [];
  answer = () =>
    HttpResponse.json({
      data: [
        { bulan: 1, cicilan: 4_000_000, sisa_pokok: 396_666_667 },
        { bulan: 2, cicilan: 4_000_000, sisa_pokok: 393_333_334 },
      ],
      total_cicilan: 480_000_000,
      nominal_cicilan_perbulan: 4_000_000,
    });
  server.use(
    getGetSimulationMastersMockHandler({
      data_tipe_pendanaan: [
        { id: 1, nama: 'Murabahah' },
        { id: 2, nama: 'Musyarakah Mutanaqisah' },
      ],
      data_tujuan_pendanaan: [{ id: 2, nama: 'Rumah tapak' }],
    }),
    http.post('*/api/kprAuth/getResultSimulationKepemilikan', async ({ request }) => {
      asked.push((await request.json()) as OwnershipSimulationRequest);
      return answer();
    }),
  );
});

async function fill(values: { price: string; down: string; tenor: string }) {
  const user = userEvent.setup();
  await pickOption(user, await screen.findByRole('combobox', { name: /Jenis akad/ }), 'Murabahah');
  await pickOption(
    user,
    screen.getByRole('combobox', { name: /Tujuan pembiayaan/ }),
    'Rumah tapak',
  );
  await user.type(screen.getByLabelText(/Harga properti/), values.price);
  await user.type(screen.getByLabelText(/Uang muka/), values.down);
  await user.type(screen.getByLabelText(/Tenor/), values.tenor);
  await user.click(screen.getByRole('button', { name: 'Hitung' }));
  return user;
}

describe('simulation', () => {
  it("shows the server's figures and the formula in words in the result dialog", async () => {
    renderApp(PAGE);
    await fill({ price: '500000000', down: '100000000', tenor: '120' });
    const dialog = await screen.findByRole('dialog', { name: 'Hasil simulasi' });
    expect(asked).toEqual([
      {
        tipe_pendanaan: 1,
        tujuan_pendanaan: 2,
        harga: 500_000_000,
        uang_muka: 100_000_000,
        tenor: 120,
      },
    ]);
    expect(dialog.textContent).toMatch(/Cicilan per bulan\s*Rp\s?4\.000\.000/);
    expect(dialog.textContent).toMatch(/Total cicilan\s*Rp\s?480\.000\.000/);
    // Principal 400 M, margin 80 M = total − principal.
    expect(dialog.textContent).toMatch(/yaitu Rp\s?400\.000\.000/);
    expect(dialog.textContent).toMatch(
      /margin atau sewa Rp\s?80\.000\.000 dibayar dalam 120 bulan/,
    );
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
  });

  it('refuses a down payment not below the price before sending', async () => {
    renderApp(PAGE);
    await fill({ price: '500000000', down: '500000000', tenor: '120' });
    expect(await screen.findByText('Uang muka harus lebih kecil dari harga')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("puts the server's 422 on its field", async () => {
    answer = () =>
      HttpResponse.json(
        {
          message: 'Data tidak valid',
          errors: { uang_muka: ['Uang muka minimal 30% dari harga'] },
        },
        { status: 422 },
      );
    renderApp(PAGE);
    await fill({ price: '500000000', down: '10000000', tenor: '120' });
    expect(await screen.findByText('Uang muka minimal 30% dari harga')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the funding simulator: a project and packages give the result dialog with the estimate from the server multipliers', async () => {
    const base = getListSimulationProjectsResponseMock().dataProyekAktif[0]!;
    server.use(
      getListSimulationProjectsMockHandler({
        dataProyekAktif: [
          {
            ...base,
            id: 17,
            nama: 'Proyek Cinere',
            harga_paket: 1_000_000,
            imbal_hasil: 15,
            tenor: 14,
            interval: 3,
            pmarginbulanan: 15 / 1200,
            psisamargin: (15 * 2) / 1200,
          },
        ],
        dataProyekFull: [],
        dataProyekClosed: [],
      }),
    );
    const user = userEvent.setup();
    const { context } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Imbal hasil pendanaan' }));
    await waitFor(() => expect(context.router.state.location.search).toBe('?kind=funding'));
    // No project yet: said, no dialog.
    await user.click(await screen.findByRole('button', { name: 'Hitung simulasi' }));
    expect(await screen.findByText('Pilih proyek yang ingin disimulasikan')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await pickOption(
      user,
      await screen.findByRole('combobox', { name: /Proyek/ }),
      'Proyek Cinere',
    );
    const packages = screen.getByLabelText(/Jumlah paket/);
    await user.clear(packages);
    await user.type(packages, '2');
    await user.click(screen.getByRole('button', { name: 'Hitung simulasi' }));
    const result = await screen.findByRole('dialog', { name: 'Perkiraan imbal hasil' });
    expect(result.textContent).toMatch(/Dana\s*Rp\s?2\.000\.000/);
    expect(result.textContent).toMatch(/Imbal hasil per bulan\s*Rp\s?25\.000/);
    expect(result.textContent).toMatch(/Imbal hasil selama tenor\s*Rp\s?350\.000/);
  });

  it('the lists failing: the text and Retry', async () => {
    server.use(
      http.post('*/api/kprAuth/masterSimulasiPengajuan', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Data simulasi gagal dimuat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
