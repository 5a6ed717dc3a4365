// Spec §8's fixed texts of Manage Funding in both languages (docs/spec-coverage.md, one rule): the
// Indonesian texts verbatim under /…, translated under /en/….
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getListFundingYieldsMockHandler,
  getListManagedFundingsMockHandler,
} from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import {
  addFundsHandlers,
  fundingLists as lists,
  openFunding as funding,
} from '../../../test/managed-fundings';

setupMswServer();

describe("Manage Funding: spec §8's fixed texts in Indonesian and English", () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['id', '', 'Imbal hasil pendanaan', 'Data Imbal Hasil Kosong, karena proyek belum dimulai'],
    ['en', '/en', 'Yield of the funding', 'No yield data yet: the project has not started'],
  ])(
    "§8.14 %s: an empty yield list says 'Data Imbal Hasil Kosong, karena proyek belum dimulai' (translated in English) as an info notice",
    async (_lang, prefix, drawerName, text) => {
      server.use(
        getListManagedFundingsMockHandler(lists({ dataProyekAktif: [funding(9)] })),
        getListFundingYieldsMockHandler({ data: [] }),
      );
      renderApp(`${prefix}/dashboard/my-funding?drawer=yield&id=9`);
      const drawer = await screen.findByRole('dialog', { name: drawerName });
      const info = await within(drawer).findByText(text);
      expect(info.closest('[role="status"]')?.className).toContain('status_info');
    },
  );

  it.each([
    [
      'id',
      '',
      'Tambah Dana',
      'Konfirmasi tambah dana',
      /Kata sandi/,
      'Konfirmasi',
      'Berhasil',
      'Tambah Dana Berhasil',
    ],
    [
      'en',
      '/en',
      'Add funds',
      'Confirm adding funds',
      /Password/,
      'Confirm',
      'Success',
      'Funds added successfully',
    ],
  ])(
    "§8.15 %s: added funds without a server text say 'Tambah Dana Berhasil' (translated in English), an 8 s toast",
    async (_lang, prefix, add, confirmTitle, password, confirm, successTitle, text) => {
      server.use(...addFundsHandlers());
      vi.spyOn(toaster, 'create');
      renderApp(`${prefix}/dashboard/my-funding?drawer=funding&id=20`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
      await user.type(within(dialog).getByLabelText(password), 'rahasia123');
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      const added = await screen.findByRole('dialog', { name: successTitle });
      expect(added.textContent).toContain(text);
      expect(toaster.create).toHaveBeenCalledWith({ title: text, type: 'success', duration: 8000 });
    },
  );
});
