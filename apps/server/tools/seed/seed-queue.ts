import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.ts';
import { boxFactory } from './box-attributes.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Boxes of the demo terminal announced at the gate and waiting for a slot: the planning screen's
 * queue (doc 3 §3 "Queued container"). One in four is a 40 ft box; they came in over the last
 * few hours, each under a job order; exports are booked on a vessel and some imports have their
 * collection announced, so planning has departures to work with.
 */
export const QUEUED_BOXES = 24;
const QUEUE_SEED = 20_261_123;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The vessels export boxes are booked on, with their departure in days from now. */
const VESSELS: readonly [string, number][] = [
  ['MSC AURORA', 2],
  ['MAERSK EMDEN', 4],
  ['CMA CGM TAGE', 6],
];

export async function insertQueuedContainers(
  db: Executor,
  ids: { linerId: ReadonlyMap<string, number>; customerId: ReadonlyMap<string, number> },
  now: Date,
): Promise<number> {
  const factory = boxFactory(seededRandom(QUEUE_SEED));
  const boxes = Array.from({ length: QUEUED_BOXES }, (_, i) => {
    const gateInAt = new Date(now.getTime() - (QUEUED_BOXES - i) * 13 * MINUTE_MS);
    const box = factory.make('general', i % 4 === 3, gateInAt);
    // Exports are booked on a vessel; one import in three has its collection announced.
    const [vessel, days] = box.category === 'Export' ? (VESSELS[i % VESSELS.length] ?? []) : [];
    const announced = box.category === 'Import' && i % 3 === 0 ? 1 + (i % 9) : undefined;
    const departureDays = days ?? announced;
    return {
      ...box,
      gateInAt,
      vessel: vessel ?? null,
      expectedDepartureAt:
        departureDays === undefined ? null : new Date(now.getTime() + departureDays * DAY_MS),
      jobOrder: `JO-${String(2611_000 + i * 7)}`,
    };
  });
  const column = <T>(pick: (box: (typeof boxes)[number]) => T) => sql.param(boxes.map(pick));
  // A number already in the yard (one in a million) is left out rather than made twice.
  const result = await db.execute(sql`
    insert into containers (number, size_type, size_feet, liner_id, customer_id, category, process,
                            igm, item, gate_in_at, vessel, expected_departure_at, job_order)
    select * from unnest(${column((b) => b.number)}::text[], ${column((b) => b.sizeType)}::text[],
                         ${column((b) => b.sizeFeet)}::int[],
                         ${column((b) => ids.linerId.get(b.liner) ?? null)}::int[],
                         ${column((b) => (b.customer ? (ids.customerId.get(b.customer) ?? null) : null))}::int[],
                         ${column((b) => b.category)}::text[], ${column((b) => b.category)}::text[],
                         ${column((b) => b.igm)}::text[], ${column((b) => b.item)}::text[],
                         ${column((b) => b.gateInAt.toISOString())}::timestamptz[],
                         ${column((b) => b.vessel)}::text[],
                         ${column((b) => b.expectedDepartureAt?.toISOString() ?? null)}::timestamptz[],
                         ${column((b) => b.jobOrder)}::text[])
    on conflict do nothing`);
  return result.rowCount ?? boxes.length;
}
