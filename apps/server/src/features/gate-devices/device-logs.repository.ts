import type { DeviceLog } from '@yardline/domain/devices/gates.schema';
import type { DeviceLogFilter, DeviceLogKind } from '@yardline/domain/devices/protocol';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { deviceLogs, gateReaders } from '../../db/schema/index.ts';

/** How many of a gate's newest tag reads a lookup looks through for one of the kind it wants. */
const RECENT_TAG_READS = 50;

export interface NewDeviceLog {
  deviceId: string;
  kind: DeviceLogKind;
  messageId: string | null;
  part: number;
  tagId: string | null;
  detail: string | null;
  payload: unknown;
  readAt: Date;
}

const where = (deviceId: string | undefined, filter: DeviceLogFilter): SQL | undefined =>
  and(
    deviceId === undefined ? undefined : eq(deviceLogs.deviceId, deviceId),
    filter === 'All' ? undefined : eq(deviceLogs.kind, filter),
  );

export const deviceLogsRepository = {
  /**
   * Writes the rows of one message; none when the message was taken before (its device and
   * message id are already there): returns the ids written.
   */
  async insert(db: Executor, rows: NewDeviceLog[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const written = await db
      .insert(deviceLogs)
      .values(rows.map((row) => ({ ...row, payload: row.payload ?? {} })))
      .onConflictDoNothing()
      .returning({ id: deviceLogs.id });
    return written.map((row) => row.id);
  },

  /**
   * Whether the message logged under (device, messageId) says what `payload` says: a resend,
   * not another message under a reused id. `signedAt` is left out, since a resend may be signed
   * again; jsonb's equality ignores the order of members.
   */
  async sameMessage(
    db: Executor,
    deviceId: string,
    messageId: string,
    payload: unknown,
  ): Promise<boolean> {
    const [row] = await db
      .select({
        same: sql<boolean>`${deviceLogs.payload} - 'signedAt' = ${JSON.stringify(payload)}::jsonb - 'signedAt'`,
      })
      .from(deviceLogs)
      .where(
        and(
          eq(deviceLogs.deviceId, deviceId),
          eq(deviceLogs.messageId, messageId),
          eq(deviceLogs.part, 0),
        ),
      );
    return row?.same === true;
  },

  /**
   * The newest tag read (by when it was logged) of the readers of `readerTypes` at the gate, among
   * its last few, whose tag `isKind` holds for (a condition on the tag).
   */
  async latestTagRead(
    db: Executor,
    gateId: number,
    readerTypes: string[],
    isKind: (tag: SQL) => SQL,
  ): Promise<{ id: number; deviceId: string; tagId: string; readAt: Date } | undefined> {
    const recent = db
      .select({
        id: deviceLogs.id,
        deviceId: deviceLogs.deviceId,
        tagId: sql<string>`${deviceLogs.tagId}`.as('tag_id'),
        readAt: deviceLogs.readAt,
      })
      .from(deviceLogs)
      .innerJoin(gateReaders, eq(gateReaders.name, deviceLogs.deviceId))
      .where(
        and(
          eq(deviceLogs.kind, 'TAG_DATA'),
          eq(gateReaders.gateId, gateId),
          inArray(gateReaders.readerType, readerTypes),
        ),
      )
      .orderBy(desc(deviceLogs.id))
      .limit(RECENT_TAG_READS)
      .as('recent');
    const [row] = await db
      .select()
      .from(recent)
      .where(isKind(sql`${recent.tagId}`))
      .orderBy(desc(recent.id))
      .limit(1);
    return row;
  },

  /** Newest first. */
  async page(
    db: Executor,
    deviceId: string | undefined,
    filter: DeviceLogFilter,
    offset: number,
    limit: number,
  ): Promise<DeviceLog[]> {
    const rows = await db
      .select({
        id: deviceLogs.id,
        deviceId: deviceLogs.deviceId,
        kind: deviceLogs.kind,
        tagId: deviceLogs.tagId,
        messageId: deviceLogs.messageId,
        detail: deviceLogs.detail,
        readAt: deviceLogs.readAt,
        receivedAt: deviceLogs.receivedAt,
      })
      .from(deviceLogs)
      .where(where(deviceId, filter))
      .orderBy(desc(deviceLogs.id))
      .offset(offset)
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      kind: row.kind as DeviceLogKind,
      readAt: row.readAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    }));
  },

  async count(
    db: Executor,
    deviceId: string | undefined,
    filter: DeviceLogFilter,
  ): Promise<number> {
    const [row] = await db.select({ n: count() }).from(deviceLogs).where(where(deviceId, filter));
    return Number(row?.n ?? 0);
  },
};
