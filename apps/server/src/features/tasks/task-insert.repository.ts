import type { AssignmentReason } from '@yardline/domain/machines/machine-choice';
import { type SQL, sql } from 'drizzle-orm';

/** A task another feature creates within its own statement (the gate-in's tasks). */
export interface NewTask {
  containerId: number;
  containerNumber: string;
  taskType: string;
  deliveryMode: string;
  fromLocation: string;
  toLocation: string;
  toLocationDetails: string;
  /** The machine and why: the tasks service's chooseMachines, asked in the same transaction. */
  assignedToMachine: string;
  assignmentReason: AssignmentReason;
  source: string;
  createdBy: number | null;
}

/**
 * The insert of `tasks`, for a caller to run as a CTE of its own statement: returns each task's
 * id and what the gate shows of it (GateTaskRow).
 */
export function insertTasks(tasks: NewTask[]): SQL {
  const column = <K extends keyof NewTask>(key: K) => sql.param(tasks.map((task) => task[key]));
  const reasons = sql.param(tasks.map((task) => JSON.stringify(task.assignmentReason)));
  return sql`
    insert into tasks (container_id, container_number, task_type, delivery_mode, from_location,
                       to_location, to_location_details, assigned_to_machine, assignment_reason,
                       source, created_by)
    select * from unnest(${column('containerId')}::int[], ${column('containerNumber')}::text[],
                         ${column('taskType')}::text[], ${column('deliveryMode')}::text[],
                         ${column('fromLocation')}::text[], ${column('toLocation')}::text[],
                         ${column('toLocationDetails')}::text[],
                         ${column('assignedToMachine')}::text[], ${reasons}::jsonb[],
                         ${column('source')}::text[], ${column('createdBy')}::int[])
    returning id, container_number as "containerNumber", task_type as "taskType",
              delivery_mode as "deliveryMode", from_location as "fromLocation",
              to_location as "toLocation", to_location_details as "toLocationDetails",
              assigned_to_machine as "assignedToMachine"`;
}
