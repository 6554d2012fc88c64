import { useEffect, useRef, useState } from 'react';

/** The first wait before a feed with no signal is tried again; each failure doubles it. */
export const FIRST_RETRY_MS = 5_000;
/** The longest wait: a camera that comes back shows within two minutes. */
export const LONGEST_RETRY_MS = 120_000;

/**
 * Feeds that failed to load (camera off, unreachable), by address. A failed feed shows 'No
 * signal' and is tried again after 5 s, then 10 s, 20 s… up to two minutes, rather than every few
 * seconds all shift long (each try is a failed request in the browser's console); 'Try again'
 * tries at once, and a feed that loads starts afresh.
 */
export function useNoSignal() {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const failures = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const retry = (src: string) => {
    clearTimeout(timers.current.get(src));
    timers.current.delete(src);
    setBroken((current) => {
      const next = new Set(current);
      next.delete(src);
      return next;
    });
  };

  return {
    isBroken: (src: string) => broken.has(src),
    failed(src: string) {
      const count = (failures.current.get(src) ?? 0) + 1;
      failures.current.set(src, count);
      setBroken((current) => new Set(current).add(src));
      const wait = Math.min(FIRST_RETRY_MS * 2 ** (count - 1), LONGEST_RETRY_MS);
      clearTimeout(timers.current.get(src));
      timers.current.set(
        src,
        setTimeout(() => retry(src), wait),
      );
    },
    loaded: (src: string) => failures.current.delete(src),
    retry,
  };
}
