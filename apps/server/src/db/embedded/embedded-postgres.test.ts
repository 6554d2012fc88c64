import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../database-errors.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const testWorker = (name: string) => new URL(`./test-workers/${name}.ts`, import.meta.url);

function captureErrors() {
  const logged: { details: object; message: string }[] = [];
  return {
    logged,
    log: { error: (details: object, message: string) => logged.push({ details, message }) },
  };
}

describe('the embedded database worker', () => {
  it('rejects the start with a clear error when the worker exits before it is ready', async () => {
    const { log } = captureErrors();
    await expect(
      startEmbeddedPostgres('memory://', { log, workerUrl: testWorker('exits-before-ready') }),
    ).rejects.toThrow('The embedded database stopped before it was ready (exit code 3)');
  });

  it('names the failure of a worker that throws before it is ready', async () => {
    const { log, logged } = captureErrors();
    await expect(
      startEmbeddedPostgres('memory://', { log, workerUrl: testWorker('throws-before-ready') }),
    ).rejects.toThrow(
      /stopped before it was ready \(exit code 1\): cannot open the data directory/,
    );
    expect(logged.map((entry) => entry.message)).toEqual(['the embedded database failed']);
  });

  it('logs a crash after start-up, reports the database lost, and still closes', async () => {
    const { log, logged } = captureErrors();
    const embedded = await startEmbeddedPostgres('memory://', {
      log,
      workerUrl: testWorker('crashes-after-ready'),
    });
    const lost = await embedded.lost;
    expect(lost.message).toBe('The embedded database stopped unexpectedly (exit code 1)');
    expect((lost.cause as Error).message).toBe('PGlite failed');
    expect(logged.map((entry) => entry.message)).toEqual([
      'the embedded database failed',
      'The embedded database stopped unexpectedly (exit code 1)',
    ]);
    const client = new pg.Client({ host: embedded.socketDir, port: embedded.port });
    const failed = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await embedded.close();
  });

  it('never reports a database closed on purpose as lost', async () => {
    const embedded = await startEmbeddedPostgres('memory://', {
      loadDataDir: inject('pgliteDumps').empty,
    });
    await embedded.close();
    const settled = await Promise.race([
      embedded.lost.then(() => 'lost'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 200)),
    ]);
    expect(settled).toBe('still open');
  });
});
