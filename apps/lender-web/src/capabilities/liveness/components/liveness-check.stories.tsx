import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { overrideHandlers } from '../../../test/story-msw';
import { LivenessCheck } from './liveness-check';

/** A tiny JPEG as the selfie (the check starts only once there is one). */
const SELFIE = 'data:image/jpeg;base64,/9j/2Q==';

/** The first provider's session call answering as an outage does. */
const privyDown = (context: object) => {
  overrideHandlers(
    http.get('*/v1/privy-web-liveness/generate-url', () =>
      HttpResponse.json({ message: 'Layanan sedang tidak tersedia.' }, { status: 503 }),
    ),
  )(context);
  // The provider window the check opens on a click: none here, the story stays on this page.
  const open = window.open;
  window.open = () => null;
  return () => {
    window.open = open;
  };
};

// The liveness test of the eKYC's personal data step, on its own: the provider comes from the
// server's setting; when it fails to start, the other provider is offered.
const meta = {
  title: 'Screens/Liveness check',
  component: LivenessCheck,
  decorators: [atPath('/dashboard/ekyc')],
  parameters: { intl: { messages: { id, en } } },
  args: { selfie: SELFIE, result: null, onResult: fn(), provider: 'privy' },
} satisfies Meta<typeof LivenessCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PrivyID does not start: its error gives way to the offer of VIDA. */
export const ProviderDown: Story = {
  beforeEach: privyDown,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai tes liveness' }));
    const offer = await canvas.findByRole('alert');
    await expect(offer).toHaveTextContent(
      'Penyedia tes liveness sedang tidak dapat digunakan. Anda dapat melanjutkan tes dengan penyedia lain, VIDA.',
    );
    await expect(canvas.getByRole('button', { name: 'Coba penyedia lain (VIDA)' })).toBeVisible();
  },
};

export const ProviderDownEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: privyDown,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start the liveness test' }));
    await expect(
      await canvas.findByRole('button', { name: 'Try the other provider (VIDA)' }),
    ).toBeVisible();
  },
};
