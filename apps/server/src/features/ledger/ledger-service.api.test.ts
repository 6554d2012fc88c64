import type { ContainerMove } from '@yardline/domain/events/live-events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { newBoxes } from '../../../test/support/yard-boxes.ts';
import { writeAudit } from '../../db/audit.ts';
import { createEventBus } from '../../platform/events/event-bus.ts';
import { createLedgerService, type Mover, type WrittenWithMoves } from './ledger.service.ts';

/**
 * The ledger as other features call it: inside their own transaction (a gate-in, a dispatch),
 * with the service functions rather than the HTTP route.
 */
const t = useTestApp();
let ledger: ReturnType<typeof createLedgerService>;
let gate: Mover;

const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;
const location = async (id: number) =>
  (await query('select location from containers where id = $1', [id]))[0]?.location;

/** Rows a caller writes with a box's move: a gate transaction naming where it went, an audit row, an event. */
const noted = (
  box: { id: number; number: string },
  at: string | null,
  answered: (value: unknown) => void,
): WrittenWithMoves => ({
  name: 'test_noted',
  ctes: sql`noted as (
    insert into gate_transactions (kind, container_id, container_number, details)
    values ('noted', ${box.id}::int, ${box.number}::text, jsonb_build_object('at', ${at}::text))
    returning id)`,
  audits: [{ userId: gate.userId, action: 'noted', entity: 'container', entityId: String(box.id) }],
  events: [
    { type: 'container.gated-in', data: { containerId: box.id, number: box.number, location: at } },
  ],
  // An event the statement makes from its own rows: sent after `events`.
  made: [
    sql`select json_build_object('type', 'task.created', 'at', now()::text,
              'data', json_build_object('number', ${box.number}::text, 'noted', id))::text
        from noted`,
  ],
  answer: sql`(select count(*)::int from noted)`,
  answered,
});

beforeAll(() => {
  ledger = createLedgerService({
    db: t.database.db,
    events: createEventBus(t.database, console),
  });
  gate = { userId: t.userIds.gateinuser, username: 'gateinuser', source: 'gate', machine: 'RS-01' };
});

beforeEach(async () => {
  await query('delete from containers');
});

describe('the ledger service', () => {
  it('removes a box from under another when the same call shifts it, recorded as shifting', async () => {
    const [low, high] = await newBoxes(t, [20, 20]);
    await t.database.db.transaction(async (tx) => {
      await ledger.place(tx, gate, low.id, 'A_01_01_1');
      await ledger.place(tx, gate, high.id, 'A_01_01_2');
    });

    const refused = t.database.db.transaction((tx) => ledger.remove(tx, gate, low.id));
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      message: `${low.number} cannot leave A_01_01_1: ${high.number} stands on it. Shift the boxes above in the same request.`,
    });

    const moves = await t.database.db.transaction((tx) =>
      ledger.remove(tx, gate, low.id, [{ containerId: high.id, to: 'A_01_02_1' }]),
    );
    expect(moves).toEqual([
      {
        containerId: high.id,
        number: high.number,
        from: 'A_01_01_2',
        to: 'A_01_02_1',
        shifting: true,
      },
      { containerId: low.id, number: low.number, from: 'A_01_01_1', to: null, shifting: false },
    ]);
    expect(await location(low.id)).toBeNull();
    expect(await location(high.id)).toBe('A_01_02_1');
    expect(
      await query(
        `select container_id, from_location, to_location, shifting, source, machine
         from movements where from_location is not null order by id`,
      ),
    ).toEqual([
      {
        container_id: high.id,
        from_location: 'A_01_01_2',
        to_location: 'A_01_02_1',
        shifting: true,
        source: 'gate',
        machine: 'RS-01',
      },
      {
        container_id: low.id,
        from_location: 'A_01_01_1',
        to_location: null,
        shifting: false,
        source: 'gate',
        machine: 'RS-01',
      },
    ]);
    expect(await query('select count(*)::int as n from slot_occupancy')).toEqual([{ n: 1 }]);
  });

  it('refuses to place a box that already stands in the yard', async () => {
    const [box] = await newBoxes(t, [20]);
    await t.database.db.transaction((tx) => ledger.place(tx, gate, box.id, 'B_01_01_1'));
    await expect(
      t.database.db.transaction((tx) => ledger.place(tx, gate, box.id, 'B_01_02_1')),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: `${box.number} already stands at B_01_01_1.`,
    });
  });

  it("is part of the caller's transaction: a later failing step leaves no slot, movement or audit row", async () => {
    const [box] = await newBoxes(t, [20]);
    const gateIn = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update containers set igm = '2000001' where id = ${box.id}`);
      await ledger.place(tx, gate, box.id, 'A_02_01_1');
      await writeAudit(tx, { userId: gate.userId, action: 'gate-in', entity: 'container' });
      throw new Error('the task could not be made');
    });
    await expect(gateIn).rejects.toThrow('the task could not be made');
    expect(await location(box.id)).toBeNull();
    expect(await query('select igm from containers where id = $1', [box.id])).toEqual([
      { igm: null },
    ]);
    expect(await query('select * from slot_occupancy')).toEqual([]);
    expect(await query('select * from movements')).toEqual([]);
    expect(
      await query(
        "select * from audit_log where action = 'gate-in' or (entity = 'container' and entity_id = $1)",
        [String(box.id)],
      ),
    ).toEqual([]);
  });

  it("writes the caller's rows with its moves, given the moves: its audit rows and events after theirs, its answer handed back", async () => {
    const [box] = await newBoxes(t, [20]);
    const outcome = await t.database.db.transaction(async (tx) => {
      let given: ContainerMove[] = [];
      let answered: unknown;
      await ledger.place(tx, gate, box.id, 'B_01_02_1', (moves) => {
        given = moves;
        return noted(box, moves[0]?.to ?? null, (value) => {
          answered = value;
        });
      });
      const outbox = await tx.execute<{ payload: string }>(
        sql`select payload from event_outbox order by id`,
      );
      return {
        given,
        answered,
        events: outbox.rows
          .map((row) => JSON.parse(row.payload))
          .filter((event) => JSON.stringify(event.data).includes(box.number))
          .map((event) => event.type),
      };
    });
    expect(outcome.given).toEqual([
      { containerId: box.id, number: box.number, from: null, to: 'B_01_02_1', shifting: false },
    ]);
    expect(outcome.answered).toBe(1);
    expect(outcome.events).toEqual(['container.moved', 'container.gated-in', 'task.created']);
    expect(
      await query('select kind, details from gate_transactions where container_id = $1', [box.id]),
    ).toEqual([{ kind: 'noted', details: { at: 'B_01_02_1' } }]);
    expect(
      (
        await query('select action from audit_log where entity_id = $1 order by id', [
          String(box.id),
        ])
      ).map((row) => row.action),
    ).toEqual(['move', 'noted']);
  });

  it("writes the caller's rows when no box moves, and not when the move is refused", async () => {
    const [box] = await newBoxes(t, [20]);
    await t.database.db.transaction((tx) => ledger.place(tx, gate, box.id, 'B_01_01_1'));
    let answered: unknown;
    const moves = await t.database.db.transaction((tx) =>
      ledger.apply(tx, gate, [{ containerId: box.id, to: 'B_01_01_1' }], () =>
        noted(box, 'B_01_01_1', (value) => {
          answered = value;
        }),
      ),
    );
    expect(moves).toEqual([]);
    expect(answered).toBe(1);

    const refused = t.database.db.transaction((tx) =>
      ledger.apply(tx, gate, [{ containerId: box.id, to: 'B_01_02_2' }], () =>
        noted(box, 'B_01_02_2', () => {}),
      ),
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 409 });
    expect(
      await query('select details from gate_transactions where container_id = $1', [box.id]),
    ).toEqual([{ details: { at: 'B_01_01_1' } }]);
  });

  it('changes nothing and records nothing for a move to where the box already stands', async () => {
    const [box] = await newBoxes(t, [40]);
    await query(`
      with a as (insert into areas (name, max_height, sort_order) values ('P', 2, 9) returning id),
           r as (insert into yard_rows (area_id, name) select id, '01' from a returning id)
      insert into cells (row_id, name, full_name, sort_order, pair_half)
      select r.id, n, 'P_01_' || n, i - 1, h
      from r, unnest(array['01','02'], array['left','right']) with ordinality as c(n, h, i)`);
    await t.database.db.transaction((tx) => ledger.place(tx, gate, box.id, 'P_01_01_1,P_01_02_1'));
    const moves = await t.database.db.transaction((tx) =>
      ledger.move(tx, gate, [{ containerId: box.id, to: 'P_01_02_1,P_01_01_1' }]),
    );
    expect(moves).toEqual([]);
    expect(await query('select count(*)::int as n from movements')).toEqual([{ n: 1 }]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'checks a move against the column as the transaction it waited for left it',
    async () => {
      const [below, above] = await newBoxes(t, [20, 20]);
      const first = await t.database.pool.connect();
      try {
        await first.query('begin');
        await ledger.place(drizzle(first), gate, below.id, 'A_02_01_1');
        // Waits for the column's lock, which `first` holds until it commits.
        const second = t.database.db.transaction((tx) =>
          ledger.place(tx, gate, above.id, 'A_02_01_2'),
        );
        await expect
          .poll(async () => {
            const [row] = await query(
              `select count(*)::int as n from pg_stat_activity
               where wait_event_type = 'Lock' and datname = current_database()`,
            );
            return row?.n;
          })
          .toBe(1);
        await first.query('commit');
        // Read before the wait, the column would be empty, and the box above would stand on nothing.
        await expect(second).resolves.toEqual([
          expect.objectContaining({ containerId: above.id, to: 'A_02_01_2' }),
        ]);
      } finally {
        first.release();
      }
    },
  );
});
