import type { GateTagRead } from '@yardline/domain/devices/tag-reads';
import { useEffect, useRef, useState } from 'react';

type Read = GateTagRead['responseMap'];

/**
 * Fills a tag field from each read that arrives while the form is open (the read there when it
 * opened is the previous truck's), but never over the clerk's typing: only while the field is
 * empty or still holds the tag last filled. Returns the read that filled the field, while it
 * still holds its tag, for "Read by … at …".
 */
export function useTagReadFill(read: Read | undefined, value: string, fill: (tag: string) => void) {
  const seen = useRef<number | null | undefined>(undefined);
  const [filled, setFilled] = useState<Read>();
  useEffect(() => {
    if (!read) return;
    if (seen.current === undefined || seen.current === read.readId) {
      seen.current = read.readId;
      return;
    }
    seen.current = read.readId;
    if (read.tagid && (value === '' || value === filled?.tagid)) {
      setFilled(read);
      fill(read.tagid);
    }
  }, [read, value, filled, fill]);
  return filled && filled.tagid === value ? filled : undefined;
}

/** "Read by RDR-G1-IN at 12:31:05": which reader read the tag in the field, and when. */
export const readNote = (read: Read | undefined) =>
  read?.reader && read.readAt
    ? `Read by ${read.reader} at ${new Date(read.readAt).toLocaleTimeString()}`
    : undefined;
