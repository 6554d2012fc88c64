import type { LiveEvent } from '@yardline/domain/events/live-events';

export interface EventStream {
  status: number;
  /** Every event received so far, with when it arrived. */
  events: { event: LiveEvent; at: number }[];
  /** The first event (from now or already received) that matches, or a timeout error. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET /rest/events over real HTTP (inject() cannot read a stream that never ends), with a
 * `Cookie` header (`name=value`) when given. Used by the API tests and the benchmark.
 */
export async function openEventStream(baseUrl: string, cookie?: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/rest/events`, {
    headers: cookie ? { cookie } : {},
    signal: abort.signal,
  });
  const events: EventStream['events'] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: '))
              events.push({ event: JSON.parse(line.slice(6)), at: Date.now() });
          }
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    next(match, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(({ event }) => match(event));
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.event);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no matching event arrived'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
