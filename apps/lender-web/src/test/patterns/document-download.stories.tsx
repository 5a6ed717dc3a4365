import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { getCertificate } from '@pendana/api-sdk';
import en from '../../i18n/messages/en.json';
import id from '../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers } from '../story-msw';
import { DocumentDownload } from '../../lib/screen/document-download';

const meta = {
  title: 'Screen patterns/Document download',
  component: DocumentDownload,
  // The real usage: the certificate PDF (newRekening/viewSertifikat) on the SDK's handlers.
  args: {
    label: 'Unduh sertifikat',
    fileName: 'sertifikat-pendana.pdf',
    request: (options) => getCertificate(options),
  },
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof DocumentDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter downloads; the saved file's name is announced. */
export const Downloaded: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Unduh sertifikat' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('sertifikat-pendana.pdf sudah diunduh')).toBeVisible();
  },
};

/** On its way, size unknown: an indeterminate progress bar. */
export const Downloading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', '*/api/newRekening/viewSertifikat')),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh sertifikat' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Mengunduh sertifikat-pendana.pdf' }),
    ).toBeVisible();
  },
};

/** Refused: the server's message (read from the file call's JSON body) and Retry. */
export const Failed: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/newRekening/viewSertifikat', () =>
      HttpResponse.json({ message: 'Total aset Anda belum mencapai Rp1.000.000' }, { status: 422 }),
    ),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh sertifikat' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Total aset Anda belum mencapai Rp1.000.000',
    );
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/**
 * `mode="open"` on its way: the tab opened at the click waits for the file (here a stand-in tab, so
 * the story opens none); the progress says it is opening.
 */
export const Opening: Story = {
  args: { mode: 'open', label: 'Buka sertifikat' },
  beforeEach: (context) => {
    overrideHandlers(neverAnswers('post', '*/api/newRekening/viewSertifikat'))(context);
    const open = window.open;
    window.open = () =>
      ({ closed: false, opener: null, location: { href: '' }, close() {} }) as unknown as Window;
    return () => {
      window.open = open;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buka sertifikat' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Membuka sertifikat-pendana.pdf' }),
    ).toBeVisible();
  },
};
