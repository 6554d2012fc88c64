import { afterAll, beforeAll, expect } from 'vitest';
import { SESSION_COOKIE } from '../../src/plugins/access.ts';
import { type EventStream, openEventStream } from './event-stream.ts';
import type { TestContext } from './test-app.ts';

/**
 * An event stream open over real HTTP through a test file's tests (the app listens on a free
 * port), as the session `cookie()` gives once the file's earlier hooks have logged in; closed
 * after. `next` waits for an event on it.
 */
export function useEventStream(
  t: TestContext,
  cookie: () => string | undefined,
): Pick<EventStream, 'next'> {
  let opened: EventStream | undefined;
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    opened = await openEventStream(address, `${SESSION_COOKIE}=${cookie()}`);
    expect(opened.status).toBe(200);
  });
  afterAll(() => opened?.close());
  return {
    next(match, timeoutMs) {
      if (!opened) throw new Error('The event stream opens before the tests run.');
      return opened.next(match, timeoutMs);
    },
  };
}
