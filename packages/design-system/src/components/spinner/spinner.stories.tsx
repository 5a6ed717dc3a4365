import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Button } from '../button/button';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Memuat', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a label the spinner is a named live status ('Memuat'). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Memuat' })).toBeVisible();
  },
};

/** Without a label it is decorative (aria-hidden), e.g. next to a text that already says it. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div
        className={css({ display: 'flex', gap: '4', alignItems: 'center', color: 'primary.fg' })}
      >
        <Spinner size="sm" label="Memuat" />
        <Spinner size="md" label="Memuat" />
        <Spinner size="lg" label="Memuat data" />
      </div>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center', color: 'fg.muted' })}>
        <Spinner size="sm" />
        <span>Memuat proyek…</span>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button loading loadingLabel="Memproses">
          Danai sekarang
        </Button>
        <Button variant="outline" loading loadingLabel="Memproses">
          Simpan
        </Button>
      </div>
    </div>
  ),
};
