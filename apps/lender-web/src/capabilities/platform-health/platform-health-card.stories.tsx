import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import {
  getGetPlatformHealthMockHandler,
  getGetPlatformHealthResponseMock,
} from '@pendana/api-sdk/msw';
import { formatRate } from '@pendana/design-system/formatters';
import en from '../../i18n/messages/en.json';
import id from '../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers } from '../../test/story-msw';
import { PlatformHealthCard } from './platform-health-card';

// The platform's repayment health: one story per state of getPlatformHealth.
const meta = {
  title: 'Capabilities/Platform health',
  component: PlatformHealthCard,
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof PlatformHealthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const HEALTH_URL = '*/api/v1/platform/health';
const answer = getGetPlatformHealthResponseMock();

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(`${formatRate(answer.data.current.tkb90)}%`),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('table', { name: /Tren TKB90/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apa itu TKB?' }));
    await expect(canvas.getByRole('button', { name: 'Apa itu TKB?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', HEALTH_URL)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kesehatan platform' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Warning6Percent: Story = {
  beforeEach: overrideHandlers(
    getGetPlatformHealthMockHandler({
      data: {
        ...answer.data,
        current: { ...answer.data.current, tkb90: 94, twp90: 6 },
        warning: true,
      },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Perhatian: TWP90 Pendana saat ini 6%, di atas batas 5%.',
    );
    await expect(canvas.getByText('94%')).toBeVisible();
  },
};

/** The server fails until the story's play function makes it answer (before pressing Retry). */
let answers = false;

export const ErrorThenRetry: Story = {
  beforeEach: (context) => {
    answers = false;
    overrideHandlers(
      http.get(HEALTH_URL, () =>
        answers
          ? HttpResponse.json(answer)
          : HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )(context);
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Coba lagi' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Data gagal dimuat');
    answers = true;
    await userEvent.click(retry);
    await expect(
      await canvas.findByText(`${formatRate(answer.data.current.tkb90)}%`),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Platform health' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'What is TKB?' })).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: /TKB90 over the last 12 months/ }),
    ).toBeVisible();
  },
};
