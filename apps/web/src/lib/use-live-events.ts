import type { LiveEventType } from '@yardline/domain/events/live-events';
import { useEffect, useRef } from 'react';
import { type LiveEventHandler, liveEvents } from './live-events.ts';

/**
 * Subscribes a screen to live change events while it is mounted, e.g.
 *
 *   useLiveEvents(['container.moved'], (event) => {
 *     void readAgain(queryClient, { queryKey: ['containers'] });
 *   });
 *
 * The handler also gets a `reload` (event.type === 'reload') when events may have been missed;
 * refetch then. Read again with `readAgain` (lib/read-again.ts), not `invalidateQueries` alone,
 * which keeps a first load that was in flight when the event came. The latest handler is used,
 * so it may close over render state. With no types it subscribes to nothing (a screen that
 * follows changes only in some editions).
 */
export function useLiveEvents(types: readonly LiveEventType[], handler: LiveEventHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = [...types].sort().join(',');
  useEffect(() => {
    // No types (a screen following nothing for now): no stream.
    if (key === '') return;
    const unsubscribe = liveEvents.subscribe(key.split(',') as LiveEventType[], (event) =>
      latest.current(event),
    );
    return unsubscribe;
  }, [key]);
}
