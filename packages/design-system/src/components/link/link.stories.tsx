import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Design system/Link',
  component: Link,
  tags: ['autodocs', 'catalog'],
  args: { href: '#faq', children: 'Pertanyaan umum' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: { href: 'https://www.ojk.go.id', externalHint: '(tab baru)', children: 'Situs OJK' },
};

/** The screenshot baseline at 360 px (vitest.setup.ts): the default arguments. */
export const Catalog: Story = {};
