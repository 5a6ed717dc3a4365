import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getListNewsMockHandler, getListNewsResponseMock } from '@pendana/api-sdk/msw';
import { Button } from '@pendana/design-system/components/button';
import en from '../../i18n/messages/en.json';
import id from '../../i18n/messages/id.json';
import { atPath } from '../../test/story-router';
import { failsOnceThen, overrideHandlers } from '../story-msw';
import { NewsScreen } from './news-screen';

const meta = {
  title: 'Screen patterns/Data screen',
  component: NewsScreen,
  // The real usage: the news list on the SDK's handlers (./news-screen.tsx).
  args: { empty: { title: 'Belum ada berita', action: <Button>Ke beranda</Button> } },
  decorators: [atPath('/dashboard/news')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof NewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/news/get', async () => {
      await delay('infinite');
      return HttpResponse.json(getListNewsResponseMock());
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memuat…');
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]').length).toBeGreaterThan(
      0,
    );
  },
};

export const Data: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Pendana Raih Izin Usaha dari OJK');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

export const Empty: Story = {
  beforeEach: overrideHandlers(
    getListNewsMockHandler({ ...getListNewsResponseMock(), news: [], totalPage: 0 }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada berita' });
    await expect(canvas.getByRole('button', { name: 'Ke beranda' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    '*/api/news/get',
    { status: 500, message: 'Layanan berita sedang gangguan' },
    getListNewsResponseMock(),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Layanan berita sedang gangguan',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByText('Pendana Raih Izin Usaha dari OJK');
  },
};
