import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, useNoSignal } from './use-no-signal.ts';

const FEED = '/rest/enterprise/gate/1/cameras/FRONT-CAM/stream';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('tries a feed with no signal again after 5 s, then waits twice as long each time, up to two minutes', () => {
  const { result } = renderHook(() => useNoSignal());
  const waits: number[] = [];
  for (let failure = 0; failure < 7; failure++) {
    act(() => result.current.failed(FEED));
    expect(result.current.isBroken(FEED)).toBe(true);
    let waited = 0;
    while (result.current.isBroken(FEED)) {
      act(() => vi.advanceTimersByTime(1_000));
      waited += 1_000;
    }
    waits.push(waited);
  }
  expect(waits).toEqual([5, 10, 20, 40, 80, 120, 120].map((s) => s * 1_000));
  expect(waits[0]).toBe(FIRST_RETRY_MS);
  expect(waits.at(-1)).toBe(LONGEST_RETRY_MS);
});

it('tries at once when asked, and starts afresh once the feed loads', () => {
  const { result } = renderHook(() => useNoSignal());
  act(() => result.current.failed(FEED));
  act(() => result.current.failed(FEED));
  act(() => result.current.retry(FEED));
  expect(result.current.isBroken(FEED)).toBe(false);
  act(() => result.current.loaded(FEED));
  act(() => result.current.failed(FEED));
  act(() => vi.advanceTimersByTime(FIRST_RETRY_MS));
  expect(result.current.isBroken(FEED)).toBe(false);
});
