import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { TwoFactorSettings } from './two-factor-settings';

const STATUS = '*/api/v1/lender/auth/two_factor';
const OFF = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
/** A real QR code image (1×1 white PNG is enough for the layout; the page shows what the server sends). */
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

const meta = {
  title: 'Screens/Settings/Two-factor authentication',
  component: TwoFactorSettings,
  decorators: [atPath('/dashboard/setting')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof TwoFactorSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  beforeEach: overrideHandlers(http.get(STATUS, () => HttpResponse.json(OFF))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/belum aktif/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', STATUS)),
};

export const LoadFailed: Story = {
  beforeEach: overrideHandlers(
    http.get(STATUS, () => HttpResponse.json({ message: 'Server sibuk.' }, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** Turning on: the QR code, the manual key and the code field; then the recovery codes once. */
export const TurnOn: Story = {
  beforeEach: overrideHandlers(
    http.get(STATUS, () => HttpResponse.json(OFF)),
    http.post('*/api/v1/lender/auth/two_factor/setup', () =>
      HttpResponse.json({
        otpauth_uri: 'otpauth://totp/Pendana:demo.individu?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        manual_key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qr_code: QR,
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }),
    );
    await expect(await canvas.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Konfirmasi dan aktifkan' }));
    await expect(await canvas.findByText('Kode harap diisi')).toBeVisible();
  },
};

export const RecoveryCodes: Story = {
  beforeEach: TurnOn.beforeEach,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }),
    );
    await userEvent.type(await canvas.findByLabelText(/^Kode dari aplikasi/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Konfirmasi dan aktifkan' }));
    const list = await canvas.findByRole('list', { name: 'Simpan kode pemulihan Anda' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Salin kode pemulihan' })).toBeVisible();
  },
};

export const On: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sisa kode pemulihan: 9/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Matikan verifikasi dua langkah' }),
    ).toBeVisible();
  },
};

export const TurnOffRefused: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/v1/lender/auth/two_factor/disable', () =>
      HttpResponse.json(
        {
          message: 'Kode verifikasi salah atau sudah dipakai.',
          errors: { code: ['Kode verifikasi salah atau sudah dipakai.'] },
        },
        { status: 422 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText(/^Kata sandi/, { selector: 'input' }),
      'Pendana123!',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Kode dari aplikasi atau kode pemulihan/),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Matikan verifikasi dua langkah' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode verifikasi salah');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/dashboard/setting' },
  beforeEach: overrideHandlers(http.get(STATUS, () => HttpResponse.json(OFF))),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Turn on two-factor authentication' }),
    ).toBeVisible();
  },
};
