import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
const SEED_CLI = fileURLToPath(new URL('../../apps/server/tools/seed/cli.ts', import.meta.url));

/** `npm run seed` on a PostgreSQL database: the only way it gets the demo terminal. */
export function seedDemo(databaseUrl: string): void {
  const seed = spawnSync(process.execPath, [SEED_CLI], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (seed.status !== 0) throw new Error(`seed failed:\n${seed.stdout}${seed.stderr}`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  dataDir?: string;
  copyOf?: string;
  env?: Record<string, string>;
}

/** The data directory's process lock: a copy must not carry the original's owner. */
const LOCK_FILES = /yardline-process\.(lock|owner)$/;

/**
 * Starts `apps/server/src/main.ts` as `npm start` does, on its own port and data directory
 * (embedded database, seeded on first start; or `env.DATABASE_URL`), and waits until it answers.
 * `copyOf` starts it on a fresh copy of a stopped server's data directory instead: the seeded
 * demo terminal the browser tests' global setup made once (seeded-data-dir.ts).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'yardline-e2e-'));
  if (options.copyOf) {
    cpSync(options.copyOf, dataDir, {
      recursive: true,
      filter: (source) => !LOCK_FILES.test(source),
    });
  }
  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/rest/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Left running, it would hold its data directory's lock against a retry.
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
