import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getGetCorporateKycProgressResponseMock } from '@pendana/api-sdk/msw';
import { clearAllDrafts } from '../../../capabilities/wizard';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { CorporateKycRoute } from './corporate-kyc-route';

const PROGRESS = '*/api/v1/lender_corporation/kyc/progress';

// The SDK's examples answer every call: the four sections saved (PT Berkah Amanah Sejahtera, Budi
// Santoso as administrator, shareholder and contact), so `?step=1..4` reaches every step.
const meta = {
  title: 'Screens/Corporate KYC',
  component: CorporateKycRoute,
  decorators: [atPath('/dashboard/corporate-kyc?step=1')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: () => {
    // What a story types is kept as a draft in sessionStorage: no story starts from another's.
    clearAllDrafts();
    return () => clearAllDrafts();
  },
} satisfies Meta<typeof CorporateKycRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', PROGRESS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat…' })).toBeVisible();
  },
};

export const Company: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Data perusahaan' });
    await expect(await canvas.findByRole('textbox', { name: /^Nama perusahaan/ })).toHaveValue(
      'PT Berkah Amanah Sejahtera',
    );
    await expect(canvas.getByRole('group', { name: 'Akta pendirian' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan dan lanjut' })).toBeVisible();
  },
};

export const Administrators: Story = {
  parameters: { path: '/dashboard/corporate-kyc?step=2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Pengurus' });
    const first = await canvas.findByRole('group', { name: 'Pengurus 1' });
    await expect(within(first).getByDisplayValue('Budi Santoso')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

export const Shareholders: Story = {
  parameters: { path: '/dashboard/corporate-kyc?step=3' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Pemegang saham' });
    const first = await canvas.findByRole('group', { name: 'Pemegang saham 1' });
    await expect(within(first).getByDisplayValue('Budi Santoso')).toBeVisible();
  },
};

export const Contacts: Story = {
  parameters: { path: '/dashboard/corporate-kyc?step=4' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Kontak' });
    const first = await canvas.findByRole('group', { name: 'Kontak 1' });
    await expect(within(first).getByDisplayValue('Budi Santoso')).toBeVisible();
  },
};

/** The company name emptied, then "Simpan dan lanjut": the message under the field, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^Nama perusahaan/ });
    await expect(name).toHaveValue('PT Berkah Amanah Sejahtera');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan dan lanjut' }));
    await expect(await canvas.findByText('Nama perusahaan harap diisi')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The progress cannot be read: the title and the error with "Coba lagi". */
export const ServerError: Story = {
  beforeEach: failsOnceThen(
    'get',
    PROGRESS,
    { status: 500, message: 'Terjadi Kesalahan' },
    getGetCorporateKycProgressResponseMock(),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Data verifikasi tidak dapat dimuat');
    await expect(canvas.getByText('Terjadi Kesalahan')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verifikasi data badan hukum' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/dashboard/corporate-kyc?step=4' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Corporate verification' });
    await canvas.findByRole('heading', { level: 2, name: 'Contacts' });
    await expect(await canvas.findByDisplayValue('Budi Santoso')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toBeVisible();
  },
};
