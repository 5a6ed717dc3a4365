import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Username atau Email', name: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username atau Email' });
    await userEvent.type(input, 'demo.individu');
    await expect(input).toHaveValue('demo.individu');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    error: 'Email Sudah Terdaftar',
    defaultValue: 'budi@example.com',
    required: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Email Sudah Terdaftar')).toBeVisible();
  },
};

/** Every state: default, hint, required, error, disabled, read-only, addons, large. */
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <TextField label="Nama lengkap" placeholder="Sesuai KTP" />
      <TextField label="NIK" hint="16 digit sesuai KTP" inputMode="numeric" />
      <TextField label="Email" type="email" required />
      <TextField label="Username" error="Username Sudah Terdaftar" defaultValue="budi" />
      <TextField label="Kota" disabled defaultValue="Jakarta Selatan" />
      <TextField label="Kode referal" readOnly defaultValue="PDN-2026" />
      <TextField label="Nomor HP" startAddon="+62" inputMode="tel" />
      <TextField label="Cari proyek" startAddon={<Search aria-hidden size={18} />} />
      <TextField label="Jumlah" size="lg" endAddon="lembar" />
    </div>
  ),
};
