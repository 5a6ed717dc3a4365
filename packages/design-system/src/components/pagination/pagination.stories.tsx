import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(props: Omit<PaginationProps, 'page' | 'onPageChange'>) {
  const [page, setPage] = useState(1);
  return (
    <>
      <Pagination {...props} page={page} onPageChange={setPage} />
      <output data-testid="page">{page}</output>
    </>
  );
}

const meta = {
  title: 'Design system/Pagination',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: { count: 500, pageSize: 10 },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English labels by default (spec §9). */
export const EnglishDefault: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('2');
  },
};

export const Indonesian: Story = {
  args: {
    labels: {
      nav: 'Halaman',
      previous: 'Sebelumnya',
      next: 'Berikutnya',
      page: (page: number) => `Halaman ${page}`,
    },
  },
};

/** The screenshot baseline at 360 px (vitest.setup.ts): the default arguments. */
export const Catalog: Story = {};
