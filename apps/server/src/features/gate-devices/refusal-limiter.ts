/**
 * How many refused device messages a node logs a minute: per device id, per caller address (HTTP;
 * the broker does not say who published over MQTT) and in all. Anyone may send a device
 * message, so without these a stream of bad ones would fill the device logs.
 */
export const REFUSALS_A_MINUTE = { device: 10, address: 30, all: 60 } as const;

/** Who a refusal counts against, how many a window it may have, and how to name it. */
export interface RefusalScope {
  key: string;
  limit: number;
  /** "from device X", "from this address", "in all". */
  says: string;
}

export const addressScope = (address: string): RefusalScope => ({
  key: `address:${address}`,
  limit: REFUSALS_A_MINUTE.address,
  says: 'from this address',
});

/** What one refusal counts against: its device id, its caller's address (HTTP), and all. */
export const refusalScopes = (deviceId: string, address: string | undefined): RefusalScope[] => [
  { key: `device:${deviceId}`, limit: REFUSALS_A_MINUTE.device, says: `from device ${deviceId}` },
  ...(address === undefined ? [] : [addressScope(address)]),
  { key: 'all', limit: REFUSALS_A_MINUTE.all, says: 'in all' },
];

/**
 * Counts refusals in fixed windows, in memory (so each app node counts its own: N nodes log up to
 * N times the limits). At most `maxKeys` scopes are counted a window: a scope that finds no room
 * counts as over its limit, so a stream of made-up device ids cannot grow the map.
 */
export function createRefusalLimiter({
  windowMs = 60_000,
  maxKeys = 10_000,
  now = Date.now,
}: {
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
} = {}) {
  let windowStart = now();
  const counts = new Map<string, number>();
  const roll = () => {
    if (now() - windowStart < windowMs) return;
    windowStart = now();
    counts.clear();
  };
  return {
    /** Counts one refusal against each scope: the first scope now over its limit, if any. */
    hit(scopes: RefusalScope[]): { over: RefusalScope; first: boolean } | undefined {
      roll();
      let found: { over: RefusalScope; first: boolean } | undefined;
      for (const scope of scopes) {
        const room = counts.has(scope.key) || counts.size < maxKeys;
        const count = (counts.get(scope.key) ?? 0) + 1;
        if (room) counts.set(scope.key, count);
        if (!found && (!room || count > scope.limit))
          found = { over: scope, first: count === scope.limit + 1 };
      }
      return found;
    },
    /** Whether a scope has had more than its limit this window (without counting). */
    isOver(scope: RefusalScope): boolean {
      roll();
      return (counts.get(scope.key) ?? 0) > scope.limit;
    },
  };
}

export type RefusalLimiter = ReturnType<typeof createRefusalLimiter>;
