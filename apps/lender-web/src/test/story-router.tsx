// The router of a screen's stories: the story's `parameters.path` (a drawer, a tab, a filter in the
// URL), else the screen's own path.
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

export function atPath(defaultPath: string): Decorator {
  return (Story, context) => (
    <MemoryRouter initialEntries={[(context.parameters.path as string | undefined) ?? defaultPath]}>
      <Story />
    </MemoryRouter>
  );
}
