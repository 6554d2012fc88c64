import { LiveEvent, type LiveEventType } from '@yardline/domain/events/live-events';

/** What screens subscribe to: event types, and 'reload' always comes along. */
export type LiveEventHandler = (event: LiveEvent) => void;

export type EventSourceLike = Pick<EventSource, 'close' | 'readyState'> & {
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  onmessage: ((this: EventSource, ev: MessageEvent) => unknown) | null;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};

export interface LiveEventsOptions {
  url?: string;
  /** The EventSource constructor (tests pass a fake). */
  open?: (url: string) => EventSourceLike;
  /** First reconnect delay; it doubles up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
  /** How long the stream stays open after its last subscriber leaves. */
  lingerMs?: number;
}

/**
 * One event stream for the whole app, opened with the first subscriber and closed a little after
 * the last leaves (so moving from one live screen to the next keeps it). When it drops, it
 * reconnects after 1 s, 2 s, 4 s … (at most 30 s).
 *
 * Each time it opens, first or again, every subscriber gets a 'reload' for each type it follows:
 * a screen reads its data while the stream is still opening, and a change committed between that
 * read and the open would otherwise reach it neither way. A screen that subscribes while the stream
 * is open reads after the server already follows it, so it needs none.
 */
export function createLiveEvents(options: LiveEventsOptions = {}) {
  const url = options.url ?? '/rest/events';
  const open = options.open ?? ((u: string) => new EventSource(u, { withCredentials: true }));
  const firstDelay = options.delayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const linger = options.lingerMs ?? 5_000;
  const subscribers = new Map<LiveEventHandler, ReadonlySet<string>>();
  let source: EventSourceLike | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closing: ReturnType<typeof setTimeout> | undefined;
  let delay = firstDelay;

  function deliver(event: LiveEvent) {
    const type = event.type === 'reload' ? event.data.of : event.type;
    for (const [handler, types] of subscribers) if (types.has(type)) handler(event);
  }

  function connect() {
    retry = undefined;
    const next = open(url);
    source = next;
    next.onopen = () => {
      delay = firstDelay;
      const at = new Date().toISOString();
      const types = new Set([...subscribers.values()].flatMap((set) => [...set]));
      for (const of of types) deliver({ type: 'reload', at, data: { of } });
    };
    next.onmessage = (message) => {
      const parsed = LiveEvent.safeParse(safeJson(message.data));
      if (parsed.success) deliver(parsed.data);
    };
    next.onerror = () => {
      // Reconnect on our own schedule: the browser's own retry gives up on a 401 or 5xx.
      next.close();
      if (source !== next) return;
      source = undefined;
      if (subscribers.size === 0) return stop();
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, maxDelay);
    };
  }

  function stop() {
    clearTimeout(closing);
    closing = undefined;
    clearTimeout(retry);
    retry = undefined;
    source?.close();
    source = undefined;
    delay = firstDelay;
  }

  return {
    /** Calls `handler` with each event of these types (and reloads of them); returns the unsubscribe. */
    subscribe(types: readonly LiveEventType[], handler: LiveEventHandler): () => void {
      subscribers.set(handler, new Set(types));
      clearTimeout(closing);
      closing = undefined;
      if (!source && !retry) connect();
      return () => {
        subscribers.delete(handler);
        if (subscribers.size > 0) return;
        // A stream that is down is not worth keeping for the next screen.
        if (source) closing = setTimeout(stop, linger);
        else stop();
      };
    },
  };
}

function safeJson(text: unknown): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    return undefined;
  }
}

/** The app's one stream. */
export const liveEvents = createLiveEvents();
