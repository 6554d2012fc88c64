import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.ts';

const DAMAGE = [
  'Dent in the left door',
  'Hole in the roof panel, 10 cm',
  'Bottom corner post bent',
  'Floor board broken near the doors',
];

/**
 * Surveys for the demo: one box in twenty in the yard was surveyed by the operator twenty minutes
 * after its gate-in, one in a hundred found damaged. Deterministic, as the rest of the seed.
 */
export async function insertSurveys(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    insert into surveys (container_id, condition, damage_notes, surveyed_by, surveyed_at)
    select c.id,
           case when c.id % 100 = 0 then 'damaged' else 'sound' end,
           case when c.id % 100 = 0
                then (${sql.param(DAMAGE)}::text[])[1 + (c.id / 100) % ${DAMAGE.length}]
                else '' end,
           (select id from users where username = 'operator'),
           c.gate_in_at + interval '20 minutes'
    from containers c
    where c.location is not null and c.id % 20 = 0`);
  return result.rowCount ?? 0;
}
