import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { HeirInformationRoute, WorkInformationRoute } from './profile-section-route';

const HEIR = '*/api/v1/lender/ekyc/ahli_waris';

const meta = {
  title: 'Screens/Profile sections',
  component: HeirInformationRoute,
  decorators: [atPath('/dashboard/heir-information')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    http.get(HEIR, () =>
      HttpResponse.json({
        data: {
          ahli_waris: 'Ahmad Fauzi',
          nik: '3201234567890001',
          hubungan: 2,
          telp: '81234567890',
          kode_operator: '812',
          alamat: 'Depok',
        },
      }),
    ),
  ),
} satisfies Meta<typeof HeirInformationRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved heir in its form, "Simpan" to save. */
export const Heir: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Ahmad Fauzi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeVisible();
  },
};

export const Work: Story = {
  parameters: { visual: { desktop: true } },
  render: () => <WorkInformationRoute />,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Informasi Pekerjaan' });
    await expect(await canvas.findByRole('button', { name: 'Simpan' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', HEIR)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat…' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: overrideHandlers(
    http.get(HEIR, () => HttpResponse.json({ message: 'Akses ditolak' }, { status: 403 })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Akses ditolak');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Heir Information' });
  },
};
