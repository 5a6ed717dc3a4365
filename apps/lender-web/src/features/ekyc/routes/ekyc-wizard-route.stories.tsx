import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { EkycStatus } from '@pendana/api-sdk';
import { getGetEkycStatusMockHandler, getGetEkycStatusResponseMock } from '@pendana/api-sdk/msw';
import { clearAllDrafts } from '../../../capabilities/wizard';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { EkycWizardRoute } from './ekyc-wizard-route';

const STATUS = '*/api/v1/lender/ekyc/status';

/**
 * The SDK's progress example has every section complete and the identity verified (the wizard would
 * go to the dashboard): here the heir is still to fill, so step_order 3 lets `?step=` reach every
 * step. The sections themselves answer the SDK's examples (Siti Aminah's data).
 */
const HEIR_LEFT: EkycStatus = {
  ...getGetEkycStatusResponseMock().data,
  profile: 'complete',
  education: 'complete',
  inheritance: 'incomplete',
  status_ekyc: 0,
  step_order: 3,
  phone_verified: false,
};

const meta = {
  title: 'Screens/eKYC wizard',
  component: EkycWizardRoute,
  // The step is the URL's `?step=` (capabilities/wizard url-step), never beyond step_order − 1.
  decorators: [atPath('/dashboard/ekyc?step=0')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: (context) => {
    // What a story types is kept as a draft in sessionStorage: no story starts from another's.
    clearAllDrafts();
    overrideHandlers(getGetEkycStatusMockHandler({ data: HEIR_LEFT }))(context);
    return () => clearAllDrafts();
  },
} satisfies Meta<typeof EkycWizardRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', STATUS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat…' })).toBeVisible();
  },
};

/** Step 0 with the saved data; the identity photos before any camera is opened. */
export const PersonalData: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    await expect(await canvas.findByDisplayValue('3201234567890001')).toBeVisible();
    await expect(canvas.getByDisplayValue('Siti Aminah')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Foto KTP' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Buka kamera' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Simpan dan lanjut' })).toBeVisible();
  },
};

export const EducationWorkBank: Story = {
  parameters: { path: '/dashboard/ekyc?step=1' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Pendidikan, pekerjaan dan bank' });
    await expect(await canvas.findByDisplayValue('123456789012345')).toBeVisible();
    await expect(canvas.getByDisplayValue('7123456789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

export const Heir: Story = {
  parameters: { path: '/dashboard/ekyc?step=2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Ahli waris' });
    await expect(await canvas.findByDisplayValue('Ahmad Fauzi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan dan lanjut' })).toBeVisible();
  },
};

/** The heir's name emptied, then "Simpan dan lanjut": the message under the field, nothing sent. */
export const ValidationErrors: Story = {
  parameters: { path: '/dashboard/ekyc?step=2' },
  play: async ({ canvas }) => {
    const name = await canvas.findByDisplayValue('Ahmad Fauzi');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan dan lanjut' }));
    await expect(await canvas.findByText('Nama ahli waris harap diisi')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Nama ahli waris/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The progress cannot be read: the title, the error with "Coba lagi", which loads the wizard. */
export const ServerError: Story = {
  beforeEach: failsOnceThen(
    'get',
    STATUS,
    { status: 500, message: 'Terjadi Kesalahan' },
    { data: HEIR_LEFT },
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Data verifikasi tidak dapat dimuat');
    await expect(canvas.getByText('Terjadi Kesalahan')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verifikasi data diri' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/dashboard/ekyc?step=2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Verify your personal data' });
    await canvas.findByRole('heading', { level: 2, name: 'Heir' });
    await expect(await canvas.findByDisplayValue('Ahmad Fauzi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toBeVisible();
  },
};
