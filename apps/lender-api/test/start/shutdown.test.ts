// A graceful stop of the real server process (`src/main.ts`). A login whose body is
// still on its way when SIGTERM arrives is read to the end and answered; a new connection after the
// SIGTERM is refused (or answered 503); the server closes the connection it answered on, closes the
// database and exits 0. A request that never ends makes it give up after SHUTDOWN_TIMEOUT_MS and exit
// 1, saying so. Runs in both passes: PGlite on disk, and a PostgreSQL 15 database of its own.
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LoginResponseSchema } from '@pendana/api-sdk/zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-lenders.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';

const adminUrl = process.env.DATABASE_URL;
const LOGIN = JSON.stringify({ username: 'demo.individu', password: DEMO_PASSWORD });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * A raw connection sending `POST /api/newAuth/login` with its Content-Length and only half the body;
 * `finish()` sends the rest. Everything the server sends back is kept, and whether it closed.
 */
async function slowLogin(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  let received = '';
  let closedByServer = false;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  const ended = new Promise<void>((resolve) => {
    socket.on('end', () => {
      closedByServer = true;
    });
    socket.on('close', () => resolve());
  });
  socket.on('error', () => undefined);
  const half = Math.floor(LOGIN.length / 2);
  socket.write(
    [
      'POST /api/newAuth/login HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      'X-LANG: en',
      'Connection: keep-alive',
      `Content-Length: ${Buffer.byteLength(LOGIN)}`,
      '',
      LOGIN.slice(0, half),
    ].join('\r\n'),
  );
  return {
    finish: () => socket.write(LOGIN.slice(half)),
    destroy: () => socket.destroy(),
    /** Resolves once the connection is closed (by the server, or by `destroy`). */
    ended,
    answer() {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      return { status, head, body, closedByServer };
    },
  };
}

/** A new connection: refused (the port is closed), or the status it was answered with. */
async function newConnection(url: string): Promise<'refused' | number> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return response.status;
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
    throw error;
  }
}

describe('graceful shutdown of src/main.ts', () => {
  let dir: string;
  let env: Record<string, string>;
  const servers: SpawnedServer[] = [];
  const dbName = `pendana_stop_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pendana-shutdown-'));
    const base = { UPLOAD_DIR: path.join(dir, 'uploads'), SANDBOX: '1', SEED_DEMO: '0' };
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      env = { ...base, DATABASE_URL: url.toString() };
    } else {
      // The seeded base (demo lenders included) written to a folder, as a server on disk has it.
      const dataDir = path.join(dir, 'pglite');
      const blob = new Blob([await readFile(inject('pgliteBase')!)]);
      await (await openPglite(dataDir, blob)).close();
      env = { ...base, PGLITE_DIR: dataDir };
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await rm(dir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  it('SIGTERM: the request in flight is answered, a new connection is refused, the database closes, exit 0', async () => {
    const server = await spawnServer(env);
    servers.push(server);
    const exited = once(server.child, 'exit') as Promise<[number | null, string | null]>;

    const login = await slowLogin(server.url);
    await sleep(250); // the headers are in: the request is in flight
    server.child.kill('SIGTERM');
    await until('the shutdown to start', () => server.output().includes('SIGTERM: stopping'));
    await sleep(100);
    const late = await newConnection(server.url);
    expect(['refused', 503]).toContain(late);
    await sleep(200); // ~300 ms after the SIGTERM, the rest of the body
    login.finish();
    await login.ended;

    const answer = login.answer();
    expect(answer.status, answer.head).toBe(200);
    expect(LoginResponseSchema.parse(JSON.parse(answer.body)).access_token).toMatch(/\S{20,}/);
    // The connection it was answered on is closed by the server, not left to the 72 s keep-alive.
    expect(answer.closedByServer).toBe(true);
    const [code, signal] = await exited;
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('stopped: requests answered, database closed');
  }, 120_000);

  it('a request that never ends: exit 1 after SHUTDOWN_TIMEOUT_MS, saying so', async () => {
    const server = await spawnServer({ ...env, SHUTDOWN_TIMEOUT_MS: '1000' });
    servers.push(server);
    const exited = once(server.child, 'exit') as Promise<[number | null, string | null]>;

    const login = await slowLogin(server.url);
    await sleep(250);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const [code] = await exited;
    const tookMs = Date.now() - stoppedAt;
    login.destroy();
    expect(code, server.output()).toBe(1);
    expect(server.output()).toContain(
      'shutdown: requests still in flight after 1000 ms (SHUTDOWN_TIMEOUT_MS): exiting with code 1',
    );
    expect(tookMs).toBeGreaterThanOrEqual(1000);
    expect(tookMs).toBeLessThan(10_000);
  }, 120_000);
});
