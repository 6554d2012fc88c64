import { useSyncExternalStore } from 'react';

/** The flags of doc 1 §4 and §8 that outlive a single call. */
export interface ApiStatus {
  /** A 503 or no answer since the last successful response. */
  unreachable: boolean;
  /** The 'Yardline is unreachable' modal: opened once per outage. */
  unreachableModalOpen: boolean;
  /** A 403 sent the user to the 403 page since the last successful response. */
  forbidden: boolean;
  /** The 'Locked Enterprise Feature' modal, opened by an ENTERPRISE_LOCKED answer. */
  enterpriseLockedModalOpen: boolean;
}

let state: ApiStatus = {
  unreachable: false,
  unreachableModalOpen: false,
  forbidden: false,
  enterpriseLockedModalOpen: false,
};
const listeners = new Set<() => void>();

export function getApiStatus(): ApiStatus {
  return state;
}

export function updateApiStatus(patch: Partial<ApiStatus>): void {
  const next = { ...state, ...patch };
  const keys = Object.keys(next) as (keyof ApiStatus)[];
  if (keys.every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useApiStatus(): ApiStatus {
  return useSyncExternalStore(subscribe, getApiStatus);
}
