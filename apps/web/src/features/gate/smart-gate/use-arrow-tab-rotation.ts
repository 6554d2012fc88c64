import { type Dispatch, type SetStateAction, useEffect } from 'react';

/** Doc 2 §2: left and right arrow keys rotate the tabs (not while typing in a field). */
export function useArrowTabRotation(
  tabs: readonly string[],
  setTab: Dispatch<SetStateAction<string>>,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
      setTab((current) => tabs[(tabs.indexOf(current) + step) % tabs.length] ?? current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tabs, setTab]);
}
