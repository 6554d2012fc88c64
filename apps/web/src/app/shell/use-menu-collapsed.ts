import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/local-storage.ts';

const STORAGE_KEY = 'yardline.sideMenuCollapsed';

/** Whether the side menu is collapsed, remembered across visits on this browser. */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readStored(STORAGE_KEY) === 'true');
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    writeStored(STORAGE_KEY, String(next));
  }, []);
  return [collapsed, update];
}
