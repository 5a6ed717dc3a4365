import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundingItem } from '@pendana/api-sdk';
import {
  getCheckPrivyFundingAgreementMockHandler,
  getCheckPrivyFundingAgreementResponseMock,
  getCheckVidaSignFundingAgreementMockHandler,
  getGetTteTimeMockHandler,
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
  getSendPrivyFundingAgreementMockHandler,
  getSendPrivyFundingAgreementResponseMock,
} from '@pendana/api-sdk/msw';
import { formatDateTime } from '@pendana/design-system/formatters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { signingMessages as messages, signingNavigation } from '../../../capabilities/signing';
import { fundingLists } from '../../../test/managed-fundings';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const example = getListManagedFundingsResponseMock().dataProyekAktif[0]!;
const STILL = 'Persetujuan dokumen masih dalam proses';

function withFunding(signing: FundingItem['signing']) {
  const funding: FundingItem = { ...example, id: 55, nama_proyek: 'Proyek Akad', signing };
  server.use(getListManagedFundingsMockHandler(fundingLists({ dataProyekAktif: [funding] })));
  return funding;
}

async function agreementSection() {
  const drawer = await screen.findByRole('dialog', { name: 'Proyek Akad' });
  return within(drawer).findByRole('region', { name: t(messages.heading) });
}

describe('the funding agreement', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));
  afterEach(() => vi.restoreAllMocks());

  it('not sent: the lender chooses a provider, the agreement is sent and the signing page opens', async () => {
    withFunding({ provider: null, docToken: null, status: null });
    const go = vi.spyOn(signingNavigation, 'go').mockImplementation(() => undefined);
    let sent: unknown;
    const answer = getSendPrivyFundingAgreementResponseMock();
    server.use(
      getSendPrivyFundingAgreementMockHandler(async ({ request }) => {
        sent = await request.json();
        return { ...answer, data: { ...answer.data, urlDocument: 'https://sign.example/doc/55' } };
      }),
    );
    renderApp('/dashboard/my-funding?drawer=funding&id=55');
    const section = await agreementSection();
    expect(
      within(section).getByRole('button', { name: 'Tanda tangani via VIDA Sign' }),
    ).toBeTruthy();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Tanda tangani via PrivyID' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://sign.example/doc/55'));
    expect(sent).toEqual({ id_pendanaan: 55 });
  });

  it("§4.18 waiting: checking with the provider says 'still in progress' unless it answers signed (spec §4)", async () => {
    withFunding({ provider: 'privy', docToken: 'DOC-55', status: 'In Progress' });
    const check = getCheckPrivyFundingAgreementResponseMock();
    server.use(
      getCheckPrivyFundingAgreementMockHandler({ data: { ...check.data, status: 'In Progress' } }),
    );
    renderApp('/dashboard/my-funding?drawer=funding&id=55');
    const section = await agreementSection();
    await userEvent.setup().click(within(section).getByRole('button', { name: t(messages.check) }));
    expect(await within(section).findByText(STILL)).toBeTruthy();
    // The lender's identity at PrivyID (privy/user-id, user_type=1).
    expect(await within(section).findByText('ID PrivyID Anda: SIT-A1B2C3')).toBeTruthy();
  });

  it("§8.16 §4.18 in English, an agreement not signed yet warns 'Document approval is still in progress'", async () => {
    withFunding({ provider: 'privy', docToken: 'DOC-55', status: 'In Progress' });
    const check = getCheckPrivyFundingAgreementResponseMock();
    server.use(
      getCheckPrivyFundingAgreementMockHandler({ data: { ...check.data, status: 'In Progress' } }),
    );
    renderApp('/en/dashboard/my-funding?drawer=funding&id=55');
    const drawer = await screen.findByRole('dialog', { name: 'Proyek Akad' });
    const section = await within(drawer).findByRole('region', { name: 'Funding agreement' });
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Check the status' }));
    const warning = await within(section).findByText('Document approval is still in progress');
    // A warning, not an error or a success.
    expect(warning.closest('[role="alert"]')?.className).toContain('status_warning');
    expect(within(section).queryByRole('button', { name: 'Download the agreement' })).toBeNull();
  });

  it('§4.17 signed: the download, and when the lender last signed (waktu-tte)', async () => {
    withFunding({ provider: 'vida-sign', docToken: 'DOC-56', status: 'COMPLETED' });
    server.use(getGetTteTimeMockHandler({ data: { waktu_tte: '2026-11-20T14:05:09+07:00' } }));
    renderApp('/dashboard/my-funding?drawer=funding&id=55');
    const section = await agreementSection();
    expect(within(section).getByText('Akad sudah ditandatangani melalui VIDA Sign.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: t(messages.download) })).toBeTruthy();
    expect(
      await within(section).findByText(
        `Tanda tangan elektronik terakhir: ${formatDateTime('2026-11-20T14:05:09+07:00', 'id')}`,
      ),
    ).toBeTruthy();
  });

  it("§4.17 §4.18 'Completed' is not signed for the second provider: it waits (spec §4)", async () => {
    withFunding({ provider: 'vida-sign', docToken: 'DOC-57', status: 'Completed' });
    renderApp('/dashboard/my-funding?drawer=funding&id=55');
    const section = await agreementSection();
    expect(within(section).getByRole('button', { name: t(messages.check) })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: t(messages.download) })).toBeNull();
  });

  it('declined: send again, to the same provider', async () => {
    withFunding({ provider: 'privy', docToken: 'DOC-58', status: 'Declined' });
    renderApp('/dashboard/my-funding?drawer=funding&id=55');
    const section = await agreementSection();
    expect(within(section).getByRole('button', { name: t(messages.sendAgain) })).toBeTruthy();
    expect(
      within(section).queryByRole('button', { name: 'Tanda tangani via VIDA Sign' }),
    ).toBeNull();
  });

  it("back from the provider: the provider's answer counts, not the URL's status; the URL is cleaned", async () => {
    withFunding({ provider: 'vida-sign', docToken: 'DOC-59', status: 'DELIVERED' });
    server.use(
      getCheckVidaSignFundingAgreementMockHandler({
        data: {
          pendanaan_id: 55,
          docToken: 'DOC-59',
          envelope_id: 'env-59',
          signature_links: [],
          status: 'DELIVERED',
          signed_at: null,
        },
      }),
    );
    const { context } = renderApp(
      '/dashboard/my-funding?signing=vida-sign&docToken=DOC-59&status=COMPLETED',
    );
    expect(await screen.findByText(STILL)).toBeTruthy();
    expect(screen.queryByText(t(messages.signedNow))).toBeNull();
    await waitFor(() => expect(context.router.state.location.search).toBe(''));
    await userEvent.setup().click(screen.getByRole('button', { name: t(messages.openFunding) }));
    expect(await screen.findByRole('dialog', { name: 'Proyek Akad' })).toBeTruthy();
  });
});
