// The partner desk against a real lender-api (PGlite in memory, demo data, sandbox on): the form
// built with @pendana/forms and the design system logs in through the SDK (a write: the server
// opens a session), then the view reads who is signed in and the project list through the SDK and
// shows what the server answered. Everything comes from the packed tarballs (see README.md).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PartnerDesk } from '../src/partner-desk.tsx';
import { PORT } from './port.ts';

const BASE = `http://127.0.0.1:${PORT}`;
const LENDER_API = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/lender-api',
);
let server: ChildProcess | undefined;

beforeAll(async () => {
  server = spawn(process.execPath, ['src/main.ts'], {
    cwd: LENDER_API,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      SANDBOX: '1',
      SEED_DEMO: '1',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`lender-api exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('lender-api was not ready within 45 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

afterAll(() => {
  cleanup();
  server?.kill();
});

const JSON_HEADERS = { 'content-type': 'application/json', 'x-lang': 'id' };

/** The test's own calls to the server (not through the SDK): set-up and what the server says. */
async function call<T>(url: string, body: unknown, token?: string): Promise<T> {
  const headers = token
    ? { ...JSON_HEADERS, authorization: `Bearer ${token}`, 'request-access': token }
    : JSON_HEADERS;
  const response = await fetch(`${BASE}/api${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Project {
  id: number;
  nama: string;
  harga_paket: number;
  sisa_paket: number;
}
const activeProjects = async (token: string) =>
  (
    await call<{ dataProyekAktif: Project[] }>(
      '/newProyek/v2/listAll',
      { page: 1, per_page: 10 },
      token,
    )
  ).dataProyekAktif;

test('logs in through the forms-built form, shows what the server answered, and funds a package', async () => {
  const user = userEvent.setup();
  render(<PartnerDesk />);
  const form = screen.getByRole('form', { name: 'Masuk' });

  // The form's own rules (@pendana/forms + react-intl), before any call.
  await user.click(within(form).getByRole('button', { name: 'Masuk' }));
  expect(await within(form).findAllByText('Harap diisi')).toHaveLength(2);

  // The server's refusal, shown by applyServerErrors.
  await user.type(within(form).getByRole('textbox', { name: /Username/ }), 'demo.individu');
  await user.type(within(form).getByLabelText(/Kata Sandi/), 'Salah123!');
  await user.click(within(form).getByRole('button', { name: 'Masuk' }));
  expect((await within(form).findByRole('alert')).textContent).not.toBe('');

  // The login write through the SDK, then its reads.
  await user.clear(within(form).getByLabelText(/Kata Sandi/));
  await user.type(within(form).getByLabelText(/Kata Sandi/), 'Pendana123!');
  await user.click(within(form).getByRole('button', { name: 'Masuk' }));
  expect(
    await screen.findByText('Masuk sebagai demo.individu', {}, { timeout: 15_000 }),
  ).toBeTruthy();

  const { access_token: token } = await call<{ access_token: string }>('/newAuth/login', {
    username: 'demo.individu',
    password: 'Pendana123!',
  });
  const before = await activeProjects(token);
  expect(before.length).toBeGreaterThan(0);
  const table = screen.getByRole('table', { name: 'Proyek aktif' });
  for (const project of before) expect(await within(table).findByText(project.nama)).toBeTruthy();
  expect(within(table).getAllByRole('row')).toHaveLength(before.length + 1);

  // A real write through the SDK: pay the package's price in through the sandbox bank (set-up),
  // then fund one package of the first project from the view.
  const target = before.find((project) => project.sisa_paket > 1)!;
  const accounts = await call<{ data: { nomor_va: string }[] }>(
    '/newProfile/showVaNewNew',
    {},
    token,
  );
  await call(
    '/sandbox/va/pay',
    {
      nomor_va: accounts.data[0]!.nomor_va,
      nominal: target.harga_paket,
      reference: `PARTNER-DESK-${Date.now()}`,
    },
    token,
  );
  await user.click(within(table).getByRole('button', { name: `Danai 1 paket ${target.nama}` }));

  const row = () => within(table).getByText(target.nama).closest('tr')!;
  await waitFor(() => expect(within(row()).getByText(String(target.sisa_paket - 1))).toBeTruthy(), {
    timeout: 15_000,
  });
  expect(screen.getByRole('status').textContent).not.toBe('');
  const after = await activeProjects(token);
  expect(after.find((project) => project.id === target.id)?.sisa_paket).toBe(target.sisa_paket - 1);
});
