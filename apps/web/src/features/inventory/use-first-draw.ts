import { useCallback, useRef } from 'react';
import { FIRST_DRAW_MARK } from './first-draw-mark.ts';

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
