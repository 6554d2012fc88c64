import type { LiveEvent, LiveEventOf } from '@yardline/domain/events/live-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents, type EventSourceLike } from './live-events.ts';

/** An EventSource the test drives by hand. */
class FakeSource {
  static opened: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(event: Omit<LiveEvent, 'at'> | string) {
    const data =
      typeof event === 'string'
        ? event
        : JSON.stringify({ ...event, at: new Date().toISOString() });
    this.onmessage?.({ data } as MessageEvent);
  }
}

const moved: Omit<LiveEventOf<'container.moved'>, 'at'> = {
  type: 'container.moved',
  data: { moves: [{ containerId: 1, number: 'X', from: null, to: 'A_01_01_1', shifting: false }] },
};
const make = () =>
  createLiveEvents({
    open: (url) => new FakeSource(url) as unknown as EventSourceLike,
    delayMs: 100,
    maxDelayMs: 400,
    lingerMs: 1_000,
  });

beforeEach(() => {
  FakeSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('createLiveEvents', () => {
  it('shares one stream among subscribers and closes it a little after the last leaves', () => {
    const live = make();
    const a = vi.fn();
    const b = vi.fn();
    const offA = live.subscribe(['container.moved'], a);
    const offB = live.subscribe(['yard.layout-changed'], b);
    expect(FakeSource.opened).toHaveLength(1);
    expect(FakeSource.opened[0]?.url).toBe('/rest/events');
    offA();
    offB();
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened[0]?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened[0]?.closed).toBe(true);
  });

  it('keeps the stream for the next screen that subscribes meanwhile', () => {
    const live = make();
    live.subscribe(['container.moved'], vi.fn())();
    vi.advanceTimersByTime(500);
    live.subscribe(['container.moved'], vi.fn());
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.opened).toHaveLength(1);
    expect(FakeSource.opened[0]?.closed).toBe(false);
  });

  it('asks every subscriber to reload when the stream opens: their first read may predate it', () => {
    const live = make();
    const boxes = vi.fn();
    live.subscribe(['container.moved'], boxes);
    FakeSource.opened[0]?.onopen?.(new Event('open'));
    expect(boxes).toHaveBeenCalledTimes(1);
    expect(boxes).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'reload', data: { of: 'container.moved' } }),
    );
  });

  it('hands each subscriber the types it follows, and ignores what it cannot read', () => {
    const live = make();
    const boxes = vi.fn();
    const layout = vi.fn();
    live.subscribe(['container.moved'], boxes);
    live.subscribe(['yard.layout-changed'], layout);
    const source = FakeSource.opened[0];
    source?.emit(moved);
    source?.emit('not json');
    source?.emit({ type: 'container.moved', data: { moves: 'x' } } as never);
    source?.emit({ type: 'reload', data: { of: 'yard.layout-changed' } });
    expect(boxes).toHaveBeenCalledTimes(1);
    expect(boxes.mock.calls[0]?.[0]).toMatchObject(moved);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(layout.mock.calls[0]?.[0]).toMatchObject({ type: 'reload' });
  });

  it('reconnects with a growing delay and asks subscribers to reload once back', () => {
    const live = make();
    const handler = vi.fn();
    live.subscribe(['container.moved'], handler);
    FakeSource.opened[0]?.onerror?.(new Event('error'));
    expect(FakeSource.opened[0]?.closed).toBe(true);
    vi.advanceTimersByTime(99);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(2);
    FakeSource.opened[1]?.onerror?.(new Event('error'));
    vi.advanceTimersByTime(199);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(3);
    FakeSource.opened[2]?.onopen?.(new Event('open'));
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'reload', data: { of: 'container.moved' } }),
    );
    FakeSource.opened[2]?.emit(moved);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('stops reconnecting when the last subscriber leaves', () => {
    const live = make();
    const off = live.subscribe(['container.moved'], vi.fn());
    FakeSource.opened[0]?.onerror?.(new Event('error'));
    off();
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
