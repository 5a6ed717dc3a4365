import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Button } from '../button/button';
import { TOAST_DURATION, Toaster, createAppToaster } from './toast';

const toaster = createAppToaster();

function ToastDemo() {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      <Button
        onClick={() =>
          toaster.create({
            title: 'Tambah Dana Berhasil',
            type: 'success',
            duration: TOAST_DURATION.FUNDING,
          })
        }
      >
        Funding (8 s)
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toaster.create({ title: 'OCR Berhasil', type: 'info', duration: TOAST_DURATION.OCR })
        }
      >
        OCR (5 s)
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toaster.create({
            title: 'Gagal mengolah gambar KTP',
            type: 'error',
            duration: TOAST_DURATION.OCR,
          })
        }
      >
        Error
      </Button>
      <Button
        variant="subtle"
        onClick={() => toaster.create({ title: 'Profile Berhasil di Ubah', type: 'success' })}
      >
        Other (1.5 s)
      </Button>
      <Toaster toaster={toaster} closeLabel="Tutup" />
    </div>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Funding (8 s)' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText('Tambah Dana Berhasil');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Tutup' }));
  },
};

/** Catalog's own store: its toasts never mix with the playground's. */
const catalogToaster = createAppToaster();
/** Long enough that no toast leaves during the screenshot (the spec's 1.5–8 s would). */
const CATALOG_DURATION = 10 * 60 * 1000;

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): one toast of each kind (with a description
 * and an action on the error), screenshot of the whole page because the toaster is fixed on top.
 */
export const Catalog: Story = {
  render: () => <Toaster toaster={catalogToaster} closeLabel="Tutup" />,
  parameters: { visual: { page: true } },
  play: async ({ canvasElement }) => {
    catalogToaster.remove();
    catalogToaster.create({
      title: 'Tambah Dana Berhasil',
      type: 'success',
      duration: CATALOG_DURATION,
    });
    catalogToaster.create({ title: 'OCR Berhasil', type: 'info', duration: CATALOG_DURATION });
    catalogToaster.create({
      title: 'Dokumen masih diperiksa',
      type: 'warning',
      duration: CATALOG_DURATION,
    });
    // Short texts: Ark measures a toast's height once, while the test's viewport is still 1280 px
    // wide; a title that wraps only at 360 px would be cut off in the screenshot.
    catalogToaster.create({
      title: 'Gagal mengolah KTP',
      description: 'Foto buram, ambil ulang.',
      type: 'error',
      action: { label: 'Ulangi', onClick: () => undefined },
      duration: CATALOG_DURATION,
    });
    const body = within(canvasElement.ownerDocument.body);
    for (const title of [
      'Tambah Dana Berhasil',
      'OCR Berhasil',
      'Dokumen masih diperiksa',
      'Gagal mengolah KTP',
    ]) {
      const toast = await body.findByText(title);
      await waitFor(() => expect(toast).toBeVisible());
    }
  },
};
