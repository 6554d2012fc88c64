import type { LiveEvent } from '@yardline/domain/events/live-events';
import { describe, expect, it } from 'vitest';
import { latestJson } from './latest-json.ts';

function setup() {
  let subscriber: (event: LiveEvent) => void = () => {};
  let reads = 0;
  let release: () => void = () => {};
  const events = {
    subscribe: (next: (event: LiveEvent) => void) => {
      subscriber = next;
      return () => {};
    },
  };
  const slow = { on: false };
  const read = () => {
    reads++;
    const json = `{"read":${reads}}`;
    if (!slow.on) return Promise.resolve(json);
    return new Promise<string>((resolve) => (release = () => resolve(json)));
  };
  const event: LiveEvent = {
    type: 'yard.layout-changed',
    at: new Date().toISOString(),
    data: { areas: ['A'] },
  };
  return {
    latest: latestJson(read, events),
    change: () => subscriber(event),
    reads: () => reads,
    release: () => release(),
    slow,
  };
}

describe('the yard JSON kept until a change', () => {
  it('reads once, then again only after a change event', async () => {
    const t = setup();
    expect(await t.latest()).toBe('{"read":1}');
    expect(await t.latest()).toBe('{"read":1}');
    t.change();
    expect(await t.latest()).toBe('{"read":2}');
    expect(t.reads()).toBe(2);
  });

  it('shares one read among callers at the same moment', async () => {
    const t = setup();
    t.slow.on = true;
    const answers = Promise.all([t.latest(), t.latest(), t.latest()]);
    t.release();
    expect(await answers).toEqual(['{"read":1}', '{"read":1}', '{"read":1}']);
    expect(t.reads()).toBe(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const t = setup();
    t.slow.on = true;
    const first = t.latest();
    t.change();
    t.release();
    expect(await first).toBe('{"read":1}');
    t.slow.on = false;
    expect(await t.latest()).toBe('{"read":2}');
  });
});
