import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getGetAllMastersMockHandler,
  getGetIndividualProfileMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { PROFILE } from './my-account-fixtures';
import { MASTERS, PERSONAL_DATA, regionHandlers } from './personal-data-fixtures';
import { MyAccountRoute } from './my-account-route';

const PROFILE_URL = '*/api/v1/lender/profile';

const meta = {
  title: 'Screens/My Account',
  component: MyAccountRoute,
  decorators: [atPath('/dashboard/my-account')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getGetIndividualProfileMockHandler({ data: PROFILE }),
    getGetAllMastersMockHandler(MASTERS),
    ...regionHandlers,
    http.get('*/api/v2/lender/profile/data_diri', () => HttpResponse.json({ data: PERSONAL_DATA })),
  ),
} satisfies Meta<typeof MyAccountRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lazily loaded address and occupation section, with its region pickers filled. */
async function sectionLoaded(canvasElement: HTMLElement, village = /^Kelurahan\/desa|^Village/) {
  const canvas = within(canvasElement);
  const picker = await canvas.findByRole('combobox', { name: village }, { timeout: 5000 });
  await waitFor(() => expect(picker).toHaveTextContent('Gambir'));
}

export const Profile: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Fati***')).toBeVisible();
    await canvas.findByText('Menunggu tanda tangan');
    await sectionLoaded(canvasElement);
  },
};

/** Saved with nothing changed: said, nothing sent. */
export const NothingChanged: Story = {
  play: async ({ canvas, canvasElement }) => {
    await sectionLoaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Simpan' }));
    await canvas.findByText('Tidak ada data yang berubah.');
  },
};

/** Never signed at either provider. */
export const NoSignatureYet: Story = {
  beforeEach: overrideHandlers(
    getGetIndividualProfileMockHandler({
      data: {
        ...PROFILE,
        signing: {
          privy_id: null,
          privy_sign_link: null,
          privy_sign_status: null,
          vida_sign_id: null,
          signature_links: [],
          envelopeID: null,
          vida_sign_status: null,
          tteTime: null,
        },
      },
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Anda belum pernah menandatangani secara elektronik.');
    await sectionLoaded(canvasElement);
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
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'My Account' });
    await sectionLoaded(canvasElement);
  },
};
