// Journeys in Chromium against the real lender-api serving this app's production build (built by
// the `e2e` script before Playwright starts). Never downloads browsers: /usr/bin/chromium.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const here = import.meta.dirname;

const reporter: ReporterDescription[] = [['list']];
if (process.env.PENDANA_REPORT_DIR) {
  reporter.push([
    'json',
    { outputFile: path.join(process.env.PENDANA_REPORT_DIR, 'playwright.json') },
  ]);
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two workers: journeys use their own lenders; one Chromium each keeps a 2-core machine busy, not
  // overloaded (41 journeys: 12.2 min with one worker, 8.3 min with two, no retry needed).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries anywhere: a journey that passes only on a second try is a failure to fix at its cause.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: BASE_URL,
    // A failed journey keeps its trace (actions, DOM snapshots, network) and a screenshot; no
    // screencast frames in the trace: they were recorded for every passing journey too (−19 % CPU on
    // six journey files, docs/ci.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    // The server, not a build: `pnpm e2e` builds the web app first.
    command: 'node src/main.ts',
    cwd: path.join(here, '../lender-api'),
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // E2E_WEB_DIST lets parallel local runs serve their own build (`vite build --outDir …`).
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(here, 'dist'),
      PGLITE_DIR: 'memory://',
      SANDBOX: '1',
      // The sandbox liveness provider's pages on a second loopback origin, like a provider's own site.
      SANDBOX_PROVIDER_URL: `http://localhost:${PORT}`,
      NODE_ENV: 'test',
      // Every journey comes from 127.0.0.1: per-address request limits ×1000 (per account unchanged).
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      // Notifications handed to delivery every second, not only each minute: the bell and the outbox
      // show a money event within seconds of it (a setting production refuses).
      NOTIFICATIONS_DISPATCH_SECONDS: '1',
      // One JSON line per request into a file that the log scan reads after the journeys
      // (apps/lender-api/scripts/log-scan.mjs, a step of `npm test`): no secret may be in it.
      LOG_LEVEL: 'info',
      LOG_FILE: process.env.PENDANA_REPORT_DIR
        ? path.join(process.env.PENDANA_REPORT_DIR, 'lender-api.log')
        : path.join(os.tmpdir(), `pendana-e2e-lender-api-${process.pid}.log`),
    },
  },
});
