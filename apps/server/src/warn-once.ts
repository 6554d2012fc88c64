export interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * A warning about stored data that every request reads (a bad setting, a bad permission flag):
 * logged once a process for each distinct finding, not on every request until it is fixed.
 */
export function warnOnce(log: WarnLog): (details: object, message: string) => void {
  const seen = new Set<string>();
  return (details, message) => {
    const key = `${message}\0${JSON.stringify(details)}`;
    if (seen.has(key)) return;
    seen.add(key);
    log.warn(details, message);
  };
}
