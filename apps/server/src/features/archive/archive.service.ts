import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import {
  ARCHIVE_MESSAGES,
  type ArchiveAnswer,
  cutOffProblem,
} from '@yardline/domain/archive/archive';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { stillReferenced } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError } from '../../platform/http/http-error.ts';
import { archiveRepository as repo } from './archive.repository.ts';

/** Boxes a batch: small enough that a batch's transaction stays short on a busy yard. */
export const ARCHIVE_BATCH_SIZE = 200;

/** Device logs a batch (small rows, no rows hang on them). */
export const DEVICE_LOG_BATCH_SIZE = 2000;

/** How often a run tells its user how far it got (after a batch, at most this often). */
export const ARCHIVE_PROGRESS_EVERY_MS = 250;

export interface ArchiveDeps {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  batchSize?: number;
  /** Called before each batch's commit (tests stop a run there, as a crash would). */
  beforeCommit?: (batch: number) => void | Promise<void>;
}

/**
 * Archives dispatched boxes older than the cut-off with their movements, tasks and surveys, then
 * the device logs received before it, a
 * batch a transaction: a run stopped mid-way has lost nothing (the batch in flight rolls back,
 * the ones before are in the archive), and running it again carries on where it stopped.
 * While it runs, `archive.progress` events tell the user who started it how far it got.
 */
export function createArchiveService({
  db,
  events,
  batchSize = ARCHIVE_BATCH_SIZE,
  beforeCommit,
}: ArchiveDeps) {
  return {
    async archive(userId: number, cutOffDate: string, now = new Date()): Promise<ArchiveAnswer> {
      const cutOff = new Date(`${cutOffDate}T00:00:00Z`);
      const problem = cutOffProblem(cutOff, now);
      if (problem) throw new HttpError(400, problem);
      let totalArchived = 0;
      let batches = 0;
      const total = await repo.countOlder(db, cutOff);
      let lastSent = 0;
      const progress = async (force = false) => {
        if (!force && Date.now() - lastSent < ARCHIVE_PROGRESS_EVERY_MS) return;
        lastSent = Date.now();
        await events.publish(db, {
          type: 'archive.progress',
          data: { userId, archived: totalArchived, total, batches },
        });
      };
      await progress(true);
      try {
        while (true) {
          const moved = await db.transaction(async (tx) => {
            const ids = await repo.lockBatch(tx, cutOff, batchSize);
            if (ids.length === 0) return 0;
            await repo.moveToArchive(tx, ids);
            await writeAudit(tx, {
              userId,
              action: 'archive',
              entity: 'container',
              after: { cutOffDate, containers: ids.length, firstId: ids[0], lastId: ids.at(-1) },
            });
            await beforeCommit?.(batches + 1);
            return ids.length;
          });
          if (moved === 0) break;
          totalArchived += moved;
          batches += 1;
          await progress();
          // Other requests get their turn between batches.
          await yieldToOtherRequests();
        }
      } catch (error) {
        // A table added later that still points at the boxes without a cascade.
        if (stillReferenced(error)) {
          throw conflict(
            `${ARCHIVE_MESSAGES.failed}: ${totalArchived} containers were archived before a box still referenced elsewhere stopped it.`,
          );
        }
        throw error;
      }
      // Then the device logs received before the cut-off, a batch a transaction as well.
      let deviceLogsArchived = 0;
      while (true) {
        const moved = await db.transaction((tx) =>
          repo.moveDeviceLogs(tx, cutOff, DEVICE_LOG_BATCH_SIZE),
        );
        if (moved === 0) break;
        deviceLogsArchived += moved;
        await yieldToOtherRequests();
      }
      await progress(true);
      return { status: 'success', totalArchived, batches, deviceLogsArchived };
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
