// Tree-shaking figure: a consumer that imports ONE SDK hook and the design system's
// Button — both from the packages' barrels — built by Vite for production; prints its JS gzip next
// to React alone, and fails when code of another operation or component made it into the bundle.
//   node scripts/size.mjs      (after the tarballs are installed; writes only a throwaway .size-tmp/)
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOUNT = `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nconst root = createRoot(document.getElementById('root'));\n`;
const scenarios = {
  'React alone': `${MOUNT}root.render(createElement('p', null, 'Halo'));\n`,
  // The peers the SDK hook needs anyway, used by the app itself: what remains is the packages' code.
  'React + react-query + axios': `${MOUNT}import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';\nimport axios from 'axios';\nfunction Who() { const user = useQuery({ queryKey: ['me'], queryFn: () => axios.get('/api/v1/user_info') }); return createElement('button', null, String(user.status)); }\nroot.render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(Who)));\n`,
  'useGetUserInfo + Button': `${MOUNT}import { QueryClient, QueryClientProvider } from '@tanstack/react-query';\nimport { useGetUserInfo } from '@pendana/api-sdk';\nimport { Button } from '@pendana/design-system';\nfunction Who() { const user = useGetUserInfo(); return createElement(Button, null, user.data?.data.username ?? 'Masuk'); }\nroot.render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(Who)));\n`,
};
// Code only other operations / components carry: none of it may be in the bundle.
const MARKERS = [
  '/newProyek/v2/listAll',
  '/newAuth/login',
  'getUserMedia',
  'qris.png',
  'one-time-code',
];

const gzipOf = (files) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const temp = path.join(app, '.size-tmp');
const rows = [];
try {
  for (const [name, entry] of Object.entries(scenarios)) {
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp, { recursive: true });
    writeFileSync(
      path.join(temp, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.js"></script>',
    );
    writeFileSync(path.join(temp, 'main.js'), entry);
    await build({
      root: temp,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: path.join(temp, 'dist'), emptyOutDir: true },
    });
    const assets = path.join(temp, 'dist/assets');
    const js = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(assets, file));
    const text = js.map((file) => readFileSync(file, 'utf8')).join('\n');
    rows.push({
      name,
      gzip: gzipOf(js),
      leaked: MARKERS.filter((marker) => text.includes(marker)),
    });
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
console.log('Consumer bundle from the tarballs (Vite production build, JS gzip):');
for (const row of rows) console.log(`  ${row.name.padEnd(26)} ${kb(row.gzip).padStart(9)}`);
const [base, peers, one] = rows;
if (base && peers && one)
  console.log(
    `  one SDK hook + Button add ${kb(one.gzip - base.gzip)} over React alone, ${kb(one.gzip - peers.gzip)} over React + react-query + axios`,
  );
const leaked = rows.flatMap((row) => row.leaked);
if (leaked.length) {
  console.error(`  not tree-shaken: the bundle holds code of ${leaked.join(', ')}`);
  process.exitCode = 1;
}
