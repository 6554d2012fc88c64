import type { RoleKey } from '../auth/roles.ts';
import type { GateType } from '../devices/gates.schema.ts';

/**
 * The lane the smart gate's menu link opens (doc 3 §6: "Gates of type IN or OUT decide whether the
 * smart gate link goes to the in page or the out page"): the type the terminal's gates are of.
 * Where it has gates of both types, the gate-out user's link goes out and everyone else's in (the
 * lane's own page offers each of its gates); with no gate at all, in, where 'No Gate Configured'
 * says so.
 */
export function smartGateLane(types: readonly GateType[], role: RoleKey): GateType {
  if (!types.includes('OUT')) return 'IN';
  if (!types.includes('IN')) return 'OUT';
  return role === 'gateoutuser' ? 'OUT' : 'IN';
}
