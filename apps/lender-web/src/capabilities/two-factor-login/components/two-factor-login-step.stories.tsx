import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { TwoFactorLoginStep } from './two-factor-login-step';

const FINISH = '*/api/newAuth/login/two_factor';

const meta = {
  title: 'Screens/Auth/Login/Two-factor step',
  component: TwoFactorLoginStep,
  decorators: [inAuthLayout('/auth/login')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
  args: { challengeToken: 'challenge-1', onSignedIn: fn(), onCancel: fn() },
} satisfies Meta<typeof TwoFactorLoginStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Kode verifikasi/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(await canvas.findByText('Kode verifikasi harap diisi')).toBeVisible();
  },
};

export const WrongCode: Story = {
  beforeEach: overrideHandlers(
    http.post(FINISH, () =>
      HttpResponse.json({ message: 'Kode verifikasi salah atau sudah dipakai.' }, { status: 401 }),
    ),
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText(/^Kode verifikasi/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode verifikasi salah');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', FINISH)),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Kode verifikasi/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(await canvas.findByRole('button', { name: /Memverifikasi…/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/login' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Verification code/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to the password' })).toBeVisible();
  },
};
