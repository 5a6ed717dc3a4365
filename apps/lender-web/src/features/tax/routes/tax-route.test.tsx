// Tax documents on the SDK's MSW handlers: the figures shown are the answer's, the
// rate text follows the answer's tax kind, a slip per month and tax kind, the empty year, error with
// Retry, loading.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getGetLenderTaxMockHandler } from '@pendana/api-sdk/msw';
import { formatCurrency } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { EMPTY_YEAR, MOVED_YEAR, TREATY_YEAR, taxYear } from './tax-fixtures';

setupMswServer();

const PAGE = '/dashboard/tax';
const TAX = '*/api/v1/lender/tax';
beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

/** The value of a fact (<dt> term → its <dd>) inside an element. */
function fact(root: HTMLElement, term: string | RegExp): string {
  const dt = within(root)
    .getAllByText(term)
    .find((node) => node.tagName === 'DT');
  if (!dt) throw new Error(`no fact ${term}`);
  return dt.nextElementSibling?.textContent ?? '';
}

describe('tax documents', () => {
  it("shows a resident's annual summary and each month's slip with the server's figures, PPh 23 15 %", async () => {
    const answer = taxYear('PPh23');
    server.use(getGetLenderTaxMockHandler(answer));
    renderApp(PAGE);
    const annual = (await screen.findByRole('heading', { name: 'Ringkasan tahun 2025' })).closest(
      'section',
    )!;
    expect(fact(annual, 'Imbal hasil bruto')).toBe(formatCurrency(answer.data.annual.gross));
    expect(fact(annual, 'PPh dipotong')).toBe(formatCurrency(answer.data.annual.withheld));
    expect(fact(annual, 'Imbal hasil neto (diterima)')).toBe(
      formatCurrency(answer.data.annual.net),
    );
    expect(fact(annual, /^Pokok pendanaan per .*31 Desember 2025$/)).toBe(
      formatCurrency(answer.data.annual.outstanding_principal),
    );
    expect(fact(annual, 'NIK')).toBe('************0123');
    expect(within(annual).getByRole('button', { name: 'Unduh ringkasan 2025 (PDF)' })).toBeTruthy();
    expect(within(annual).getByRole('button', { name: 'Unduh ringkasan 2025 (CSV)' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Pajak yang dipotong: PPh 23 15%' })).toBeTruthy();
    expect(
      screen.getByText(/memotong PPh Pasal 23 sebesar 15% dari imbal hasil bruto/),
    ).toBeTruthy();
    // The residency is read-only: its basis, and that verification (not the profile) sets it.
    expect(
      screen.getByText(/^Dasar: NPWP Anda yang tercatat\. Status pajak ditetapkan oleh verifikasi/),
    ).toBeTruthy();

    // One card per slip, each with its figures and its two slip downloads.
    const months = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(months).toEqual([
      'Maret 2025 · PPh 23',
      'April 2025 · PPh 23',
      'Desember 2025 · PPh 23',
    ]);
    for (const [index, name] of months.entries()) {
      const card = screen.getByRole('heading', { name: name! }).closest('li')!;
      const expected = answer.data.slips[index]!;
      const month = name!.split(' · ')[0];
      expect(fact(card, 'Imbal hasil bruto')).toBe(formatCurrency(expected.gross));
      expect(fact(card, 'PPh dipotong')).toBe(formatCurrency(expected.withheld));
      expect(fact(card, 'Imbal hasil neto (diterima)')).toBe(formatCurrency(expected.net));
      for (const ext of ['PDF', 'CSV'])
        expect(
          within(card).getByRole('button', { name: `Bukti potong PPh 23 ${month} (${ext})` }),
        ).toBeTruthy();
    }
    // April: 70 000 + 12 345 gross, 10 500 + 1 851 withheld (rounded down), as the answer says.
    const april = screen.getByRole('heading', { name: 'April 2025 · PPh 23' }).closest('li')!;
    expect(fact(april, 'PPh dipotong')).toBe(formatCurrency(12_351));
  });

  it('shows a passport holder PPh 26 at 20 % and the passport number masked', async () => {
    const answer = taxYear('PPh26');
    server.use(getGetLenderTaxMockHandler(answer));
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Pajak yang dipotong: PPh 26 20%' }),
    ).toBeTruthy();
    expect(screen.getByText(/PPh Pasal 26 sebesar 20%/)).toBeTruthy();
    expect(screen.queryByText(/PPh Pasal 23/)).toBeNull();
    const annual = screen
      .getByRole('heading', { name: 'Ringkasan tahun 2025' })
      .closest('section')!;
    expect(fact(annual, 'Nomor paspor')).toBe('****4567');
    expect(fact(annual, 'NPWP')).toBe('Belum tercatat');
    expect(fact(annual, 'PPh dipotong')).toBe(formatCurrency(32_000));
  });

  it('shows a treaty rate under a certificate of domicile with its country', async () => {
    server.use(getGetLenderTaxMockHandler(TREATY_YEAR));
    renderApp(`/en${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Tax withheld: PPh 26 10%' })).toBeTruthy();
    expect(screen.getByText(/PPh Article 26 at 10% of the gross yield/)).toBeTruthy();
    expect(
      screen.getByText(/^Basis: a certificate of domicile \(SKD \/ DGT form\) from Japan/),
    ).toBeTruthy();
  });

  it('shows the English texts', async () => {
    server.use(getGetLenderTaxMockHandler(taxYear('PPh26')));
    renderApp(`/en${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Tax withheld: PPh 26 20%' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PPh 26 slip of May 2025 (CSV)' })).toBeTruthy();
  });

  it('shows a month in which the residency changed as two slips, and no slip for yield paid before withholding', async () => {
    server.use(getGetLenderTaxMockHandler(MOVED_YEAR));
    renderApp(`/en${PAGE}`);
    await screen.findByRole('heading', { name: 'Summary of 2026' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'February 2026 · PPh 23',
      'March 2026 · PPh 23',
      'March 2026 · PPh 26',
    ]);
    const pph26 = screen.getByRole('heading', { name: 'March 2026 · PPh 26' }).closest('li')!;
    expect(fact(pph26, 'Tax withheld')).toBe(formatCurrency(16_000));
    expect(
      within(pph26).getByRole('button', { name: 'PPh 26 slip of March 2026 (PDF)' }),
    ).toBeTruthy();
    // January's yield (before withholding) is in the summary, on no slip.
    const annual = screen.getByRole('heading', { name: 'Summary of 2026' }).closest('section')!;
    expect(fact(annual, 'Gross yield')).toBe(formatCurrency(290_000));
  });

  it('shows an empty year with the way to search funding', async () => {
    server.use(getGetLenderTaxMockHandler(EMPTY_YEAR));
    renderApp(PAGE);
    expect(await screen.findByText('Tidak ada imbal hasil yang dibayar pada 2024')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Cari Pendanaan' })
        .getAttribute('href'),
    ).toBe('/dashboard/search-for-funding');
  });

  it('asks for the year in the address and shows a failure with Retry; loading shows a skeleton', async () => {
    let asked: string | null = null;
    let calls = 0;
    server.use(
      http.get(TAX, ({ request }) => {
        asked = new URL(request.url).searchParams.get('year');
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Server sedang sibuk' }, { status: 500 })
          : HttpResponse.json(taxYear('PPh23'));
      }),
    );
    renderApp(`${PAGE}?year=2025`);
    expect(await screen.findByText('Server sedang sibuk')).toBeTruthy();
    expect(asked).toBe('2025');
    screen.getByRole('button', { name: 'Coba lagi' }).click();
    expect(await screen.findByRole('heading', { name: 'Ringkasan tahun 2025' })).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(TAX, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Dokumen pajak' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
