#!/usr/bin/env node
/**
 * Load benchmark of lender-api (not a test): starts the server on loopback with an in-memory PGlite
 * database and the sandbox on, then runs autocannon against three operations and prints requests/s,
 * p50 and p99 latency for each:
 *   - project list   POST /api/newProyek/v2/listAll      (demo.individu)
 *   - portfolio      POST /api/newProfile/homeLogin      (demo.individu)
 *   - checkout       POST /api/newProyek/checkout_new    (a fresh lender funded through the sandbox VA;
 *                    every request carries its own Idempotency-Key, so each one is a real checkout that
 *                    succeeds or gets the business refusal once the project is full)
 *
 * Usage: pnpm --filter @pendana/lender-api run bench [-- --duration 10 --connections 10 --port 4430]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4430' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Pendana123!';

function startServer() {
  const tsx = path.join(APP_DIR, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      SANDBOX: '1',
      SEED_DEMO: '1',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  return child;
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
    authorization: `Bearer ${token}`,
    'request-access': token,
  };
}

async function run(title, options) {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  return {
    title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

const child = startServer();
const stop = () => {
  if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  await waitUntilReady(child);
  const demo = await login('demo.individu');
  const buyer = await fundedLender();
  const lists = await call('POST', '/newProyek/v2/listAll', { per_page: 50 }, demo);
  const project = [...lists.dataProyekAktif].sort((a, b) => b.sisa_paket - a.sisa_paket)[0];
  if (!project) throw new Error('no active project to check out');

  // One request of each first: the benchmark must measure successful answers.
  await call('POST', '/newProyek/v2/listAll', { per_page: 10 }, demo);
  await call('POST', '/newProfile/homeLogin', {}, demo);
  const results = [];
  results.push(
    await run('project list (newProyek/v2/listAll)', {
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
  results.push(
    await run('portfolio (newProfile/homeLogin)', {
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
  const outcome = { success: 0, error: 0, other: 0 };
  let sequence = 0;
  const checkout = await run(`checkout (newProyek/checkout_new, project ${project.id})`, {
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
  });
  results.push(checkout);

  console.log(
    `\nlender-api benchmark: ${DURATION} s per operation, ${CONNECTIONS} connections, loopback, PGlite in memory, SANDBOX=1, node ${process.version}\n`,
  );
  console.log(
    'operation                                         req/s    p50 ms   p99 ms   requests  non-2xx',
  );
  for (const r of results) {
    console.log(
      `${r.title.padEnd(48)} ${r.requestsPerSecond.toFixed(1).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.total).padStart(10)} ${String(r.non2xx).padStart(8)}`,
    );
  }
  for (const r of results)
    if (r.non2xx > 0 || r.errors > 0)
      console.log(`${r.title}: status codes ${JSON.stringify(r.statusCodes)}, ${r.errors} errors`);
  console.log(
    `\ncheckout answers: ${outcome.success} funded, ${outcome.error} business refusals (200 {error}), ${outcome.other} other; project ${project.id} had ${project.sisa_paket} packages left`,
  );
} finally {
  stop();
}
