import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getGetAllMastersMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { MASTERS, PERSONAL_DATA, regionHandlers } from '../routes/personal-data-fixtures';
import { PersonalDataSection } from './personal-data-section';

const URL = '*/api/v2/lender/profile/data_diri';

const meta = {
  title: 'Screens/My Account/Address and occupation',
  component: PersonalDataSection,
  decorators: [atPath('/dashboard/my-account')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getGetAllMastersMockHandler(MASTERS),
    ...regionHandlers,
    http.get(URL, () => HttpResponse.json({ data: PERSONAL_DATA })),
  ),
} satisfies Meta<typeof PersonalDataSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored address and occupation in the form; the NIK and the name read-only, with the reason. */
export const Loaded: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    const nik = await canvas.findByLabelText(/^NIK/);
    await expect(nik).toHaveValue('3174011505850003');
    await expect(nik).toHaveAttribute('readonly');
    const village = await canvas.findByRole('combobox', { name: /^Kelurahan\/desa/ });
    await waitFor(() => expect(village).toHaveTextContent('Gambir'));
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', URL)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The load failed: the reason and Retry (which loads again). */
export const LoadFailed: Story = {
  beforeEach: failsOnceThen(
    'get',
    URL,
    { status: 503, message: 'Layanan sedang sibuk' },
    { data: PERSONAL_DATA },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** Saving: the button busy until the server answers. */
export const Saving: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', URL)),
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Perbarui alamat dan pekerjaan' });
    await canvas.findByRole('combobox', { name: /^Kelurahan\/desa/ });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Address and occupation' });
    await canvas.findByText(
      'Your identity number and name are verified, so they cannot be changed here. To change them, contact customer support.',
    );
  },
};
