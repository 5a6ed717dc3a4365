import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getDeleteSessionByLinkMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { EndSessionRoute } from './end-session-route';

const END = '*/api/v1/lender/sessions/end-by-link';
const ENDED = 'Sesi telah diakhiri. Jika login itu bukan Anda, segera ganti kata sandi Anda.';

const meta = {
  title: 'Screens/Auth/End session',
  component: EndSessionRoute,
  decorators: [inAuthLayout('/auth/end-session?token=Yk3d9Qm0b1RkZ2xqV3N0b3BQb3N0SGVyZUFuZE5vdw')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getDeleteSessionByLinkMockHandler({ message: ENDED })),
} satisfies Meta<typeof EndSessionRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mail's link opened: nothing is ended until the lender presses the button. */
export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Akhiri sesi' });
    await expect(canvas.getByRole('button', { name: 'Akhiri sesi itu' })).toBeVisible();
  },
};

/** Pressed: the server's answer. */
export const Ended: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Akhiri sesi itu' }));
    await canvas.findByText('Sesi diakhiri');
    await expect(canvas.getByText(ENDED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Akhiri sesi itu' })).toBeNull();
  },
};

export const Ending: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', END)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Akhiri sesi itu' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Memuat|Akhiri sesi itu/ })).toBeDisabled(),
    );
  },
};

/** The link was used before (or expired): the server's reason. */
export const LinkUsed: Story = {
  beforeEach: overrideHandlers(
    http.post(END, () =>
      HttpResponse.json(
        {
          message: 'Tautan ini sudah dipakai, kedaluwarsa, atau tidak valid.',
          errors: { token: ['Tautan ini sudah dipakai, kedaluwarsa, atau tidak valid.'] },
        },
        { status: 422 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Akhiri sesi itu' }));
    await canvas.findByText('Sesi tidak dapat diakhiri');
    await expect(
      canvas.getByText('Tautan ini sudah dipakai, kedaluwarsa, atau tidak valid.'),
    ).toBeVisible();
  },
};

/** A link without `?token=`: nothing to send. */
export const MissingToken: Story = {
  parameters: { path: '/auth/end-session' },
  play: async ({ canvas }) => {
    await canvas.findByText('Tautan tidak lengkap. Buka kembali tautan dari email Anda.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/end-session?token=Yk3d9Qm0b1RkZ2xqV3N0b3BQb3N0SGVyZUFuZE5vdw' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'End a session' });
    await expect(canvas.getByRole('button', { name: 'End that session' })).toBeVisible();
  },
};
