import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { getGetCertificateProfileMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { CERTIFICATE_PROFILE } from './portfolio-fixtures';
import { PortfolioRoute } from './portfolio-route';

const profile = CERTIFICATE_PROFILE;

const meta = {
  title: 'Screens/Portfolio',
  component: PortfolioRoute,
  decorators: [atPath('/dashboard/portfolio')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getGetCertificateProfileMockHandler({ data: profile })),
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
