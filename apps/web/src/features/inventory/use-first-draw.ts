import { useCallback, useRef } from 'react';

/**
 * The performance mark set when every area has been drawn once: its `startTime` is the time from
 * the page's navigation to the whole yard on screen, its `detail.drawMs` the time spent drawing.
 * `npm run bench` reads it.
 */
export const FIRST_DRAW_MARK = 'inventory-first-draw';

/** Counts areas drawn (each reports its drawing time) and marks the first complete draw. */
export function useFirstDraw(areas: number) {
  const drawn = useRef(new Set<number>());
  const drawMs = useRef(0);
  const done = useRef(false);
  return useCallback(
    (index: number, ms: number) => {
      if (done.current || areas === 0) return;
      drawn.current.add(index);
      drawMs.current += ms;
      if (drawn.current.size < areas) return;
      done.current = true;
      performance.mark(FIRST_DRAW_MARK, { detail: { drawMs: drawMs.current, areas } });
    },
    [areas],
  );
}
