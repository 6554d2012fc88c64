import { useCallback, useRef } from 'react';
import { ALL_DRAWN_MARK, FIRST_DRAW_MARK } from './first-draw-mark.ts';

/**
 * Counts areas drawn (each reports its drawing time) and marks the first draw, once the areas
 * drawn in the same task as the first are done, and the moment every area has been drawn.
 */
export function useFirstDraw(areas: number) {
  const drawn = useRef(new Set<number>());
  const drawMs = useRef(0);
  const done = useRef(false);
  return useCallback(
    (index: number, ms: number) => {
      if (done.current || areas === 0) return;
      // The areas in view are drawn in one task: the mark waits for its last.
      if (drawn.current.size === 0) {
        queueMicrotask(() =>
          performance.mark(FIRST_DRAW_MARK, {
            detail: { drawMs: drawMs.current, areas: drawn.current.size },
          }),
        );
      }
      drawn.current.add(index);
      drawMs.current += ms;
      if (drawn.current.size < areas) return;
      done.current = true;
      performance.mark(ALL_DRAWN_MARK, { detail: { drawMs: drawMs.current, areas } });
    },
    [areas],
  );
}
