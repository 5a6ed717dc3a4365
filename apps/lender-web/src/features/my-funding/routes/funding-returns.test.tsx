import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FundingItem, FundingReturns } from '@pendana/api-sdk';
import {
  getGetPortfolioReturnsMockHandler,
  getGetPortfolioReturnsResponseMock,
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
} from '@pendana/api-sdk/msw';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonMessages } from '../../../i18n/common-messages';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { returnsMessages } from '../messages';
import { fundingLists } from '../../../test/managed-fundings';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const RETURNS_URL = '*/api/v1/lender/portfolio/returns';
const example = getListManagedFundingsResponseMock().dataProyekAktif[0]!;
const funding = (id: number): FundingItem => ({
  ...example,
  id,
  nama_proyek: `Proyek ${id}`,
  status_proyek: 2,
});

/** One funding's returns with figures no example holds, so a figure shown can only come from it. */
function fundingReturns(id: number, patch: Partial<FundingReturns>): FundingReturns {
  return {
    id_pendanaan: id,
    id_proyek: 900 + id,
    nama_proyek: `Proyek ${id}`,
    tanggal_invest: '2026-03-02',
    xirr_percent: 9.87,
    reason: null,
    realised_yield: 345_678,
    expected_yield: 1_234_567,
    outstanding_principal: 7_500_000,
    written_off: false,
    ...patch,
  };
}

function answer(fundings: FundingReturns[]) {
  const mock = getGetPortfolioReturnsResponseMock();
  return { data: { ...mock.data, as_of: '2026-11-26', fundings } };
}

async function openDetail(id: number, path = '/dashboard/my-funding') {
  server.use(getListManagedFundingsMockHandler(fundingLists({ dataProyekClosed: [funding(id)] })));
  renderApp(`${path}?drawer=funding&id=${id}`);
  const dialog = await screen.findByRole('dialog', { name: `Proyek ${id}` });
  const heading = await within(dialog).findByRole('heading', { level: 3, name: /XIRR/ });
  return heading.closest('section')!;
}

function fact(section: HTMLElement, label: string): string {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('funding detail: the funding’s own honest return', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  it('shows this funding’s xirr_percent from the answer — not another funding’s — with realised and expected yield', async () => {
    server.use(
      getGetPortfolioReturnsMockHandler(
        answer([
          fundingReturns(41, { xirr_percent: 3.21, realised_yield: 11_111 }),
          fundingReturns(42, {}),
        ]),
      ),
    );
    const section = await openDetail(42);
    expect(await within(section).findByText(`${formatRate(9.87)}%`)).toBeTruthy();
    expect(within(section).queryByText(`${formatRate(3.21)}%`)).toBeNull();
    expect(fact(section, 'Imbal hasil bersih sudah diterima')).toBe(formatCurrency(345_678));
    expect(fact(section, 'Imbal hasil bersih diharapkan (seluruh jadwal)')).toBe(
      formatCurrency(1_234_567),
    );
    expect(fact(section, 'Pokok yang masih didanakan')).toBe(formatCurrency(7_500_000));
    expect(within(section).queryByText(/dihapusbukukan/)).toBeNull();
  });

  it('before day 90: "not enough data" instead of a figure, for this funding only', async () => {
    server.use(
      getGetPortfolioReturnsMockHandler(
        answer([
          fundingReturns(43, { xirr_percent: null, reason: 'not-enough-data' }),
          fundingReturns(44, { xirr_percent: -100, written_off: true }),
        ]),
      ),
    );
    const first = await openDetail(43);
    expect(await within(first).findByText(t(returnsMessages.notEnoughData))).toBeTruthy();
    expect(within(first).queryByText(/%$/)).toBeNull();
  });

  it('a written-off funding shows −100 % and the write-off note, in English', async () => {
    server.use(
      getGetPortfolioReturnsMockHandler(
        answer([fundingReturns(44, { xirr_percent: -100, written_off: true })]),
      ),
    );
    const section = await openDetail(44, '/en/dashboard/my-funding');
    expect(await within(section).findByText(`${formatRate(-100)}%`)).toBeTruthy();
    expect(within(section).getByText(/counts as 0 \(written off\)/)).toBeTruthy();
    expect(fact(section, 'Net yield received')).toBe(formatCurrency(345_678));
  });

  it('a failed returns call keeps the funding’s facts and offers Retry, which loads the figure', async () => {
    let calls = 0;
    server.use(
      http.get(RETURNS_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Layanan imbal hasil sedang gangguan' }, { status: 500 })
          : HttpResponse.json(answer([fundingReturns(45, { xirr_percent: 12.34 })]));
      }),
    );
    const section = await openDetail(45);
    expect(await within(section).findByText('Layanan imbal hasil sedang gangguan')).toBeTruthy();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: t(commonMessages.retry) }));
    expect(await within(section).findByText(`${formatRate(12.34)}%`)).toBeTruthy();
  });
});
