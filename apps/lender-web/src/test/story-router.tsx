// The router of a screen's stories: the story's `parameters.path` (a drawer, a tab, a filter in the
// URL), else the screen's own path. The app takes its language from the path (`/en/…`), like the
// real routes: with the toolbar (or a story's globals) in English the path gets the `/en` prefix, so
// dates, numbers and links follow the messages.
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

export function atPath(defaultPath: string): Decorator {
  return (Story, context) => {
    const path = (context.parameters.path as string | undefined) ?? defaultPath;
    const english = context.globals.locale === 'en' && !/^\/en(\/|$)/.test(path);
    return (
      <MemoryRouter initialEntries={[english ? `/en${path}` : path]}>
        <Story />
      </MemoryRouter>
    );
  };
}
