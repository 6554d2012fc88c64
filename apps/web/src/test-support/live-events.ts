import { LiveEvent } from '@yardline/domain/events/live-events';

/** The event streams the app has open (it keeps one, kept a while after its last screen). */
const streams = new Set<FakeEventSource>();

/**
 * The component tier's `EventSource` (setup.ts): a stream that never opens by itself, since the
 * tests look at one window. A test that needs a change made elsewhere (a superadmin's settings)
 * sends its event with `sendLiveEvent`.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  readonly readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;

  constructor() {
    streams.add(this);
  }

  close() {
    streams.delete(this);
  }
}

/** Delivers `event` as the server's `/rest/events` would, checked against its contract. */
export function sendLiveEvent(event: LiveEvent): void {
  const data = JSON.stringify(LiveEvent.parse(event));
  for (const stream of streams) stream.onmessage?.(new MessageEvent('message', { data }));
}
