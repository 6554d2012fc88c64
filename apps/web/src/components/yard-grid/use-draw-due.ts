import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an area's canvas is due to be drawn: at once when it is within a screen of the view,
 * otherwise when scrolling brings it that near or the page is next idle, whichever comes first.
 *
 * Why not draw every area at once: each canvas costs its pixels before anything is painted (in
 * Chromium about 12 ms a megapixel, so about 0.25 s for the big yard's twenty areas), and the
 * screen showed nothing until all of them were done. Now the areas in view come first and the
 * others follow one an idle moment, well before a scroll reaches them.
 */
export function useDrawDue(element: RefObject<Element | null>): boolean {
  const [due, setDue] = useState(false);
  useLayoutEffect(() => {
    const target = element.current;
    if (due || !target) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (bottom > -window.innerHeight && top < 2 * window.innerHeight) {
      setDue(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setDue(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    const cancel = whenIdle(() => setDue(true));
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [due, element]);
  return due;
}

/** Areas waiting for an idle moment: one is drawn per moment, so none holds the page up long. */
const waiting: (() => void)[] = [];
let scheduled = false;

function whenIdle(run: () => void): () => void {
  waiting.push(run);
  scheduleNext();
  return () => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}

function scheduleNext() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    scheduleNext();
  };
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) window.requestIdleCallback(next);
  else setTimeout(next, 50);
}
