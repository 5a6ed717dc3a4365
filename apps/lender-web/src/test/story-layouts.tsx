// The app layouts around a screen's stories, as a user sees the screen: the public auth pages inside
// app's auth frame (brand, language switch). Stories import app/ only through here (src/test may
// import anything; a feature's story may import src/test).
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthLayout } from '../app/layouts/auth-layout';

/** The story's page as the auth layout's outlet, at `parameters.path` or `defaultPath`. */
export function inAuthLayout(defaultPath: string): Decorator {
  return (Story, context) => (
    <MemoryRouter initialEntries={[(context.parameters.path as string | undefined) ?? defaultPath]}>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="*" element={<Story />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}
