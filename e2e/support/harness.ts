import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, type ServerOptions, startServer } from './server.ts';

export interface Harness {
  server: RunningServer;
  browser: Browser;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped server's data directory holding the seeded demo terminal (seeded-data-dir.ts). */
    seededDataDir: string;
  }
}

/** The seeded demo terminal's data directory, for `startServer({ copyOf })`. */
export const seededDataDir = (): string => inject('seededDataDir');

/**
 * A seeded server of the test file's own (on a copy of the demo terminal seeded once) and a
 * browser, started before its tests, closed after; `env` adds settings (MQTT_URL, …) to the
 * server's environment.
 */
export function useServerAndBrowser(options: Pick<ServerOptions, 'env'> = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    [harness.server, harness.browser] = await Promise.all([
      startServer({ ...options, copyOf: seededDataDir() }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  return harness;
}
