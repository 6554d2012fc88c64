import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface Harness {
  server: RunningServer;
  browser: Browser;
}

/** A seeded server of the test file's own and a browser, started before its tests, closed after. */
export function useServerAndBrowser(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    [harness.server, harness.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  return harness;
}
