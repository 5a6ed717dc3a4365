import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PORT } from './test/port.ts';

// `npm test` sets PENDANA_REPORT_DIR: the run's summary counts this test too (as the workspace's
// vitest.shared.ts does for the packages; not imported from there: this app stands alone).
const reports = process.env.PENDANA_REPORT_DIR;

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // The page's origin is the test's lender-api: the SDK's default base URL `/api` reaches it.
    environmentOptions: { jsdom: { url: `http://127.0.0.1:${PORT}/` } },
    include: ['test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
    ...(reports
      ? {
          reporters: [
            'default',
            ['json', { outputFile: path.join(reports, 'vitest-partner-desk.json') }],
          ],
        }
      : {}),
  },
});
