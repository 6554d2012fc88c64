import { sql } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import { boxFactory } from './box-attributes.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Boxes of the demo terminal announced at the gate and waiting for a slot: the planning screen's
 * queue (doc 3 §3 "Queued container"). One in four is a 40 ft box; they came in over the last
 * few hours.
 */
export const QUEUED_BOXES = 24;
const QUEUE_SEED = 20_261_123;
const MINUTE_MS = 60_000;

export async function insertQueuedContainers(
  db: Executor,
  ids: { linerId: ReadonlyMap<string, number>; customerId: ReadonlyMap<string, number> },
  now: Date,
): Promise<number> {
  const factory = boxFactory(seededRandom(QUEUE_SEED));
  const boxes = Array.from({ length: QUEUED_BOXES }, (_, i) => {
    const gateInAt = new Date(now.getTime() - (QUEUED_BOXES - i) * 13 * MINUTE_MS);
    return { ...factory.make('general', i % 4 === 3, gateInAt), gateInAt };
  });
  const column = <T>(pick: (box: (typeof boxes)[number]) => T) => sql.param(boxes.map(pick));
  // A number already in the yard (one in a million) is left out rather than made twice.
  const result = await db.execute(sql`
    insert into containers (number, size_type, size_feet, liner_id, customer_id, category, process,
                            igm, item, gate_in_at)
    select * from unnest(${column((b) => b.number)}::text[], ${column((b) => b.sizeType)}::text[],
                         ${column((b) => b.sizeFeet)}::int[],
                         ${column((b) => ids.linerId.get(b.liner) ?? null)}::int[],
                         ${column((b) => (b.customer ? (ids.customerId.get(b.customer) ?? null) : null))}::int[],
                         ${column((b) => b.category)}::text[], ${column((b) => b.category)}::text[],
                         ${column((b) => b.igm)}::text[], ${column((b) => b.item)}::text[],
                         ${column((b) => b.gateInAt.toISOString())}::timestamptz[])
    on conflict do nothing`);
  return result.rowCount ?? boxes.length;
}
