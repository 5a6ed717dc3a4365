/**
 * CPU time per request of the benchmark's reads, in process (not a test): builds the
 * app as `npm start` does (PGlite in memory, demo seed, sandbox), logs in demo.individu and sends
 * `user_info`, the project list, a project detail and the portfolio through `app.inject` (no socket),
 * 10 interleaved rounds of 50 each, and prints the best round's CPU milliseconds per request
 * (`process.cpuUsage`: user + system of this process, which runs PGlite too) and the ratio to
 * `user_info`. CPU time, not wall time, so a busy machine (other engineers' test runs) moves it less
 * than the HTTP benchmark's rates. Usage: node scripts/request-cpu.ts
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

const config = loadConfig({
  ...process.env,
  PGLITE_DIR: 'memory://',
  SANDBOX: '1',
  SEED_DEMO: '1',
  RATE_LIMIT_ADDRESS_FACTOR: '1000',
  WEB_DIST: '',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
});
const database = await openDatabase(config);
const app = await buildApp({ db: database, config, logger: false });
await app.ready();
for (let i = 0; i < 600; i += 1) {
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  if (health.statusCode === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const login = await app.inject({
  method: 'POST',
  url: '/api/newAuth/login',
  payload: { username: 'demo.individu', password: 'Pendana123!' },
});
const token = (login.json() as { access_token: string }).access_token;
const headers = {
  authorization: `Bearer ${token}`,
  'request-access': token,
  'x-lang': 'id',
  'accept-encoding': 'br, gzip',
};
const lists = await app.inject({
  method: 'POST',
  url: '/api/newProyek/v2/listAll',
  headers: { ...headers, 'accept-encoding': 'identity' },
  payload: { per_page: 50 },
});
const active = (lists.json() as { dataProyekAktif: { id: number; sisa_paket: number }[] })
  .dataProyekAktif;
const project = [...active].sort((a, b) => b.sisa_paket - a.sisa_paket)[0];
if (!project) throw new Error('no active project');
const operations: Record<string, () => ReturnType<typeof app.inject>> = {
  user_info: () => app.inject({ method: 'GET', url: '/api/v1/user_info', headers }),
  list: () =>
    app.inject({
      method: 'POST',
      url: '/api/newProyek/v2/listAll',
      headers,
      payload: { per_page: 10 },
    }),
  detail: () =>
    app.inject({
      method: 'POST',
      url: '/api/newProyek/detil',
      headers,
      payload: { id_proyek: project.id },
    }),
  homeLogin: () =>
    app.inject({ method: 'POST', url: '/api/newProfile/homeLogin', headers, payload: {} }),
};
for (const send of Object.values(operations))
  for (let i = 0; i < 50; i += 1) {
    const response = await send();
    if (response.statusCode !== 200) throw new Error(response.body);
  }
const best: Record<string, number> = {};
for (let round = 0; round < 10; round += 1)
  for (const [name, send] of Object.entries(operations)) {
    const start = process.cpuUsage();
    for (let i = 0; i < 50; i += 1) await send();
    const used = process.cpuUsage(start);
    best[name] = Math.min(best[name] ?? Infinity, (used.user + used.system) / 1000 / 50);
  }
const reference = best.user_info ?? NaN;
for (const [name, ms] of Object.entries(best))
  console.log(
    `${name.padEnd(10)} ${ms.toFixed(3)} ms CPU per request  ${((100 * reference) / ms).toFixed(0)} % of user_info`,
  );
await app.close();
await database.close();
