import type { Area } from './can.ts';

/**
 * Data several screens show, and the screens (areas) that show it: a role that sees any one of
 * them may read it (`{ area: [...] }`) and hear of its changes (EVENT_AREAS).
 */

/** Boxes and their attributes (process, size, type, liner, customer …). */
export const BOX_SCREENS: readonly Area[] = [
  'containers',
  'inventory',
  'dashboard',
  'planning',
  'tasks',
  'gate',
];

/** The machines list: its screen, the ITV form (an ITV's machine), a gate reader's machine. */
export const MACHINE_LIST_SCREENS: readonly Area[] = ['machines', 'itv', 'gate'];

/** The machine shifts: the shifts and allocation screens, the task dashboard's period. */
export const SHIFT_SCREENS: readonly Area[] = ['machines', 'dashboard'];

/** Clearing agents' allowances: the CHA vehicles screen, the gate's count of an agent's trucks. */
export const CHA_SCREENS: readonly Area[] = ['chaVehicles', 'gate'];

/** Slots promised to open tasks and plans: the planning yard, the inventory map, the task list. */
export const HOLD_SCREENS: readonly Area[] = ['planning', 'inventory', 'tasks'];

/** The drawn yard zones and task destinations: where tasks, plans and allocations point. */
export const PLACE_SCREENS: readonly Area[] = ['tasks', 'planning', 'machines', 'gate'];
