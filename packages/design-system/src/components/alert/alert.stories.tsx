import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  tags: ['autodocs', 'catalog'],
  args: { status: 'info', children: 'Data Imbal Hasil Kosong, karena proyek belum dimulai' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Alert status="info" title="Informasi">
        Data Imbal Hasil Kosong, karena proyek belum dimulai
      </Alert>
      <Alert status="success">Profile Berhasil di Ubah</Alert>
      <Alert
        status="warning"
        title="Document approval is still in progress"
        actions={
          <Button size="sm" variant="outline">
            Refresh
          </Button>
        }
      />
      <Alert status="danger" title="Gagal">
        Telah terjadi kesalahan!
      </Alert>
    </div>
  ),
};
