import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { getGetCertificateProfileMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { fundingLists, openFunding, pagedFundingsHandler } from '../../../test/managed-fundings';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { CERTIFICATE_PROFILE } from './portfolio-fixtures';
import { PortfolioRoute } from './portfolio-route';

const profile = CERTIFICATE_PROFILE;

/** A few open fundings, on one page: two raising funds, one running. */
const few = fundingLists({
  dataProyekAktif: [
    openFunding(41, { nama_proyek: 'Proyek Cinere', status_proyek: 1, total_dana: 2_000_000 }),
    openFunding(43, { nama_proyek: 'Proyek Depok', status_proyek: 1, total_dana: 1_000_000 }),
  ],
  dataProyekClosed: [
    openFunding(42, { nama_proyek: 'Proyek Cibubur', status_proyek: 2, total_dana: 5_000_000 }),
  ],
});

/** More than a page: 12 raising funds (a page of 10 and one of 2), one full, two running. */
const many = fundingLists({
  dataProyekAktif: Array.from({ length: 12 }, (_, k) => openFunding(101 + k, { status_proyek: 1 })),
  dataProyekFull: [openFunding(201, { status_proyek: 3 })],
  dataProyekClosed: [301, 302].map((fundingId) => openFunding(fundingId, { status_proyek: 2 })),
});

const meta = {
  title: 'Screens/Portfolio',
  component: PortfolioRoute,
  decorators: [atPath('/dashboard/portfolio')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getGetCertificateProfileMockHandler({ data: profile }),
    pagedFundingsHandler(few),
  ),
} satisfies Meta<typeof PortfolioRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCertificate: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Unduh sertifikat' })).toBeVisible();
  },
};

export const BelowTheMinimum: Story = {
  beforeEach: overrideHandlers(
    getGetCertificateProfileMockHandler({
      data: { ...profile, total_aset: 500_000, certificate_available: false, mutasi: [] },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText(/setelah total aset Anda mencapai/);
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(
    neverAnswers('post', '*/api/newProfile/newnewnewallProfileSertifikatBaru'),
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const SomethingWentWrong: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/newProfile/newnewnewallProfileSertifikatBaru', () =>
      HttpResponse.json({ message: 'x' }, { status: 500 }),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Terjadi masalah');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Download the certificate' });
  },
};

/** More fundings than a page: "load more" (or scrolling) reads the lists to their end. */
export const EveryFunding: Story = {
  beforeEach: overrideHandlers(pagedFundingsHandler(many)),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Proyek 101' });
    const more = canvas.queryByRole('button', { name: 'Muat lebih banyak' });
    if (more) await userEvent.click(more);
    await expect(await canvas.findByText('Semua pendanaan Anda sudah ditampilkan.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proyek 302' })).toBeVisible();
  },
};
