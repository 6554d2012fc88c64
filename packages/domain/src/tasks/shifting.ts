import { SLOT, type TaskFields } from './task-rules.ts';

/**
 * The shifting tasks that clear a buried box (doc 3 "Tasks": a task's parentTaskId): each box
 * standing on it goes to a slot the planning engine chose, top box first, for the machine of the
 * task they clear, ahead of it on that machine's queue.
 */

export const SHIFTING = 'Shifting';

/** Weighbridge tasks may have a blank delivery mode (doc 3 §4); a shift needs one, and takes this. */
const BLANK_MODE_SHIFT = 'Loaded';

/** A box standing on the buried one, and where the engine sends it. */
export interface PlannedShift {
  number: string;
  /** Its slot now. */
  from: string;
  /** The slot chosen for it. */
  to: string;
  /** Its place among the boxes on top, 1 for the top one: the order the shifts are done in. */
  order: number;
}

/** The task a buried box's shifts clear: its id and how it is worked. */
export interface ClearedTask {
  taskId: number;
  deliveryMode: string;
  assignedToMachine: string;
  onPriority: boolean;
}

export interface ShiftingTask extends TaskFields {
  toLocationDetails: string;
  onPriority: boolean;
  parentTaskId: number;
  shiftOrder: number;
}

/**
 * The shifting tasks for `shifts`, in order: Slot moves from where each box stands, on the
 * cleared task's machine (ALL leaves the choice to the machine rule, as for any task), with its
 * delivery mode and priority, linked to it with their order.
 */
export function shiftingTasks(
  parent: ClearedTask,
  shifts: readonly PlannedShift[],
): ShiftingTask[] {
  return [...shifts]
    .sort((a, b) => a.order - b.order)
    .map((shift) => ({
      containerNumber: shift.number,
      taskType: SHIFTING,
      deliveryMode: parent.deliveryMode.trim() || BLANK_MODE_SHIFT,
      assignedToMachine: parent.assignedToMachine,
      fromLocation: shift.from,
      toLocation: SLOT,
      toLocationDetails: shift.to,
      onPriority: parent.onPriority,
      parentTaskId: parent.taskId,
      shiftOrder: shift.order,
    }));
}
