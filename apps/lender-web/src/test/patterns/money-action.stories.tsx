import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getVerifyPasswordMockHandler } from '@pendana/api-sdk/msw';
import en from '../../i18n/messages/en.json';
import { CheckoutExample } from './checkout-example';
import { overrideHandlers } from '../story-msw';

const meta = {
  title: 'Screen patterns/Money action',
  // The real usage: checkout on the SDK's handlers (./checkout-example.tsx).
  component: CheckoutExample,
  args: {
    texts: {
      packages: 'Jumlah paket',
      fund: 'Danai',
      title: 'Konfirmasi pendanaan',
      topUp: 'Isi saldo',
    },
  },
  parameters: { intl: { messages: { en } } },
} satisfies Meta<typeof CheckoutExample>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Keyboard only: Enter on 'Danai', the password, Enter → the success dialog with the server's text. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Danai' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Konfirmasi pendanaan',
    });
    await userEvent.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123{Enter}');
    const result = await body(canvasElement).findByRole('dialog', { name: 'Berhasil' });
    await expect(result).toHaveTextContent('Berhasil Checkout Pendanaan');
  },
};

/** The password dialog with the server's refusal of the password. */
export const WrongPassword: Story = {
  beforeEach: overrideHandlers(getVerifyPasswordMockHandler({ error: 'Password salah' })),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Danai' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/Kata sandi/), 'keliru{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password salah');
  },
};

/** The checkout refused (200 with error): the server's text and the next step (top up). */
export const Refused: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/newProyek/checkout_new', () =>
      HttpResponse.json({ error: 'Dana Tidak Cukup' }),
    ),
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Danai' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123{Enter}');
    const result = await body(canvasElement).findByRole('alertdialog', { name: 'Gagal' });
    await expect(result).toHaveTextContent('Dana Tidak Cukup');
    await expect(within(result).getByRole('button', { name: 'Isi saldo' })).toBeVisible();
  },
};

/** No answer came back: Retry sends the same attempt (same Idempotency-Key). */
export const LostAnswer: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/newProyek/checkout_new', () => HttpResponse.error()),
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Danai' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123{Enter}');
    const result = await body(canvasElement).findByRole('alertdialog', { name: 'Gagal' });
    await expect(within(result).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
