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
