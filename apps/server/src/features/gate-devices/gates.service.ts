import { randomBytes } from 'node:crypto';
import { rowsBefore } from '@yardline/domain/common/paging';
import {
  ALL_DEVICES,
  type DeviceLogsPage,
  type DeviceLogsQuery,
  type Gate,
  type GateReader,
  type GateType,
  type GateValues,
  GATE_READER_MESSAGES as M,
  type ReaderValues,
} from '@yardline/domain/devices/gates.schema';
import { gateHealth, readerHealth } from '@yardline/domain/devices/health';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import type { ItvsService } from '../itvs/index.ts';
import type { MachinesService } from '../machines/index.ts';
import { type CameraHosts, cameraUrlProblem } from './camera-hosts.ts';
import { deviceLogsRepository as logs } from './device-logs.repository.ts';
import { deviceKeyHash } from './device-signature.ts';
import { type GateRow, type ReaderRow, gatesRepository as repo } from './gates.repository.ts';

type Actor = { id: number };

/** A device's key: 32 random bytes; the server keeps its SHA-256 only. */
export const newDeviceKey = () => randomBytes(32).toString('base64url');

const toReader = (row: ReaderRow, now: number): GateReader => ({
  id: row.id,
  name: row.name,
  readerType: row.readerType,
  gate: row.gateId === null ? null : { id: row.gateId, name: row.gateName ?? '' },
  ip: row.ip,
  positionLat: row.positionLat,
  positionLong: row.positionLong,
  statusLastReceived: row.statusLastReceived?.toISOString() ?? null,
  health: readerHealth(row.statusLastReceived, now),
  machineId: row.machineId,
  itvId: row.itvId,
});

function toGate(row: GateRow, readers: ReaderRow[], now: number): Gate {
  const own = readers.filter((reader) => reader.gateId === row.id).map((r) => toReader(r, now));
  return { ...row, readers: own, healthStatus: gateHealth(own, now) };
}

/**
 * Gates and gate readers (doc 1 "Gates and Gate readers"), and the device logs they write. Every
 * change is audited and announced ('gate.devices-changed'), so open screens redraw.
 */
export function createGatesService(deps: {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  machines: Pick<MachinesService, 'get'>;
  itvs: Pick<ItvsService, 'get'>;
  cameraHosts: CameraHosts;
}) {
  const { db } = deps;

  /** A camera address the server may not fetch (CAMERA_HOSTS) is refused when it is typed. */
  function checkCameras(input: GateValues) {
    for (const camera of input.camConfig) {
      for (const url of [camera.snapshotUrl, camera.streamUrl]) {
        const problem = url && cameraUrlProblem(deps.cameraHosts, url);
        if (problem)
          throw new HttpError(400, `${camera.id}: ${problem}`, 'CAMERA_HOST_NOT_ALLOWED');
      }
    }
  }

  async function named<T>(
    write: () => Promise<T>,
    name: string,
    what: 'gate' | 'reader',
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'gates_name_key')) throw conflict(M.gateNameTaken(name));
      if (uniqueViolation(error, 'gate_readers_name_key')) throw conflict(M.readerNameTaken(name));
      void what;
      throw error;
    }
  }

  async function gateById(executor: Executor, id: number): Promise<Gate> {
    const row = await repo.gate(executor, id);
    if (!row) throw notFound(`Gate ${id} does not exist.`);
    return toGate(row, await repo.readers(executor, { gateIds: [id] }), Date.now());
  }

  /**
   * The machine and ITV a tracker names exist (each refused with its own Not found); asked
   * before the reader's transaction, the foreign keys keep it true after.
   */
  async function trackedExist(input: ReaderValues) {
    if (input.machineId) await deps.machines.get(input.machineId);
    if (input.itvId) await deps.itvs.get(input.itvId);
  }

  async function readerById(executor: Executor, id: number): Promise<GateReader> {
    const row = await repo.reader(executor, id);
    if (!row) throw notFound(`Reader ${id} does not exist.`);
    return toReader(row, Date.now());
  }

  const changed = (tx: Executor) =>
    deps.events.publish(tx, { type: 'gate.devices-changed', data: {} });

  return {
    async gates(type?: GateType): Promise<Gate[]> {
      const rows = await repo.gates(db, type);
      const readers = await repo.readers(db, { gateIds: rows.map((row) => row.id) });
      const now = Date.now();
      return rows.map((row) => toGate(row, readers, now));
    },

    gate: (id: number) => gateById(db, id),

    async readers(unused = false): Promise<GateReader[]> {
      const now = Date.now();
      return (await repo.readers(db, { unused })).map((row) => toReader(row, now));
    },

    saveGate: (actor: Actor, input: GateValues) =>
      named(
        () =>
          db.transaction(async (tx) => {
            checkCameras(input);
            const id = await repo.insertGate(tx, input);
            await repo.attach(tx, id, input.readerIds);
            await writeAudit(tx, {
              userId: actor.id,
              action: 'create',
              entity: 'gate',
              entityId: String(id),
              after: input,
            });
            await changed(tx);
            return { responsestatus: M.success, gate: await gateById(tx, id) };
          }),
        input.name,
        'gate',
      ),

    updateGate: (actor: Actor, id: number, input: GateValues) =>
      named(
        () =>
          db.transaction(async (tx) => {
            checkCameras(input);
            const before = await gateById(tx, id);
            await repo.updateGate(tx, id, input);
            await repo.attach(tx, id, input.readerIds);
            await writeAudit(tx, {
              userId: actor.id,
              action: 'update',
              entity: 'gate',
              entityId: String(id),
              before,
              after: input,
            });
            await changed(tx);
            return { responsestatus: M.success, gate: await gateById(tx, id) };
          }),
        input.name,
        'gate',
      ),

    /** Deletes a gate; its readers are deleted with it when asked, else left unused. */
    deleteGate: (actor: Actor, id: number, deleteReaders: boolean) =>
      db.transaction(async (tx) => {
        const before = await gateById(tx, id);
        if (deleteReaders) await repo.deleteReadersOf(tx, id);
        else await repo.detachAll(tx, id);
        await repo.deleteGate(tx, id);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'delete',
          entity: 'gate',
          entityId: String(id),
          before,
          after: { deleteReaders },
        });
        await changed(tx);
        return { responsestatus: M.success };
      }),

    /** A new reader and its key: the answer is the only place the key is ever shown. */
    saveReader: async (actor: Actor, input: ReaderValues) => {
      await trackedExist(input);
      return named(
        () =>
          db.transaction(async (tx) => {
            if (input.gateId !== null) await gateById(tx, input.gateId);
            const deviceKey = newDeviceKey();
            const id = await repo.insertReader(tx, input, deviceKeyHash(deviceKey));
            await writeAudit(tx, {
              userId: actor.id,
              action: 'create',
              entity: 'gate-reader',
              entityId: String(id),
              after: input,
            });
            await changed(tx);
            return { responsestatus: M.success, reader: await readerById(tx, id), deviceKey };
          }),
        input.name,
        'reader',
      );
    },

    updateReader: async (actor: Actor, id: number, input: ReaderValues) => {
      await trackedExist(input);
      return named(
        () =>
          db.transaction(async (tx) => {
            const before = await readerById(tx, id);
            if (input.gateId !== null) await gateById(tx, input.gateId);
            await repo.updateReader(tx, id, input);
            await writeAudit(tx, {
              userId: actor.id,
              action: 'update',
              entity: 'gate-reader',
              entityId: String(id),
              before,
              after: input,
            });
            await changed(tx);
            return { responsestatus: M.success, reader: await readerById(tx, id) };
          }),
        input.name,
        'reader',
      );
    },

    /** PUT /gate/{id}/reader/{readerId}: the reader leaves the gate and becomes unused. */
    disassociate: (actor: Actor, gateId: number, readerId: number) =>
      db.transaction(async (tx) => {
        const reader = await readerById(tx, readerId);
        if (reader.gate?.id !== gateId)
          throw notFound(`Reader ${readerId} is not at gate ${gateId}.`);
        await repo.setReaderGate(tx, readerId, null);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'disassociate',
          entity: 'gate-reader',
          entityId: String(readerId),
          before: { gateId },
        });
        await changed(tx);
        return { responsestatus: M.success, reader: await readerById(tx, readerId) };
      }),

    /** DELETE /gate/{id}/reader/{readerId} (gate id 0: a reader at no gate). */
    deleteReader: (actor: Actor, gateId: number, readerId: number) =>
      db.transaction(async (tx) => {
        const reader = await readerById(tx, readerId);
        if ((reader.gate?.id ?? 0) !== gateId)
          throw notFound(`Reader ${readerId} is not at gate ${gateId}.`);
        await repo.deleteReader(tx, readerId);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'delete',
          entity: 'gate-reader',
          entityId: String(readerId),
          before: reader,
        });
        await changed(tx);
        return { responsestatus: M.success };
      }),

    async deviceLogs(deviceId: string, query: DeviceLogsQuery): Promise<DeviceLogsPage> {
      const device = deviceId === ALL_DEVICES ? undefined : deviceId;
      const [rows, totalCount] = await Promise.all([
        logs.page(db, device, query.filterString, rowsBefore(query), query.limit),
        logs.count(db, device, query.filterString),
      ]);
      return { logs: rows, totalCount };
    },
  };
}

export type GatesService = ReturnType<typeof createGatesService>;
