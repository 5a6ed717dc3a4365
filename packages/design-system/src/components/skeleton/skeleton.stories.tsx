import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  tags: ['autodocs', 'catalog'],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
      <Skeleton circle width="48px" height="48px" />
      <Skeleton height="1.5rem" width="50%" />
      <Skeleton lines={3} />
    </div>
  ),
};
