import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { locate, type Segment, segments, wholeDays } from '../../platform/lists/list-days.ts';

/** A box's row as the lists give it, before its height is read from its location. */
export type ContainerRow = {
  id: number;
  number: string;
  sizeFeet: number;
  sizeType: string;
  gateInAt: string;
  dispatchAt: string | null;
  location: string | null;
  movementAlert: boolean;
  locationUpdatedBy: string | null;
  lastMovedAt: string | null;
  igm: string | null;
  item: string | null;
  planned: boolean;
  liner: string | null;
  customer: string | null;
  category: string | null;
  vessel: string | null;
  expectedDepartureAt: string | null;
  hazardous: boolean;
  jobOrder: string | null;
  /** Read from the archive (only when the list includes it). */
  archived?: boolean;
};

/** Which rows a page holds: a position (a jump), or the rows after or before a known row. */
export type PageAt =
  | { kind: 'skip'; offset: number }
  | { kind: 'after'; id: number }
  | { kind: 'before'; id: number };

export interface ListFilter {
  /** Only boxes standing in the yard (the Yard tab). */
  inYard: boolean;
  from?: string;
  to?: string;
  /** Part of a container number, or an IGM number. */
  search?: string;
  /** The All list with the archived boxes too (containers_archive, doc 3 §7). */
  archive?: boolean;
}

const COLUMNS = sql.raw(`id, number, size_feet, size_type, gate_in_at, dispatch_at, location,
  movement_alert, location_updated_by, last_moved_at, igm, item, planned, liner_id, customer_id,
  category, vessel, expected_departure_at, hazardous, job_order, deleted_at`);

/**
 * Where a list reads its boxes: the live table, or with the archive the two together (ids are
 * never reused, so a box is in one of them only). Counted and walked on rows: the day counts
 * keep the live table only.
 */
const boxes = (filter: Pick<ListFilter, 'archive'>) =>
  filter.archive
    ? sql`(select ${COLUMNS}, false as archived from containers
           union all select ${COLUMNS}, true as archived from containers_archive)`
    : sql`containers`;

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ROW = sql`
  c.id, c.number, c.size_feet as "sizeFeet", c.size_type as "sizeType",
  ${iso(sql`c.gate_in_at`)} as "gateInAt", ${iso(sql`c.dispatch_at`)} as "dispatchAt",
  c.location, c.movement_alert as "movementAlert", c.location_updated_by as "locationUpdatedBy",
  ${iso(sql`c.last_moved_at`)} as "lastMovedAt", c.igm, c.item, c.planned,
  l.name as liner, cu.name as customer, c.category, c.vessel,
  ${iso(sql`c.expected_departure_at`)} as "expectedDepartureAt", c.hazardous,
  c.job_order as "jobOrder"`;

const rowOf = (filter: Pick<ListFilter, 'archive'>) =>
  filter.archive ? sql`${ROW}, c.archived` : ROW;

const JOINS = sql`left join liners l on l.id = c.liner_id left join customers cu on cu.id = c.customer_id`;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Which boxes a list holds before any filter: the term the list's partial index is made for. */
const listed = (filter: ListFilter) =>
  filter.inYard ? sql`c.location is not null` : sql`c.deleted_at is null`;

/** The filter's condition. Its first terms match the partial indexes the lists read. */
function where(filter: ListFilter): SQL {
  const terms: SQL[] = [listed(filter)];
  if (filter.from) terms.push(sql`c.gate_in_at >= ${filter.from}`);
  if (filter.to) terms.push(sql`c.gate_in_at <= ${filter.to}`);
  if (filter.search) {
    terms.push(
      sql`(c.number like ${`%${likeEscaped(filter.search)}%`} or c.igm = ${filter.search})`,
    );
  }
  return sql.join(terms, sql` and `);
}

/**
 * The boxes a page is read from. A search's matches come first, from the number's trigram
 * index, fenced off (offset 0) so the planner cannot instead walk the list's index in page order
 * testing every box: a handful of matches among 200,000 boxes took seconds that way. The count
 * beside the page reads the same matches anyway.
 */
const source = (filter: ListFilter) =>
  filter.search
    ? sql`(select * from ${boxes(filter)} c where ${where(filter)} offset 0)`
    : boxes(filter);

/** The containers screen's reads and its few writes to a box's record. */
export const containersRepository = {
  /**
   * One page, newest gate-in first. Next and previous pages seek from a known row's key
   * (gate-in, id) along the list index, so a deep page costs what the first does; a jump to a
   * page number walks that index to the position (no table rows read on the way).
   */
  async page(
    db: Executor,
    filter: ListFilter,
    at: PageAt,
    limit: number,
    days?: Segment[],
  ): Promise<ContainerRow[]> {
    const cond = where(filter);
    if (at.kind === 'skip' && days) {
      // The row at the position is found in its day alone; the page is read on from it by key.
      const spot = locate(days, at.offset);
      if (!spot) return [];
      const { segment, offset } = spot;
      const range = [listed(filter)];
      if (segment.from !== undefined) range.push(sql`c.gate_in_at >= ${segment.from}`);
      if (segment.to !== undefined) {
        range.push(
          segment.toIncluded
            ? sql`c.gate_in_at <= ${segment.to}`
            : sql`c.gate_in_at < ${segment.to}`,
        );
      }
      const result = await db.execute<ContainerRow>(sql`
        select ${rowOf(filter)} from ${boxes(filter)} c ${JOINS}
        where ${cond} and (c.gate_in_at, c.id) <= (
          select c.gate_in_at, c.id from containers c where ${sql.join(range, sql` and `)}
          order by c.gate_in_at desc, c.id desc offset ${offset} limit 1)
        order by c.gate_in_at desc, c.id desc limit ${limit}`);
      return result.rows;
    }
    if (at.kind === 'skip') {
      const result = await db.execute<ContainerRow>(sql`
        select ${rowOf(filter)} from ${boxes(filter)} c ${JOINS}
        where c.id in (
          select c.id from ${source(filter)} c where ${cond}
          order by c.gate_in_at desc, c.id desc offset ${at.offset} limit ${limit})
        order by c.gate_in_at desc, c.id desc`);
      return result.rows;
    }
    const key = sql`(select gate_in_at, id from ${boxes(filter)} k where id = ${at.id})`;
    const after = at.kind === 'after';
    const result = await db.execute<ContainerRow>(sql`
      select * from (
        select ${rowOf(filter)} from ${source(filter)} c ${JOINS}
        where ${cond} and (c.gate_in_at, c.id) ${after ? sql`<` : sql`>`} ${key}
        order by c.gate_in_at ${after ? sql`desc` : sql`asc`}, c.id ${after ? sql`desc` : sql`asc`}
        limit ${limit}) p
      order by p."gateInAt" desc, p.id desc`);
    return result.rows;
  },

  /**
   * The list cut into gate-in segments with their counts (list-days.ts), read from the kept day
   * counts: undefined for a search, or a range shorter than two days, which are counted on rows.
   */
  async segments(db: Executor, filter: ListFilter): Promise<Segment[] | undefined> {
    if (filter.search || filter.archive) return undefined;
    const days = wholeDays(filter.from, filter.to);
    if (!days) return undefined;
    const first = days.first === undefined ? sql`` : sql`and day >= ${days.first}::date`;
    const end = days.end === undefined ? sql`` : sql`and day < ${days.end}::date`;
    const edge = (range: SQL) =>
      sql`(select count(*)::int from containers c where ${listed(filter)} and ${range})`;
    const top =
      days.end !== undefined && filter.to !== undefined
        ? edge(sql`c.gate_in_at >= ${`${days.end}T00:00:00.000Z`} and c.gate_in_at <= ${filter.to}`)
        : sql`0`;
    const bottom =
      days.first !== undefined && filter.from !== undefined
        ? edge(
            sql`c.gate_in_at >= ${filter.from} and c.gate_in_at < ${`${days.first}T00:00:00.000Z`}`,
          )
        : sql`0`;
    const result = await db.execute<{ day: string; count: number }>(sql`
      select 'top' as day, ${top} as count
      union all select 'bottom', ${bottom}
      union all (
        select day::text, sum(n)::int from container_list_counts
        where list = ${filter.inYard ? 'yard' : 'all'} ${first} ${end}
        group by day having sum(n) <> 0)`);
    const count = (day: string) => result.rows.find((row) => row.day === day)?.count ?? 0;
    const perDay = result.rows
      .filter((row) => row.day !== 'top' && row.day !== 'bottom')
      .sort((a, b) => (a.day < b.day ? 1 : -1));
    return segments(filter, days, { top: count('top'), bottom: count('bottom'), days: perDay });
  },

  /** Folds the day counts' appended changes into one row per list and day. */
  async foldCounts(db: Executor): Promise<void> {
    await db.execute(sql`select fold_container_list_counts()`);
  },

  async count(db: Executor, filter: ListFilter): Promise<number> {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${boxes(filter)} c where ${where(filter)}`,
    );
    return result.rows[0]?.count ?? 0;
  },

  /** Whether a row a page continues from still exists (deleted rows are listed nowhere). */
  async listed(db: Executor, id: number, archive = false): Promise<boolean> {
    const result = await db.execute(
      sql`select 1 from ${boxes({ archive })} c where id = ${id} and deleted_at is null`,
    );
    return result.rows.length > 0;
  },

  /** The most recent visit of each box with this number (a number may come back). */
  async byNumber(db: Executor, number: string): Promise<ContainerRow | undefined> {
    const result = await db.execute<ContainerRow>(sql`
      select ${ROW} from containers c ${JOINS}
      where c.number = ${number} and c.deleted_at is null
      order by c.id desc limit 1`);
    return result.rows[0];
  },

  /**
   * Autocomplete reads in the prefix indexes' own order (byte order, `~<~`, the same as the
   * collation's for numbers), so the scan stops after `limit`: in the collation's order every
   * match was read and sorted first (375 rows and 41 ms for 6 characters at a million boxes).
   */
  async numbersStartingWith(db: Executor, prefix: string, limit: number): Promise<string[]> {
    const result = await db.execute<{ number: string }>(sql`
      select distinct number from containers
      where number like ${`${likeEscaped(prefix)}%`} and deleted_at is null
      order by number using ~<~ limit ${limit}`);
    return result.rows.map((row) => row.number);
  },

  async boxesStartingWith(db: Executor, prefix: string, limit: number) {
    const result = await db.execute<{
      id: number;
      containerNumber: string;
      location: string | null;
    }>(sql`
      select id, number as "containerNumber", location from containers
      where number like ${`${likeEscaped(prefix)}%`} and deleted_at is null
      order by number using ~<~, id desc limit ${limit}`);
    return result.rows;
  },

  async igmsStartingWith(db: Executor, prefix: string, limit: number): Promise<string[]> {
    const result = await db.execute<{ igm: string }>(sql`
      select distinct igm from containers
      where igm like ${`${likeEscaped(prefix)}%`} and deleted_at is null
      order by igm using ~<~ limit ${limit}`);
    return result.rows.map((row) => row.igm);
  },

  /** The boxes with these numbers that stand in the yard. */
  async standing(db: Executor, numbers: string[]) {
    const result = await db.execute<{
      containerId: number;
      number: string;
      sizeFeet: number;
      location: string;
    }>(sql`
      select id as "containerId", number, size_feet as "sizeFeet", location from containers
      where number = any(${sql.param(numbers)}::text[]) and location is not null
      order by number`);
    return result.rows;
  },
};
