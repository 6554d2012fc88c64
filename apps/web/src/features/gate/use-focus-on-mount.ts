import type { InputRef } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * A ref for the field a form's focus starts in. `autoFocus` alone loses the focus when a modal
 * closing at the same moment (the force-dispatch reason, a confirmation) takes it back, so the
 * field is focused once more after the mount has settled.
 */
export function useFocusOnMount(enabled = true) {
  const ref = useRef<InputRef>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => ref.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [enabled]);
  return ref;
}
