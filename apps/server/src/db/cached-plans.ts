import { sql } from 'drizzle-orm';

/**
 * A select-list expression (always true) that sets, for the rest of its transaction: its prepared
 * statements run on the plan each connection made for them the first time (a generic plan),
 * costed for a yard held in memory. Left to choose, PostgreSQL planned the gate-in's statements
 * again on every run (a plan for the values at hand looked cheaper), and planning cost more than
 * running them: measured with pg_stat_statements, about 7 ms of the database's time per gate-in,
 * 1.7 ms after. The transaction's first statement carries it (boxRecords.admitBox), which saves a round
 * trip of its own; that statement is planned as PostgreSQL chooses.
 */
export const cachedPlansFromHere = sql`(set_config('plan_cache_mode', 'force_generic_plan', true)
  || set_config('random_page_cost', '1.1', true)) is not null`;
