#!/usr/bin/env node
/**
 * Load benchmark of lender-api (not a test): starts the server as `npm start` does (`node src/main.ts`,
 * Node's type stripping) on loopback with the sandbox on, then runs autocannon against each operation
 * and prints, from one run, requests/s, the ratio to the authenticated one-row read (`user_info`),
 * p50 and p99 latency, the answer's bytes as sent compressed and uncompressed:
 *   - healthz        GET  /healthz                        (no database, no session: the ceiling)
 *   - user_info      GET  /api/v1/user_info               (demo.individu: session + one row — the reference)
 *   - project list   POST /api/newProyek/v2/listAll       (demo.individu)
 *   - project detail POST /api/newProyek/detil            (demo.individu)
 *   - portfolio      POST /api/newProfile/homeLogin       (demo.individu)
 *   - checkout       POST /api/newProyek/checkout_new     (a fresh lender funded through the sandbox VA;
 *                    every request carries its own Idempotency-Key, so each one is a real checkout that
 *                    succeeds or gets the business refusal once the project is full). Afterwards the
 *                    project's packages left and the buyer's balance are read again: they must have moved
 *                    by exactly the number of checkouts the server posted (the buyer's funding
 *                    transactions), which is the number of funded answers plus at most one request per
 *                    connection still in flight when the run stopped.
 *
 * Database: PGlite in memory by default; `--database-url <url>` (or `DATABASE_URL`) for a PostgreSQL the
 * caller runs; `--pg` starts a throw-away PostgreSQL 15 cluster (like scripts/test-pg.sh) on
 * `--pg-port` and removes it afterwards.
 * `--cpu-prof <dir>` runs the server with `node --cpu-prof` (the profile is written when it stops;
 * summarise it with scripts/cpu-profile-summary.mjs); `--only list,homeLogin` runs only those.
 * `--grow ended=20000,open=500,fundings=500` (PostgreSQL only) grows the seeded platform before the
 * runs (src/seed/grown-platform.ts): projects that ended years ago, projects open today, and that many
 * fundings of demo.individu (one per open project, with their postings) — the scale bench.
 * Also measured: portfolio returns (GET /v1/lender/portfolio/returns) and Manage Funding
 * (POST /newPendanaan/listKelolaInvestasiNewNew: `manage` without parameters, the first page of each
 * list (the web's first page too); `managePage` one tab's page as the web asks for later pages, `?tab=aktif&page=1&per_page=10`), all
 * as demo.individu.
 *
 * Usage: pnpm --filter @pendana/lender-api run bench [-- --duration 10 --connections 10 --port 4530 --pg]
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { grownPlatformStatements } from '../src/seed/grown-platform.ts';

/** The query of one Manage Funding tab's page as the web asks for its later pages (10 fundings). */
const MANAGE_FIRST_PAGE = 'tab=aktif&page=1&per_page=10';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4530' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    pg: { type: 'boolean', default: false },
    'pg-port': { type: 'string', default: '4539' },
    'pg-bin': { type: 'string', default: process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin' },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
    grow: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Pendana123!';
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const wanted = (key) => !ONLY || ONLY.has(key);

/** A throw-away PostgreSQL 15 cluster in a temp directory (trust auth, loopback, no fsync). */
function startPostgres() {
  const bin = args['pg-bin'];
  const port = Number(args['pg-port']);
  const root = process.getuid?.() === 0;
  const asPg = (command, commandArgs) => {
    const [file, list] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...commandArgs]]
      : [path.join(bin, command), commandArgs];
    const result = spawnSync(file, list, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
    return result.stdout;
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pendana-bench-pg-'));
  if (root) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const pgGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(pgUser), Number(pgGroup));
  }
  asPg('initdb', [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  asPg('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/server.log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const version = asPg('postgres', ['--version']).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        asPg('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function startServer(databaseUrl) {
  const profile = args['cpu-prof']
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`]
    : [];
  return spawn(process.execPath, [...profile, 'src/main.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      DATABASE_URL: databaseUrl,
      SANDBOX: '1',
      SEED_DEMO: '1',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
}

async function waitUntilReady(child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${BASE}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready within 3 minutes');
}

async function call(method, url, body, token) {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-lang': 'id',
      ...(token ? { authorization: `Bearer ${token}`, 'request-access': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

async function login(username) {
  const answer = await call('POST', '/newAuth/login', { username, password: PASSWORD });
  return answer.access_token;
}

/** A new lender (registered through the API) with Rp 5 billion paid into its sandbox VA. */
async function fundedLender() {
  const name = `bench${randomBytes(4).toString('hex')}`;
  await call('POST', '/newAuth/register', {
    username: name,
    email: `${name}@pendana.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    lender_type: 1,
  });
  const token = await login(name);
  const vas = await call('POST', '/newProfile/showVaNewNew', {}, token);
  const list = Array.isArray(vas) ? vas : (vas.data ?? []);
  const va = list.find((item) => item && typeof item.nomor_va === 'string');
  if (!va) throw new Error(`no virtual account in ${JSON.stringify(vas)}`);
  for (let i = 0; i < 5; i += 1) {
    await call(
      'POST',
      '/sandbox/va/pay',
      { nomor_va: va.nomor_va, nominal: 1_000_000_000, reference: `BENCH-${name}-${i}` },
      token,
    );
  }
  return token;
}

function headers(token) {
  return {
    'content-type': 'application/json',
    'x-lang': 'id',
    // What a browser sends: the answer is compressed when it is 1 kB or more.
    'accept-encoding': 'br, gzip',
    authorization: `Bearer ${token}`,
    'request-access': token,
  };
}

/** The answer's size uncompressed (what the server builds and the client parses), from one request. */
async function plainBytes(options) {
  const request = options.requests?.[0];
  const url = request ? `${BASE}${request.path}` : options.url;
  const { 'accept-encoding': _ignored, ...plain } = request?.headers ?? {};
  const response = await fetch(url, {
    method: request?.method ?? 'GET',
    headers: plain,
    body: request?.body,
  });
  return (await response.arrayBuffer()).byteLength;
}

async function run(key, title, options) {
  const plain = options.requests?.[0]?.setupRequest ? 0 : await plainBytes(options);
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  return {
    key,
    title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    plain,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

let postgres = null;
let databaseUrl = args['database-url'];
let databaseName = 'PGlite in memory';
if (args.pg) {
  postgres = startPostgres();
  databaseUrl = postgres.url;
}
if (databaseUrl) databaseName = postgres ? postgres.version : 'PostgreSQL (DATABASE_URL)';
const child = startServer(databaseUrl);
const exited = new Promise((resolve) => child.once('exit', resolve));
let stopped = false;
async function stop() {
  if (stopped) return;
  stopped = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
  postgres?.stop();
}
process.on('SIGINT', () => {
  void stop().then(() => process.exit(130));
});

/** `ended=20000,open=500,fundings=500` → the grower's options for today (Jakarta) and demo.individu. */
function growOptions(text) {
  const options = { ended: 0, open: 0, fundings: 0 };
  for (const part of text.split(',')) {
    const [key, value] = part.split('=');
    if (!(key in options) || !/^\d+$/.test(value ?? ''))
      throw new Error(`--grow: bad part ${part}`);
    options[key] = Number(value);
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return { ...options, today, lender: 'demo.individu' };
}

async function grow(text) {
  if (!databaseUrl) throw new Error('--grow needs PostgreSQL (--pg or --database-url)');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    for (const statement of grownPlatformStatements(growOptions(text)))
      await client.query(statement);
    await client.query('commit');
    const { rows } = await client.query(
      `select (select count(*) from projects)::int as projects,
        (select count(*) from fundings f join lenders l on l.id = f.lender_id
          where l.username = 'demo.individu' and f.status = 1)::int as fundings`,
    );
    return `${rows[0].projects} projects, demo.individu ${rows[0].fundings} open fundings (grown in ${((Date.now() - started) / 1000).toFixed(1)} s)`;
  } finally {
    await client.end();
  }
}

let grown = '';
try {
  await waitUntilReady(child);
  if (args.grow) grown = await grow(args.grow);
  const demo = await login('demo.individu');
  const buyer = wanted('checkout') ? await fundedLender() : null;
  const lists = await call('POST', '/newProyek/v2/listAll', { per_page: 50 }, demo);
  const project = [...lists.dataProyekAktif].sort((a, b) => b.sisa_paket - a.sisa_paket)[0];
  if (!project) throw new Error('no active project to check out');

  // One request of each first: the benchmark must measure successful answers.
  await call('GET', '/v1/user_info', undefined, demo);
  await call('POST', '/newProyek/v2/listAll', { per_page: 10 }, demo);
  await call('POST', '/newProyek/detil', { id_proyek: project.id }, demo);
  await call('POST', '/newProfile/homeLogin', {}, demo);
  await call('GET', '/v1/lender/portfolio/returns', undefined, demo);
  await call('POST', '/newPendanaan/listKelolaInvestasiNewNew', {}, demo);
  await call('POST', `/newPendanaan/listKelolaInvestasiNewNew?${MANAGE_FIRST_PAGE}`, {}, demo);
  const results = [];
  if (wanted('healthz'))
    results.push(
      await run('healthz', 'healthz (no session, no database)', { url: `${BASE}/healthz` }),
    );
  if (wanted('user_info'))
    results.push(
      await run('user_info', 'user_info (v1/user_info, one row)', {
        requests: [{ method: 'GET', path: '/api/v1/user_info', headers: headers(demo) }],
      }),
    );
  if (wanted('list'))
    results.push(
      await run('list', 'project list (newProyek/v2/listAll)', {
        requests: [
          {
            method: 'POST',
            path: '/api/newProyek/v2/listAll',
            headers: headers(demo),
            body: JSON.stringify({ per_page: 10 }),
          },
        ],
      }),
    );
  if (wanted('detail'))
    results.push(
      await run('detail', 'project detail (newProyek/detil)', {
        requests: [
          {
            method: 'POST',
            path: '/api/newProyek/detil',
            headers: headers(demo),
            body: JSON.stringify({ id_proyek: project.id }),
          },
        ],
      }),
    );
  if (wanted('homeLogin'))
    results.push(
      await run('homeLogin', 'portfolio (newProfile/homeLogin)', {
        requests: [
          {
            method: 'POST',
            path: '/api/newProfile/homeLogin',
            headers: headers(demo),
            body: '{}',
          },
        ],
      }),
    );
  if (wanted('returns'))
    results.push(
      await run('returns', 'portfolio returns (v1/lender/portfolio/returns)', {
        requests: [
          { method: 'GET', path: '/api/v1/lender/portfolio/returns', headers: headers(demo) },
        ],
      }),
    );
  if (wanted('manage'))
    results.push(
      await run('manage', 'manage funding (listKelolaInvestasiNewNew)', {
        requests: [
          {
            method: 'POST',
            path: '/api/newPendanaan/listKelolaInvestasiNewNew',
            headers: headers(demo),
            body: '{}',
          },
        ],
      }),
    );
  if (wanted('managePage'))
    results.push(
      await run('managePage', "manage funding, one tab's page (tab=aktif)", {
        requests: [
          {
            method: 'POST',
            path: `/api/newPendanaan/listKelolaInvestasiNewNew?${MANAGE_FIRST_PAGE}`,
            headers: headers(demo),
            body: '{}',
          },
        ],
      }),
    );
  const outcome = { success: 0, error: 0, other: 0 };
  let soldCheck = null;
  if (buyer) {
    const before = (await call('POST', '/newProyek/detil', { id_proyek: project.id }, buyer)).data;
    let sequence = 0;
    results.push(
      await run('checkout', `checkout (checkout_new, project ${project.id})`, {
        requests: [
          {
            method: 'POST',
            path: '/api/newProyek/checkout_new',
            headers: headers(buyer),
            body: JSON.stringify({ id_proyek: project.id, paket: 1 }),
            setupRequest: (request) => {
              sequence += 1;
              return {
                ...request,
                headers: { ...request.headers, 'idempotency-key': `bench-${sequence}` },
              };
            },
            onResponse: (status, body) => {
              if (status !== 200) outcome.other += 1;
              else if (String(body).includes('"success"')) outcome.success += 1;
              else outcome.error += 1;
            },
          },
        ],
      }),
    );
    // What the server did: the buyer's funding transactions. A request still in flight when the run
    // stops is carried out but its answer is not counted by autocannon (at most one per connection):
    // read once nothing moves any more (the same count before and after reading the project).
    const postedCount = async () =>
      (await call('POST', '/newRekening/v2/mutasi', { kategori: 'pendanaan', per_page: 1 }, buyer))
        .meta.total;
    let posted = -1;
    let after = null;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const first = await postedCount();
      after = (await call('POST', '/newProyek/detil', { id_proyek: project.id }, buyer)).data;
      posted = await postedCount();
      if (first === posted) break;
    }
    const sold = before.sisa_paket - after.sisa_paket;
    const paid = before.tidak_teralokasi - after.tidak_teralokasi;
    soldCheck = {
      before: before.sisa_paket,
      sold,
      paid,
      posted,
      ok:
        sold === posted &&
        paid === posted * before.harga_paket &&
        outcome.success <= posted &&
        posted <= outcome.success + CONNECTIONS &&
        after.sisa_paket >= 0,
    };
  }

  const reference = results.find((r) => r.key === 'user_info');
  console.log(
    `\nlender-api benchmark: ${DURATION} s per operation, ${CONNECTIONS} connections, loopback, ${databaseName}, SANDBOX=1, node ${process.version} (node src/main.ts), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}${grown ? `\ngrown platform: ${grown}` : ''}\n`,
  );
  console.log(
    'operation                                     req/s  × user_info  p50 ms  p99 ms  bytes/answer  uncompressed  requests  non-2xx',
  );
  for (const r of results) {
    const ratio = reference
      ? `${((100 * r.requestsPerSecond) / reference.requestsPerSecond).toFixed(0)} %`
      : '—';
    console.log(
      `${r.title.padEnd(44)} ${r.requestsPerSecond.toFixed(1).padStart(7)} ${ratio.padStart(11)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.bytes).padStart(13)} ${String(r.plain).padStart(13)} ${String(r.total).padStart(9)} ${String(r.non2xx).padStart(8)}`,
    );
  }
  for (const r of results)
    if (r.non2xx > 0 || r.errors > 0)
      console.log(`${r.title}: status codes ${JSON.stringify(r.statusCodes)}, ${r.errors} errors`);
  if (soldCheck) {
    console.log(
      `\ncheckout answers: ${outcome.success} funded, ${outcome.error} business refusals (200 {error}), ${outcome.other} other; project ${project.id} had ${soldCheck.before} packages left, ${soldCheck.sold} sold, Rp ${soldCheck.paid} paid, ${soldCheck.posted} checkouts posted — ${soldCheck.ok ? (soldCheck.posted === outcome.success ? 'packages sold = funded answers' : `packages sold = checkouts posted (${soldCheck.posted - outcome.success} answered after the run stopped)`) : 'MISMATCH'}`,
    );
    if (!soldCheck.ok) process.exitCode = 1;
  }
} finally {
  await stop();
}
