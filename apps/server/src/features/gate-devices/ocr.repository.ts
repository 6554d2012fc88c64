import type { OcrImageData } from '@yardline/domain/gate/ocr';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ocrDifferences, ocrRecords } from '../../db/schema/index.ts';

export type NewOcrRecord = Omit<
  typeof ocrRecords.$inferInsert,
  'id' | 'status' | 'handledAt' | 'handledBy' | 'reason'
>;
export type OcrRow = typeof ocrRecords.$inferSelect;

const queued = (gateId: number) =>
  and(eq(ocrRecords.gateId, gateId), eq(ocrRecords.status, 'queued'));

/** The smart gate's OCR queue. */
export const ocrRepository = {
  async insert(db: Executor, record: NewOcrRecord): Promise<number> {
    const [row] = await db.insert(ocrRecords).values(record).returning({ id: ocrRecords.id });
    if (!row) throw new Error('OCR record was not stored');
    return row.id;
  },

  /** The oldest record waiting at the gate. */
  async next(db: Executor, gateId: number): Promise<OcrRow | undefined> {
    const [row] = await db
      .select()
      .from(ocrRecords)
      .where(queued(gateId))
      .orderBy(asc(ocrRecords.id))
      .limit(1);
    return row;
  },

  async count(db: Executor, gateId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(ocrRecords).where(queued(gateId));
    return Number(row?.n ?? 0);
  },

  async find(db: Executor, gateId: number, id: number): Promise<OcrRow | undefined> {
    const [row] = await db
      .select()
      .from(ocrRecords)
      .where(and(eq(ocrRecords.gateId, gateId), eq(ocrRecords.id, id)));
    return row;
  },

  /** Takes a waiting record off the queue; false when it was not waiting (taken by another clerk). */
  async acknowledge(
    db: Executor,
    gateId: number,
    id: number,
    userId: number,
    reason: string | null,
  ): Promise<boolean> {
    const rows = await db
      .update(ocrRecords)
      .set({ status: 'acknowledged', handledAt: sql`now()`, handledBy: userId, reason })
      .where(and(queued(gateId), eq(ocrRecords.id, id)))
      .returning({ id: ocrRecords.id });
    return rows.length > 0;
  },

  /** Empties the gate's queue; returns how many records were purged. */
  async purge(db: Executor, gateId: number, userId: number, reason: string): Promise<number> {
    const rows = await db
      .update(ocrRecords)
      .set({ status: 'purged', handledAt: sql`now()`, handledBy: userId, reason })
      .where(queued(gateId))
      .returning({ id: ocrRecords.id });
    return rows.length;
  },

  /** The record's images, once the server has fetched the portal's links. */
  async setImages(db: Executor, id: number, images: OcrImageData[]) {
    await db.update(ocrRecords).set({ images }).where(eq(ocrRecords.id, id));
  },

  /** The stored stills of records still waiting at a gate (kept past the retention period). */
  async queuedImagePaths(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ images: ocrRecords.images })
      .from(ocrRecords)
      .where(eq(ocrRecords.status, 'queued'));
    return rows.flatMap((row) =>
      ((row.images as OcrImageData[] | null) ?? []).flatMap((image) =>
        image.imagePath ? [image.imagePath] : [],
      ),
    );
  },

  async insertDifferences(
    db: Executor,
    recordId: number,
    userId: number,
    rows: { field: string; suggested: string; actual: string }[],
  ) {
    await db.insert(ocrDifferences).values(rows.map((row) => ({ ...row, recordId, userId })));
  },
};
