import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { overrideHandlers } from '../../../test/story-msw';
import { MyFundingRoute } from './my-funding-route';
import { fundingLists, openFunding, pagedFundingsHandler } from '../../../test/managed-fundings';

// Manage Funding a page at a time: the next page on its way, and a tab read to its end.
const twelve = fundingLists({
  dataProyekAktif: Array.from({ length: 12 }, (_, k) => openFunding(101 + k)),
});

const meta = {
  title: 'Screens/Manage funding/Pages',
  component: MyFundingRoute,
  decorators: [atPath('/dashboard/my-funding')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof MyFundingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page shown, the second never answering: the "load more" button is busy. */
export const LoadingMore: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/newPendanaan/listKelolaInvestasiNewNew', async ({ request }) => {
      // The first page is the call without parameters; any later page never answers.
      if (new URL(request.url).searchParams.has('page')) await delay('infinite');
      return HttpResponse.json({
        ...twelve,
        dataProyekAktif: twelve.dataProyekAktif.slice(0, 10),
      });
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Proyek 110' });
    const more = await canvas.findByRole('button', { name: /Muat lebih banyak|Memuat/ });
    if (!more.hasAttribute('aria-busy')) await userEvent.click(more);
    await expect(await canvas.findByRole('button', { busy: true })).toBeDisabled();
  },
};

/** Every funding of the tab shown: no "load more", a line saying so. */
export const EndOfList: Story = {
  beforeEach: overrideHandlers(pagedFundingsHandler(twelve)),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Proyek 101' });
    const more = canvas.queryByRole('button', { name: 'Muat lebih banyak' });
    if (more) await userEvent.click(more);
    await expect(
      await canvas.findByText('Semua pendanaan di tab ini sudah ditampilkan.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Proyek 112' })).toBeVisible();
  },
};
