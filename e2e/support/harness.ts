import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface Harness {
  server: RunningServer;
  browser: Browser;
}

/**
 * A seeded server of the test file's own and a browser, started before its tests, closed after;
 * `env` adds settings (MQTT_URL, …) to the server's environment.
 */
export function useServerAndBrowser(options: { env?: Record<string, string> } = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    [harness.server, harness.browser] = await Promise.all([
      startServer({ env: options.env }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  return harness;
}
