import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { preloadFont } from './vite-plugins/preload-font';

// `npm run dev` starts the lender-api on 3001 and proxies the API paths to it (docs/lender-web.md "Web app").
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

const resolve = {
  alias: [
    // Messages are precompiled to ASTs (`pnpm i18n:compile`), so the runtime needs no ICU parser.
    {
      find: /^@formatjs\/icu-messageformat-parser$/,
      replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  ],
};

// `vite build --mode floor`: the bundle floor (src/floor/floor-entry.tsx) alone, into dist-floor/
// (never shipped); scripts/bundle-budget.mjs measures every route's distance from it.
const floorConfig = defineConfig({
  plugins: [react()],
  resolve,
  build: {
    manifest: true,
    target: 'es2023',
    outDir: 'dist-floor',
    emptyOutDir: true,
    rollupOptions: { input: { floor: 'src/floor/floor-entry.tsx' } },
  },
});

const appConfig = defineConfig({
  plugins: [
    react(),
    preloadFont(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/),
    precompress(),
  ],
  resolve,
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to report what each route loads.
    manifest: true,
    target: 'es2023',
    sourcemap: false,
  },
});

export default defineConfig(({ mode }) => (mode === 'floor' ? floorConfig : appConfig));
