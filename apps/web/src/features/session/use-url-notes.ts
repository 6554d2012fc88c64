import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const NOTE_PARAMS = ['expired', 'unreachable'] as const;

export interface UrlNotes {
  /** The session had expired when the app sent the user here. */
  expired: boolean;
  /** The server could not be reached when the app sent the user here. */
  unreachable: boolean;
  dismiss: () => void;
}

/**
 * Reads the `expired` and `unreachable` query parameters once and removes them from the address
 * (doc 3 §2), so a reload or a bookmark does not repeat the note.
 */
export function useUrlNotes(): UrlNotes {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notes, setNotes] = useState(() => ({
    expired: searchParams.has('expired'),
    unreachable: searchParams.has('unreachable'),
  }));

  useEffect(() => {
    if (!NOTE_PARAMS.some((param) => searchParams.has(param))) return;
    const next = new URLSearchParams(searchParams);
    for (const param of NOTE_PARAMS) next.delete(param);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const dismiss = useCallback(() => setNotes({ expired: false, unreachable: false }), []);
  return { ...notes, dismiss };
}
