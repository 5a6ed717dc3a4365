import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs', 'catalog'],
  args: { children: 'Masuk', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['solid', 'outline', 'ghost', 'subtle', 'accent', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Masuk' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const variants = ['solid', 'outline', 'ghost', 'subtle', 'accent', 'danger', 'link'] as const;

/** Every variant × state (default, disabled, loading) and the sizes. */
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      {variants.map((variant) => (
        <div
          key={variant}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}
        >
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} disabled>
            {`${variant} disabled`}
          </Button>
          <Button variant={variant} loading loadingLabel="Memproses">
            {`${variant} loading`}
          </Button>
        </div>
      ))}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <Button size="sm">Kecil</Button>
        <Button size="md" startIcon={<Plus aria-hidden size={18} />}>
          Tambah
        </Button>
        <Button size="lg" endIcon={<ArrowRight aria-hidden size={18} />}>
          Lanjut
        </Button>
        <Button iconOnly aria-label="Tambah dana" variant="outline">
          <Plus aria-hidden size={18} />
        </Button>
      </div>
      <Button fullWidth>Lebar penuh</Button>
    </div>
  ),
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#register">Daftar</a> },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Memproses', children: 'Simpan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Simpan/ })).toBeDisabled();
  },
};
