// A real server process (`node src/main.ts`: Node 24 runs the TypeScript as it is) on a loopback port,
// for the tests that need more than one process or a crash: what `npm start` and `npm run serve` run,
// with the test's environment.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (for a failure's message). */
  output(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** The exit code once the process has ended (null before, or when a signal ended it). */
  exitCode(): number | null;
  /** SIGKILL: a crash, no shutdown code runs. */
  kill(): Promise<void>;
  /** A call to `/api…` with the session's token pair; the answer's status, headers and JSON. */
  call(
    method: string,
    apiPath: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }>;
}

/**
 * Starts a server with `env` added to the test's environment; resolves once it is ready. `nodeArgs`
 * go before the script (e.g. `--import` of a module recorder).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      WEB_DIST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in 60 s:\n${printed}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Pendana is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${printed}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    child,
    output: () => printed,
    stop: () => end('SIGTERM'),
    exitCode: () => child.exitCode,
    kill: () => end('SIGKILL'),
    async call(method, apiPath, options = {}) {
      const response = await fetch(`${url}/api${apiPath}`, {
        method,
        headers: {
          'x-lang': 'en',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token
            ? { authorization: `Bearer ${options.token}`, 'request-access': options.token }
            : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      };
    },
  };
}
