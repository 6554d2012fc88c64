import {
  type ContainerEdit,
  INVALID_CONTAINER_NUMBER,
  INVALID_CONTAINER_NUMBER_CODE,
  type MovementAlertBody,
} from '@yardline/domain/containers/container-edit';
import { type HistoryEntry, historyEntries } from '@yardline/domain/containers/container-history';
import { parseContainerNumber } from '@yardline/domain/containers/container-number';
import { decodeSizeType } from '@yardline/domain/containers/size-type';
import { writeAudit, writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import {
  type LockedBox,
  type RecordFields,
  containerChangesRepository as repo,
} from './container-changes.repository.ts';

const LENGTHS_STORED = new Set([20, 40, 45]);

function checkNumber(number: string): void {
  const parsed = parseContainerNumber(number);
  if (parsed.ok) return;
  const why =
    parsed.reason === 'bad-check-digit'
      ? `its check digit should be ${parsed.expected}`
      : parsed.reason === 'bad-category'
        ? 'its fourth letter must be U, J or Z'
        : 'write four letters and seven digits';
  throw new HttpError(
    400,
    `${INVALID_CONTAINER_NUMBER} ${number}: ${why}.`,
    INVALID_CONTAINER_NUMBER_CODE,
  );
}

function found(box: LockedBox | undefined, id: number): LockedBox {
  if (!box || box.deleted) throw notFound(`Container ${id} does not exist.`);
  return box;
}

/** The record as the edit would leave it; refuses what the box's state does not allow. */
function editedFields(box: LockedBox, edit: ContainerEdit): RecordFields {
  let sizeType = box.sizeType;
  let sizeFeet = box.sizeFeet;
  if (edit.sizeType !== undefined && edit.sizeType !== box.sizeType) {
    const decoded = decodeSizeType(edit.sizeType);
    if (!decoded || !LENGTHS_STORED.has(decoded.lengthFeet)) {
      throw new HttpError(400, `${edit.sizeType} is not a 20, 40 or 45 ft size-type code.`);
    }
    if (decoded.lengthFeet !== box.sizeFeet && box.location !== null) {
      throw conflict(
        `${box.containerNumber} stands at ${box.location}: its length cannot change while it is in the yard.`,
      );
    }
    sizeType = decoded.code;
    sizeFeet = decoded.lengthFeet;
  }
  let dispatchDate = box.dispatchDate;
  if (edit.dispatchDate !== undefined && edit.dispatchDate !== box.dispatchDate) {
    // Doc 1 §4: the dispatch date can be changed, never given or taken away, by an edit.
    if (box.dispatchDate === null || edit.dispatchDate === null) {
      throw new HttpError(
        400,
        box.dispatchDate === null
          ? `${box.containerNumber} has not been dispatched: it has no dispatch date to change.`
          : 'The dispatch date cannot be cleared.',
      );
    }
    const date = new Date(edit.dispatchDate);
    if (date < new Date(box.gateInAt)) {
      throw new HttpError(400, 'The dispatch date cannot be before the gate-in date.');
    }
    dispatchDate = date.toISOString();
  }
  return {
    containerNumber: edit.containerNumber,
    sizeType,
    sizeFeet,
    igm: edit.igm === undefined ? box.igm : edit.igm,
    item: edit.item === undefined ? box.item : edit.item,
    category: edit.category === undefined ? box.category : edit.category,
    dispatchDate,
    vessel: edit.vessel === undefined ? box.vessel : edit.vessel,
    expectedDepartureAt:
      edit.expectedDepartureAt === undefined
        ? box.expectedDepartureAt
        : edit.expectedDepartureAt && new Date(edit.expectedDepartureAt).toISOString(),
    hazardous: edit.hazardous ?? box.hazardous,
    jobOrderNumber: edit.jobOrderNumber === undefined ? box.jobOrderNumber : edit.jobOrderNumber,
  };
}

const recordOf = (box: LockedBox): RecordFields => ({
  containerNumber: box.containerNumber,
  sizeType: box.sizeType,
  sizeFeet: box.sizeFeet,
  igm: box.igm,
  item: box.item,
  category: box.category,
  dispatchDate: box.dispatchDate,
  vessel: box.vessel,
  expectedDepartureAt: box.expectedDepartureAt,
  hazardous: box.hazardous,
  jobOrderNumber: box.jobOrderNumber,
});

/**
 * Changes to a box's record from the containers screen: edit, delete, movement alert; and the
 * box's history. Where it stands is the ledger's business, not this service's.
 */
export function createContainerChangesService(deps: { db: Db; events: Pick<EventBus, 'publish'> }) {
  const lockOne = async (tx: Executor, id: number) => found((await repo.lock(tx, [id]))[0], id);

  return {
    async edit(userId: number, edit: ContainerEdit, skipValidation: boolean): Promise<void> {
      if (!skipValidation) checkNumber(edit.containerNumber);
      try {
        await deps.db.transaction(async (tx) => {
          const box = await lockOne(tx, edit.id);
          const before = recordOf(box);
          const after = editedFields(box, edit);
          if (JSON.stringify(before) === JSON.stringify(after)) return;
          await repo.update(tx, box.id, after);
          await writeAudit(tx, {
            userId,
            action: 'edit',
            entity: 'container',
            entityId: String(box.id),
            before,
            after: { ...after, skipValidation },
          });
          await deps.events.publish(tx, {
            type: 'container.edited',
            data: { containerId: box.id, number: after.containerNumber },
          });
        });
      } catch (error) {
        if (uniqueViolation(error, 'containers_number_in_yard_key')) {
          throw conflict(`Container ${edit.containerNumber} is already in the yard.`);
        }
        throw error;
      }
    },

    /**
     * Deletes a box's record. A box standing in the yard is refused (it must leave through the
     * gate, so the yard and its history agree); the row is kept, marked deleted, so its
     * movements still count in the dashboards and its history can still be read.
     */
    async remove(userId: number, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const box = await lockOne(tx, id);
        if (box.location !== null) {
          throw conflict(
            `${box.containerNumber} stands at ${box.location}: only a box that has left the yard can be deleted.`,
          );
        }
        await repo.markDeleted(tx, id);
        await writeAudit(tx, {
          userId,
          action: 'delete',
          entity: 'container',
          entityId: String(id),
          before: recordOf(box),
        });
        await deps.events.publish(tx, {
          type: 'container.deleted',
          data: { containerId: id, number: box.containerNumber },
        });
      });
    },

    async updateMovementAlerts(userId: number, rows: MovementAlertBody): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const ids = [...new Set(rows.map((row) => row.containerId))];
        const boxes = new Map((await repo.lock(tx, ids)).map((box) => [box.id, box]));
        const changed: { box: LockedBox; on: boolean }[] = [];
        for (const row of rows) {
          const box = found(boxes.get(row.containerId), row.containerId);
          if (row.containerNumber !== undefined && row.containerNumber !== box.containerNumber) {
            throw new HttpError(
              400,
              `Container ${box.id} is ${box.containerNumber}, not ${row.containerNumber}.`,
            );
          }
          if (box.movementAlert !== row.movementAlert) changed.push({ box, on: row.movementAlert });
        }
        for (const { box, on } of changed) await repo.setMovementAlert(tx, box.id, on);
        await writeAudits(
          tx,
          changed.map(({ box, on }) => ({
            userId,
            action: 'movement-alert',
            entity: 'container',
            entityId: String(box.id),
            before: { movementAlert: box.movementAlert },
            after: { movementAlert: on },
          })),
        );
        for (const { box } of changed) {
          await deps.events.publish(tx, {
            type: 'container.edited',
            data: { containerId: box.id, number: box.containerNumber },
          });
        }
      });
    },

    /** Every visit of the number: gate-in, moves, edits, dispatch, oldest first. */
    async history(number: string): Promise<HistoryEntry[]> {
      const ids = await repo.idsOfNumber(deps.db, number);
      if (ids.length === 0) throw notFound(`There is no container ${number}.`);
      const [movements, audits] = await Promise.all([
        repo.movements(deps.db, ids),
        repo.audits(deps.db, ids),
      ]);
      return historyEntries(movements, audits);
    },
  };
}

export type ContainerChangesService = ReturnType<typeof createContainerChangesService>;
