import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { getGetCorporateProfileMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { CorporateAccountRoute } from './corporate-account-route';
import { CORPORATE_PROFILE } from './my-account-fixtures';

const PROFILE_URL = '*/api/v1/lender_corporation/profile';

const meta = {
  title: 'Screens/My Account (corporation)',
  component: CorporateAccountRoute,
  decorators: [atPath('/dashboard/my-account-corporate')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getGetCorporateProfileMockHandler({ data: CORPORATE_PROFILE })),
} satisfies Meta<typeof CorporateAccountRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PT Berkah Amanah Sejahtera')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ubah data perusahaan' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', PROFILE_URL)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach: overrideHandlers(
    http.get(PROFILE_URL, () => HttpResponse.json({ message: 'Akses ditolak' }, { status: 403 })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Akses ditolak');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Change the company data' });
  },
};
