import { useEffect, useState } from 'react';

/** The time, ticking every `ms`: health goes Idle and NOK by the clock, not only by events. */
export function useNow(ms = 5000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
