import type { Executor } from '../../db/database.ts';
import { tasksRepository as repo } from './tasks.repository.ts';

/**
 * Tasks name their machine (doc 3 §3 assignedToMachine), so a renamed machine renames its tasks,
 * open and done, in the transaction of the rename: its queue and its history follow it.
 */
export const renameMachineOnTasks = (tx: Executor, from: string, to: string) =>
  repo.renameMachine(tx, from, to);
