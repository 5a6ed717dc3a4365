import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { LegacyKycStatus } from '@pendana/api-sdk';
import {
  getGetLegacyKycStatusMockHandler,
  getGetLegacyKycStatusResponseMock,
} from '@pendana/api-sdk/msw';
import { clearAllDrafts } from '../../../capabilities/wizard';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { LegacyKycRoute } from './legacy-kyc-route';

const STATUS = '*/api/v1/lender/kyc/status';

/**
 * The SDK's progress example has every section complete on an active account (the flow would go to
 * the dashboard): here the heir is still to fill, so step_order 3 lets `?step=` reach every step.
 * The sections themselves answer the SDK's examples (Siti Aminah's data).
 */
const HEIR_LEFT: LegacyKycStatus = {
  ...getGetLegacyKycStatusResponseMock().data,
  profile: 'complete',
  education: 'complete',
  inheritance: 'incomplete',
  step_order: 3,
  user_status: 'notfilled',
};

const meta = {
  title: 'Screens/KYC (older flow)',
  component: LegacyKycRoute,
  decorators: [atPath('/dashboard/kyc?step=0')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: (context) => {
    // What a story types is kept as a draft in sessionStorage: no story starts from another's.
    clearAllDrafts();
    overrideHandlers(getGetLegacyKycStatusMockHandler({ data: HEIR_LEFT }))(context);
    return () => clearAllDrafts();
  },
} satisfies Meta<typeof LegacyKycRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', STATUS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat…' })).toBeVisible();
  },
};

/** Step 0 with the saved data; the identity photos are chosen as files (no camera). */
export const PersonalData: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Data diri dan foto' });
    await expect(await canvas.findByDisplayValue('3201234567890001')).toBeVisible();
    await expect(canvas.getByDisplayValue('Siti Aminah')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan dan lanjut' })).toBeVisible();
  },
};

export const EducationWorkBank: Story = {
  parameters: { path: '/dashboard/kyc?step=1' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Pendidikan, pekerjaan dan bank' });
    await expect(await canvas.findByDisplayValue('123456789012345')).toBeVisible();
    await expect(canvas.getByDisplayValue('7123456789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

export const Heir: Story = {
  parameters: { path: '/dashboard/kyc?step=2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Ahli waris' });
    await expect(await canvas.findByDisplayValue('Ahmad Fauzi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan dan lanjut' })).toBeVisible();
  },
};

/** The NIK emptied, then "Simpan dan lanjut": the message under the field, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const nik = await canvas.findByDisplayValue('3201234567890001');
    await userEvent.clear(nik);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan dan lanjut' }));
    await expect(await canvas.findByText('NIK harus 16 digit')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^NIK/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The progress cannot be read: the title and the error with "Coba lagi". */
export const ServerError: Story = {
  beforeEach: failsOnceThen(
    'get',
    STATUS,
    { status: 500, message: 'Terjadi Kesalahan' },
    { data: HEIR_LEFT },
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Data tidak dapat dimuat');
    await expect(canvas.getByText('Terjadi Kesalahan')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lengkapi data diri' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/dashboard/kyc?step=1' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Complete your personal data' });
    await canvas.findByRole('heading', { level: 2, name: 'Education, work and bank' });
    await expect(await canvas.findByDisplayValue('7123456789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toBeVisible();
  },
};
