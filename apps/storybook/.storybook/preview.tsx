import '@pendana/design-system/fonts.css';
import '../src/index.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { GuidedDocsPage } from '../src/guidance/guided-docs-page';
import { sdkHandlers } from './msw-handlers';
import { VIEWPORTS } from './viewports';

type Locale = 'id' | 'en';

/**
 * Themes the preset defines. Only 'light' today: the preset has no dark semantic tokens, and a dark
 * theme would need its own AA-checked palette (dark optional). A new theme is one entry here
 * plus `[data-theme=…]` conditions in the preset's semantic tokens.
 */
const THEMES = [{ value: 'light', title: 'Light', colorScheme: 'light' }] as const;
type Theme = (typeof THEMES)[number];
type Messages = Record<string, string>;

/** Locale from the toolbar (id/en); stories pass their messages through `parameters.intl.messages`. */
const withIntl: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'en' ? 'en' : 'id';
  const messages =
    (context.parameters.intl as { messages?: Partial<Record<Locale, Messages>> } | undefined)
      ?.messages?.[locale] ?? {};
  return (
    <IntlProvider locale={locale} defaultLocale="id" messages={messages} onError={() => undefined}>
      <div lang={locale}>
        <Story />
      </div>
    </IntlProvider>
  );
};

/** Theme from the toolbar: `data-theme` + `color-scheme` around the story (no box of its own). */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = THEMES.find((item) => item.value === context.globals.theme) ?? THEMES[0];
  return (
    <div data-theme={theme.value} style={{ display: 'contents', colorScheme: theme.colorScheme }}>
      <Story />
    </div>
  );
};

function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: Infinity },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * What the visual test needs to know about the story being rendered (vitest.setup.ts reads it):
 * its id and its `parameters.visual` (`page`: screenshot the whole page, for overlays in a portal;
 * `desktop`: a 1280 px baseline too; `skip`: why this story has no baseline).
 */
export interface VisualParameters {
  page?: boolean;
  desktop?: boolean;
  skip?: string;
}
const withVisualInfo: Decorator = (Story, context) => {
  (globalThis as { __PENDANA_STORY__?: unknown }).__PENDANA_STORY__ = {
    id: context.id,
    visual: (context.parameters.visual ?? {}) as VisualParameters,
  };
  return <Story />;
};

const withQueryClient: Decorator = (Story) => (
  <QueryProvider>
    <Story />
  </QueryProvider>
);

const preview: Preview = {
  // Every story file gets a docs page (props table, stories) — design system, forms and features.
  tags: ['autodocs'],
  decorators: [withQueryClient, withIntl, withTheme, withVisualInfo],
  loaders: [mswLoader()],
  // The SDK's MSW handlers answer every operation with the contract's examples; stories override with msw.use().
  beforeEach: ({ msw }) => {
    msw.use(...sdkHandlers);
  },
  globalTypes: {
    locale: {
      description: 'Language of the stories',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme of the stories',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: THEMES.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'id', theme: 'light' },
  parameters: {
    layout: 'padded',
    // Docs pages: the autodocs blocks plus usage guidance (When to use / Do / Don't) for components.
    docs: { page: GuidedDocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    a11y: {
      // Violations fail the story tests (0 violations, WCAG 2.2 AA tags).
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
