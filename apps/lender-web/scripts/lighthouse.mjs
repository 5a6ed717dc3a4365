// Lighthouse (mobile) of the built web app served by the real lender-api: performance and
// accessibility of /auth/login and of the individual eKYC wizard (logged in as demo.baru, the session
// cookies set from an API login). Not part of `npm test`.
//
// Usage (after a build):  pnpm --filter @pendana/lender-web run lighthouse
//   WEB_DIST    the build to serve (default apps/lender-web/dist)
//   LH_PORT     the port of the lender-api started here (default 4452)
//   LH_DEBUG_PORT  Chromium's DevTools port (default LH_PORT + 1000)
//   LH_BASE_URL use a server that already runs instead of starting one
//   CHROMIUM    the browser (default /usr/bin/chromium)
//   LH_OUT      a folder to write each route's full Lighthouse report (JSON) into
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const here = import.meta.dirname;
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(here, '..', 'dist'));
const port = Number(process.env.LH_PORT ?? 4452);
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { username: 'demo.baru', password: 'Pendana123!' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return answer;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(500);
  }
}

function startServer() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`no build in ${webDist}: run the build first (or set WEB_DIST)`);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(here, '..', '..', 'lender-api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      PGLITE_DIR: 'memory://',
      // The demo (sandbox, demo logins), which a production start refuses.
      SANDBOX: '1',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

/** Chromium with a DevTools port; Lighthouse drives it through that port. */
async function startChromium() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pendana-lh-'));
  const debugPort = Number(process.env.LH_DEBUG_PORT ?? port + 1000);
  const browser = spawn(
    chromiumPath,
    [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${userDataDir}`],
    { stdio: 'ignore' },
  );
  const version = await (
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000)
  ).json();
  return { browser, debugPort, userDataDir, wsUrl: version.webSocketDebuggerUrl };
}

/** Browser-wide cookies through the DevTools protocol (Storage.setCookies). */
function setCookies(wsUrl, cookies) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    socket.onopen = () =>
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== 1) return;
      socket.close();
      if (message.error) reject(new Error(message.error.message));
      else resolve();
    };
    socket.onerror = () => reject(new Error('DevTools connection failed'));
  });
}

async function apiLogin(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/newAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  const body = await answer.json();
  const url = new URL(baseUrl);
  const cookie = (name, value) => ({
    name,
    value: encodeURIComponent(String(value)),
    domain: url.hostname,
    path: '/',
    sameSite: 'Strict',
    secure: false,
  });
  return [
    cookie('token', body.access_token),
    cookie('user_id', body.user_id),
    cookie('user_status', body.status),
  ];
}

async function audit(url, debugPort) {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    screenEmulation: {
      mobile: true,
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      disabled: false,
    },
    throttlingMethod: 'simulate',
    // Keeps the session cookies set before the run (each run has its own fresh profile).
    disableStorageReset: true,
  });
  const { categories, audits } = result.lhr;
  if (process.env.LH_OUT) {
    fs.mkdirSync(process.env.LH_OUT, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    fs.writeFileSync(path.join(process.env.LH_OUT, `${name}.json`), result.report);
  }
  return {
    finalUrl: new URL(result.lhr.finalDisplayedUrl).pathname,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcp: audits['first-contentful-paint'].displayValue,
    lcp: audits['largest-contentful-paint'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
    cls: audits['cumulative-layout-shift'].displayValue,
    a11yFailures: Object.values(audits)
      .filter(
        (a) =>
          result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) &&
          a.score === 0,
      )
      .map((a) => a.id),
  };
}

/** Each route in a fresh browser profile (cold HTTP cache), with or without the session cookies. */
async function auditFresh(url, cookies) {
  const chromium = await startChromium();
  try {
    if (cookies) await setCookies(chromium.wsUrl, cookies);
    return await audit(url, chromium.debugPort);
  } finally {
    chromium.browser.kill();
    await sleep(500);
    fs.rmSync(chromium.userDataDir, { recursive: true, force: true });
  }
}

let server;
try {
  let baseUrl = process.env.LH_BASE_URL;
  if (!baseUrl) {
    server = startServer();
    baseUrl = `http://127.0.0.1:${port}`;
  }
  await waitFor(`${baseUrl}/healthz`, 180_000);
  const rows = [];
  rows.push({ route: '/auth/login', ...(await auditFresh(`${baseUrl}/auth/login`)) });
  rows.push({
    route: '/dashboard/ekyc (demo.baru)',
    ...(await auditFresh(`${baseUrl}/dashboard/ekyc`, await apiLogin(baseUrl))),
  });
  console.log('Lighthouse mobile (simulated throttling, cold cache), scores 0-100:');
  console.table(rows);
} finally {
  server?.kill();
}
