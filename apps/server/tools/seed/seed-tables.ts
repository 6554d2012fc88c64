import type { AreaCorners } from '@yardline/domain/yard/geometry';
import { sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../src/db/bulk-insert.ts';
import type { Executor } from '../../src/db/database.ts';
import type { BoxAttributes } from './box-attributes.ts';
import { DEMO_CHAS } from './cha-data.ts';
import { DEMO_COLOUR_RULES } from './colour-rule-data.ts';
import type { ContainerPlan } from './container-plan.ts';
import { type EntryList, MASTER_DATA, type MasterSeed, PARENT_LIST } from './master-data.ts';
import type { PlannedMovement } from './movement-plan.ts';
import type { PastMovement, PastVisitBatch } from './past-visits.ts';
import type { YardPlan } from './yard-plan.ts';

/** One unnest column, read off each row. */
const column = <T>(
  name: string,
  type: string,
  rows: readonly T[],
  pick: (row: T) => unknown,
): BulkColumn => ({ name, type, values: rows.map(pick) });

type Entry = MasterSeed & { list: EntryList; sortOrder: number };

/** Master entries in two passes: entries with a parent need their parent's id. */
export async function insertMasterEntries(db: Executor): Promise<number> {
  const entries: Entry[] = Object.entries(MASTER_DATA).flatMap(([list, seeds]) =>
    seeds.map((seed, sortOrder) => ({ ...seed, list: list as EntryList, sortOrder })),
  );
  const insert = async (batch: Entry[], parentIds: Map<string, number>) =>
    bulkInsert<{ id: number; list: string; name: string }>(
      db,
      'master_entries',
      [
        column('list', 'text', batch, (e) => e.list),
        column('name', 'text', batch, (e) => e.name),
        column('code', 'text', batch, (e) => e.code ?? null),
        column('parent_id', 'int', batch, (e) =>
          parentIds.get(`${PARENT_LIST[e.list]}/${e.parent}`),
        ),
        column('sort_order', 'int', batch, (e) => e.sortOrder),
      ],
      'id, list, name',
    );
  const roots = await insert(
    entries.filter((e) => e.parent === undefined),
    new Map(),
  );
  const ids = new Map(roots.map((row) => [`${row.list}/${row.name}`, row.id]));
  const children = entries.filter((e) => e.parent !== undefined);
  for (const child of children) {
    if (!ids.has(`${PARENT_LIST[child.list]}/${child.parent}`)) {
      throw new Error(`${child.list} entry ${child.name} names an unknown parent ${child.parent}`);
    }
  }
  return roots.length + (await insert(children, ids)).length;
}

export interface YardIds {
  /** Database id per YardPlan cell index. */
  cellIds: number[];
  counts: { areas: number; yard_rows: number; cells: number };
}

export async function insertYard(
  db: Executor,
  yard: YardPlan,
  corners: ReadonlyMap<string, AreaCorners>,
): Promise<YardIds> {
  const areas = await bulkInsert<{ id: number; name: string }>(
    db,
    'areas',
    [
      column('name', 'text', yard.areas, (a) => a.name),
      column('max_height', 'smallint', yard.areas, (a) => a.maxHeight),
      column('sort_order', 'int', yard.areas, (a) => a.sortOrder),
      column('corners', 'jsonb', yard.areas, (a) => {
        const quad = corners.get(a.name);
        return quad ? JSON.stringify(quad) : null;
      }),
    ],
    'id, name',
  );
  const areaId = new Map(areas.map((row) => [row.name, row.id]));
  const rows = yard.areas.flatMap((area) => area.rows.map((row) => ({ area: area.name, row })));
  const storedRows = await bulkInsert<{ id: number; area_id: number; name: string }>(
    db,
    'yard_rows',
    [
      column('area_id', 'int', rows, (r) => areaId.get(r.area)),
      column('name', 'text', rows, (r) => r.row.name),
      column('sort_order', 'int', rows, (r) => r.row.sortOrder),
    ],
    'id, area_id, name',
  );
  const rowId = new Map(storedRows.map((row) => [`${row.area_id}/${row.name}`, row.id]));
  const cells = await bulkInsert<{ id: number; full_name: string }>(
    db,
    'cells',
    [
      column('row_id', 'int', yard.cells, (c) => rowId.get(`${areaId.get(c.area)}/${c.row}`)),
      column('name', 'text', yard.cells, (c) => c.name),
      column('full_name', 'text', yard.cells, (c) => c.fullName),
      column('sort_order', 'int', yard.cells, (c) => c.sortOrder),
      column('pair_half', 'text', yard.cells, (c) => c.pairHalf),
    ],
    'id, full_name',
  );
  const cellId = new Map(cells.map((row) => [row.full_name, row.id]));
  return {
    cellIds: yard.cells.map((cell) => cellId.get(cell.fullName) ?? Number.NaN),
    counts: { areas: areas.length, yard_rows: storedRows.length, cells: cells.length },
  };
}

type NameIds = { linerId: Map<string, number>; customerId: Map<string, number> };

/** What a box is, as containers columns: the same for boxes in the yard and past visits. */
const boxColumns = (boxes: readonly BoxAttributes[], ids: NameIds): BulkColumn[] => [
  column('number', 'text', boxes, (b) => b.number),
  column('size_type', 'text', boxes, (b) => b.sizeType),
  column('size_feet', 'smallint', boxes, (b) => b.sizeFeet),
  column('liner_id', 'int', boxes, (b) => ids.linerId.get(b.liner)),
  column('customer_id', 'int', boxes, (b) => (b.customer ? ids.customerId.get(b.customer) : null)),
  column('category', 'text', boxes, (b) => b.category),
  column('igm', 'text', boxes, (b) => b.igm),
  column('item', 'text', boxes, (b) => b.item),
];

/** Containers, then their slots and movements: those rows need the new container ids. */
export async function insertContainers(
  db: Executor,
  plan: ContainerPlan,
  history: { movements: PlannedMovement[]; lastMovedAt: Date[] },
  ids: NameIds & { cellIds: number[] },
): Promise<{ containers: number; slot_occupancy: number; movements: number }> {
  const boxes = plan.containers;
  const iso = boxes.map((b) => b.gateInAt.toISOString());
  const stored = await bulkInsert<{ id: number; number: string }>(
    db,
    'containers',
    [
      ...boxColumns(boxes, ids),
      { name: 'gate_in_at', type: 'timestamptz', values: iso },
      {
        name: 'last_moved_at',
        type: 'timestamptz',
        values: history.lastMovedAt.map((at) => at.toISOString()),
      },
      column('movement_alert', 'boolean', boxes, (b) => b.movementAlert),
      column('location', 'text', boxes, (b) => b.location),
    ],
    'id, number',
  );
  const containerId = new Map(stored.map((row) => [row.number, row.id]));
  const slots = plan.occupancy;
  await bulkInsert(db, 'slot_occupancy', [
    column('cell_id', 'int', slots, (o) => ids.cellIds[o.cell]),
    column('height', 'smallint', slots, (o) => o.height),
    column('container_id', 'int', slots, (o) => containerId.get(boxes[o.container]?.number ?? '')),
  ]);
  const moves = history.movements;
  await insertMovements(db, moves, (m) => containerId.get(boxes[m.container]?.number ?? ''));
  return { containers: stored.length, slot_occupancy: slots.length, movements: moves.length };
}

async function insertMovements<M extends PlannedMovement | PastMovement>(
  db: Executor,
  moves: readonly M[],
  containerId: (move: M) => number | undefined,
): Promise<void> {
  // Each move names its machine and keeps its id, as the ledger's do (the dashboard counts by id).
  const machines = await db.execute<{ id: number; name: string }>(
    sql`select id, name from machines`,
  );
  const machineId = new Map(machines.rows.map((row) => [row.name, row.id]));
  await bulkInsert(db, 'movements', [
    column('container_id', 'int', moves, containerId),
    column('from_location', 'text', moves, (m) => m.from),
    column('to_location', 'text', moves, (m) => m.to),
    column('shifting', 'boolean', moves, (m) => m.shifting),
    column('moved_at', 'timestamptz', moves, (m) => m.at.toISOString()),
    column('source', 'text', moves, (m) => m.source),
    column('machine', 'text', moves, (m) => m.machine),
    column('machine_id', 'int', moves, (m) => machineId.get(m.machine) ?? null),
  ]);
}

/** One batch of dispatched boxes and their movements (the big terminal's history). */
export async function insertPastVisits(
  db: Executor,
  batch: PastVisitBatch,
  ids: NameIds,
): Promise<{ containers: number; movements: number }> {
  const boxes = batch.containers;
  const stored = await bulkInsert<{ id: number; number: string }>(
    db,
    'containers',
    [
      ...boxColumns(boxes, ids),
      column('gate_in_at', 'timestamptz', boxes, (b) => b.gateInAt.toISOString()),
      column('dispatch_at', 'timestamptz', boxes, (b) => b.dispatchAt.toISOString()),
      column('last_moved_at', 'timestamptz', boxes, (b) => b.dispatchAt.toISOString()),
    ],
    'id, number',
  );
  // Numbers are unique within the history (the factory's), so they map rows to ids.
  const containerId = new Map(stored.map((row) => [row.number, row.id]));
  await insertMovements(db, batch.movements, (m) =>
    containerId.get(boxes[m.container]?.number ?? ''),
  );
  return { containers: stored.length, movements: batch.movements.length };
}

/** Demo clearing agents with one allocation each; activities are looked up by name. */
export async function insertChas(db: Executor): Promise<number> {
  for (const cha of DEMO_CHAS) {
    const column = (i: 0 | 1 | 2 | 3 | 4) => sql.param(cha.allowances.map((row) => row[i]));
    await db.execute(sql`
      with agent as (
        insert into chas (name, code, contacts)
        values (${cha.name}, ${cha.code}, ${JSON.stringify(cha.contacts)}::jsonb)
        returning id
      ), allocation as (
        insert into cha_allocations (cha_id, equipments)
        select id, ${sql.param(cha.equipments)}::text[] from agent
        returning id
      )
      insert into cha_allowed_deliveries
        (allocation_id, activity_id, allowed_count, allowed_20, allowed_40, gated_in_count)
      select allocation.id, m.id, a.allowed20 + a.allowed40 + a.extra, a.allowed20, a.allowed40,
             a.gated_in
      from allocation,
        unnest(${column(0)}::text[], ${column(1)}::int[], ${column(2)}::int[], ${column(3)}::int[],
               ${column(4)}::int[]) as a(name, allowed20, allowed40, extra, gated_in)
      join master_entries m on m.list = 'activities' and m.name = a.name`);
  }
  return DEMO_CHAS.length;
}

/** Demo colour rules, each over every cell of its area. */
export async function insertColourRules(db: Executor): Promise<number> {
  for (const { area, ...rule } of DEMO_COLOUR_RULES) {
    await db.execute(sql`
      with rule as (
        insert into colour_rules
          (name, color, process, type, size, category, liner, customer, cargo_type, hazardous)
        values (${rule.name}, ${rule.color}, ${rule.process}, ${rule.type}, ${rule.size},
                ${rule.category}, ${rule.liner}, ${rule.customer}, ${rule.cargoType},
                ${rule.hazardous})
        returning id
      )
      insert into colour_rule_cells (cell_id, rule_id)
      select c.id, rule.id
      from rule, cells c
      join yard_rows r on r.id = c.row_id
      join areas a on a.id = r.area_id
      where a.name = ${area}`);
  }
  return DEMO_COLOUR_RULES.length;
}
