import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;

export interface ApiServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second lender-api serving the same web build as the journeys' server (playwright.config.ts), with
 * its own in-memory database and the server settings given here: a journey can show what a server
 * setting changes at run time, with no new build of the app.
 */
export async function startApiServer(port: number, settings: Record<string, string>) {
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(here, '../../../lender-api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(here, '../../dist'),
      PGLITE_DIR: 'memory://',
      SANDBOX: '1',
      SANDBOX_PROVIDER_URL: `http://localhost:${port}`,
      NODE_ENV: 'test',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      LOG_LEVEL: 'warn',
      LOG_FILE: path.join(os.tmpdir(), `pendana-e2e-api-${port}-${process.pid}.log`),
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the API on ${port} stopped (${code})`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the API on ${port} did not start`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), exited]);
  }
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode !== null) return;
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    },
  } satisfies ApiServer;
}
