// The client taking over the prerendered pages: the login page is hydrated — the
// same nodes, what the visitor typed before the script ran kept and sent — and the dashboard shell is
// replaced by one render, never shown twice.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app/app';
import { server, setupMswServer } from '../test/msw-server';
import { createTestContext } from '../test/render-app';
import { getGetLenderInfoQueryKey } from '@pendana/api-sdk';
import { DASHBOARD_PAGES, prerender, type PrerenderTarget } from './prerender-entry';
import { AfterCommit } from './after-commit';
import { PRERENDER_DISABLED, takeOverPrerender } from './take-over';

setupMswServer();

const lenderInfoKey = getGetLenderInfoQueryKey();

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** The page as the server sends it: the prerendered markup in #root. */
async function serve(target: PrerenderTarget): Promise<HTMLElement> {
  const { html } = await prerender(target);
  container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = target.kind;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** main.tsx's start, recording which way it took and React's recoverable (hydration) errors. */
async function takeOver(element: HTMLElement, path: string, beforeReady?: () => void) {
  const context = createTestContext(path);
  const errors: unknown[] = [];
  const app = (
    <StrictMode>
      <App context={context} />
    </StrictMode>
  );
  let way = '';
  await act(async () => {
    const started = takeOverPrerender(
      element,
      context.router,
      {
        hydrate: (hydrated) => {
          way = 'hydrate';
          root = hydrateRoot(element, <AfterCommit onCommit={hydrated}>{app}</AfterCommit>, {
            onRecoverableError: (error) => errors.push(error),
          });
        },
        render: () => {
          way = 'render';
          root = createRoot(element);
          root.render(app);
        },
      },
      context.queryClient,
    );
    beforeReady?.();
    await started;
  });
  return { way, errors, context };
}

/** Typing before the script runs: the browser changes the field, no React handler sees it. */
function typeWithoutScript(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('prerendered login page', () => {
  it('has the real form in each language, its submit disabled until the script runs', async () => {
    const id = await serve({ kind: 'login', path: '/auth/login', locale: 'id' });
    expect(id.querySelector('h1')?.textContent).toBe('Masuk ke Pendana');
    const labels = [...id.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Nama pengguna atau email*', 'Kata sandi*']);
    const submit = id.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.textContent).toBe('Masuk');
    expect(submit?.disabled).toBe(true);
    expect(submit?.hasAttribute(PRERENDER_DISABLED)).toBe(true);
    id.remove();

    const en = await serve({ kind: 'login', path: '/en/auth/login', locale: 'en' });
    expect(en.querySelector('h1')?.textContent).toBe('Log in to Pendana');
    expect([...en.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Username or email*',
      'Password*',
    ]);
  });

  it('is hydrated in place: the typed name is kept and sent, one form, no mismatch', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/newAuth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'Nama pengguna atau kata sandi salah' },
          { status: 401 },
        );
      }),
    );
    const page = await serve({ kind: 'login', path: '/auth/login', locale: 'id' });
    const username = page.querySelector<HTMLInputElement>('input[name="username"]');
    const form = page.querySelector('form');
    if (!username || !form) throw new Error('no login form in the prerender');
    typeWithoutScript(username, 'demo.individu');

    const { way, errors } = await takeOver(page, '/auth/login');
    expect(way).toBe('hydrate');
    const submit = screen.getByRole('button', { name: 'Masuk' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    // The very nodes of the prerender, once.
    expect(page.querySelectorAll('form')).toHaveLength(1);
    expect(page.querySelector('form')).toBe(form);
    expect(page.querySelector('input[name="username"]')).toBe(username);
    expect(username.value).toBe('demo.individu');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^kata sandi/i, { selector: 'input' }), 'Rahasia123!');
    await user.click(submit);
    await waitFor(() =>
      expect(sent).toEqual({ username: 'demo.individu', password: 'Rahasia123!' }),
    );
    expect(errors).toEqual([]);
  });

  it('is rendered afresh when a session sends the visitor to the dashboard', async () => {
    const page = await serve({ kind: 'login', path: '/auth/login', locale: 'id' });
    document.cookie = 'token=abc; Path=/';
    const { way, context } = await takeOver(page, '/auth/login');
    expect(way).toBe('render');
    expect(context.router.state.location.pathname).toBe('/dashboard');
    expect(page.querySelector('form')).toBeNull();
    expect(page.dataset.prerendered).toBeUndefined();
  });

  it('a submit before the script has taken over is made once hydrated, with what was typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/newAuth/login', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Nama pengguna atau kata sandi salah' },
          { status: 401 },
        );
      }),
    );
    const page = await serve({ kind: 'login', path: '/auth/login', locale: 'id' });
    const [username, password] = page.querySelectorAll<HTMLInputElement>('input[name]');
    const form = page.querySelector('form');
    if (!username || !password || !form) throw new Error('no login form in the prerender');
    typeWithoutScript(username, 'demo.individu');
    typeWithoutScript(password, 'Pendana123!');
    let prevented: boolean | null = null;
    const { errors } = await takeOver(page, '/auth/login', () => {
      // The script runs, the routes still loading: the visitor presses Enter.
      expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      prevented = submit.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await waitFor(() =>
      expect(sent).toEqual([{ username: 'demo.individu', password: 'Pendana123!' }]),
    );
    expect(await screen.findByText('Nama pengguna atau kata sandi salah')).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

describe('prerendered dashboard shell', () => {
  it("is the shell's loading state in the page's language, replaced by one render", async () => {
    const page = await serve({ kind: 'shell', path: '/dashboard', locale: 'id' });
    expect(page.querySelector('[role="status"][aria-label="Memuat…"]')).not.toBeNull();
    expect(page.querySelector('nav[aria-label="Menu utama"]')).not.toBeNull();
    expect(page.textContent).toContain('Keluar');
    const prerenderedMain = page.querySelector('main');

    document.cookie = 'token=abc; Path=/';
    const { way } = await takeOver(page, '/dashboard');
    expect(way).toBe('render');
    await screen.findByRole('heading', { level: 1 });
    expect(page.querySelectorAll('main')).toHaveLength(1);
    expect(page.querySelector('main')).not.toBe(prerenderedMain);
    expect(page.querySelectorAll('nav[aria-label="Menu utama"]').length).toBeLessThanOrEqual(2);

    const en = await serve({ kind: 'shell', path: '/en/dashboard', locale: 'en' });
    expect(en.querySelector('[role="status"][aria-label="Loading…"]')).not.toBeNull();
    expect(en.textContent).toContain('Log out');
  });
});

describe("prerendered dashboard pages' static frames", () => {
  it('every page shows its own heading in each language, without any script', async () => {
    for (const path of DASHBOARD_PAGES.filter((p) => p !== '/dashboard')) {
      for (const locale of ['id', 'en'] as const) {
        const target = {
          kind: 'shell',
          path: locale === 'en' ? `/en${path}` : path,
          locale,
          frame: true,
        } as const;
        const { html, title } = await prerender(target);
        const page = document.createElement('div');
        page.innerHTML = html;
        const headings = [...page.querySelectorAll('main h1')].map((h) => h.textContent);
        // The document's title is the page's heading and the app's name.
        expect(headings, target.path).toEqual([title.replace(/ · Pendana$/, '')]);
        expect(page.querySelector('main [role="status"][aria-label]'), target.path).toBeNull();
      }
    }
  });

  it('search funding and my funding have their intro in each language', async () => {
    const intros: Array<[string, 'id' | 'en', string]> = [
      ['/dashboard/search-for-funding', 'id', 'Pilih proyek syariah, lihat detailnya'],
      ['/en/dashboard/search-for-funding', 'en', 'Choose a sharia project'],
      ['/dashboard/my-funding', 'id', 'Pendanaan Anda per status proyek'],
      ['/en/dashboard/my-funding', 'en', 'Your fundings by project state'],
    ];
    for (const [path, locale, intro] of intros) {
      const page = await serve({ kind: 'shell', path, locale, frame: true });
      expect(page.querySelector('main h1 + p')?.textContent, path).toContain(intro);
      page.remove();
    }
  });

  it("home's frame: the balances' heading and skeletons, the greeting's place kept", async () => {
    const page = await serve({ kind: 'shell', path: '/dashboard', locale: 'id', frame: true });
    expect(page.querySelector('main h2')?.textContent).toBe('Dana Anda');
    expect(page.querySelectorAll('main [data-part="skeleton"]').length).toBeGreaterThan(1);
  });

  it('is replaced once the page and the lender are loaded, by the page, never by a spinner', async () => {
    const page = await serve({ kind: 'shell', path: '/dashboard', locale: 'id', frame: true });
    document.cookie = 'token=abc; Path=/';
    // Whether the layout's spinner (its wait for the lender) is ever shown over the frame.
    let spinnerShown = false;
    const watch = new MutationObserver(() => {
      spinnerShown ||= page.querySelector('[role="status"][aria-label="Memuat…"]') !== null;
    });
    watch.observe(page, { childList: true, subtree: true });
    const { way, context } = await takeOver(page, '/dashboard');
    watch.disconnect();
    expect(spinnerShown).toBe(false);
    expect(way).toBe('render');
    // Home's loader does not read the lender; the take-over waited for it, as the layout does.
    expect(context.queryClient.getQueryState(lenderInfoKey)?.status).toBe('success');
    expect(page.querySelector('main h1')?.textContent).toMatch(/^Halo, /);
    expect(screen.queryByRole('status', { name: 'Memuat…' })).toBeNull();
    expect(page.querySelectorAll('main')).toHaveLength(1);
  });

  it("is the same page as the client's: search funding's heading and intro", async () => {
    const page = await serve({
      kind: 'shell',
      path: '/dashboard/search-for-funding',
      locale: 'id',
      frame: true,
    });
    const frame = page.querySelector('main h1')?.parentElement?.outerHTML;
    document.cookie = 'token=abc; Path=/';
    await takeOver(page, '/dashboard/search-for-funding');
    expect(page.querySelector('main h1')?.parentElement?.outerHTML).toBe(frame);
  });
});
