import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Design system/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs', 'catalog'],
  args: {
    label: 'Kata Sandi',
    showLabel: 'Tampilkan kata sandi',
    hideLabel: 'Sembunyikan kata sandi',
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kata Sandi');
    await userEvent.type(input, 'Pendana123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <PasswordInput {...args} />
      <PasswordInput
        {...args}
        label="Kata sandi baru"
        hint="Minimal 8 karakter, huruf dan angka"
        autoComplete="new-password"
        required
      />
      <PasswordInput
        {...args}
        label="Konfirmasi kata sandi"
        error="Konfirmasi kata sandi tidak sama"
        defaultValue="abc"
      />
      <PasswordInput
        {...args}
        label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
        defaultVisible
        defaultValue="Visible1"
      />
      <PasswordInput {...args} label="Kata Sandi" disabled />
    </div>
  ),
};
