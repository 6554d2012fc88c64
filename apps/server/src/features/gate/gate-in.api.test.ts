import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useGateApp } from '../../../test/support/gate-app.ts';
import type { Executor } from '../../db/database.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { boxRecords } from '../containers/index.ts';

const { t, cookies, query, newNumber, container, truck, gateIn, gatedIn } = useGateApp();

describe('POST /rest/gate/gate-in', () => {
  it('gates a box in: its row, slot, task, movement, audit and gate record in one go', async () => {
    const number = newNumber();
    const response = await gateIn(
      truck({
        plaCard: 'PLA-7',
        container1Data: container(number, { igm: '2001234', item: '7' }),
        gateInTasks: [{ containerNumber: number, taskType: 'Grounding', deliveryMode: 'Loaded' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const [box] = answer.containers;
    expect(answer).toEqual({
      responsestatus: 'TRSuccess',
      containers: [{ containerId: expect.any(Number), number, location: 'A_01_01_1' }],
      tasks: [
        {
          id: expect.any(Number),
          containerNumber: number,
          taskType: 'Grounding',
          deliveryMode: 'Loaded',
          fromLocation: 'Trailer',
          toLocation: 'Slot',
          toLocationDetails: 'A_01_01_1',
          assignedToMachine: 'ALL',
        },
      ],
    });
    expect(
      await query(
        'select number, size_type, size_feet, tag, process, igm, item, location from containers',
      ),
    ).toEqual([
      {
        number,
        size_type: '22G1',
        size_feet: 20,
        tag: '12345678',
        process: 'Import',
        igm: '2001234',
        item: '7',
        location: 'A_01_01_1',
      },
    ]);
    expect(
      await query('select from_location, to_location, source, user_id from movements'),
    ).toEqual([
      {
        from_location: null,
        to_location: 'A_01_01_1',
        source: 'gate',
        user_id: t.userIds.gateinuser,
      },
    ]);
    expect(
      (
        await query('select action from audit_log where entity_id = $1 order by id', [
          String(box.containerId),
        ])
      ).map((row) => row.action),
    ).toEqual(['move', 'gate-in']);
    expect(
      await query(
        'select kind, container_number, trailer_number, trailer_tag from gate_transactions where container_id = $1',
        [box.containerId],
      ),
    ).toEqual([
      {
        kind: 'gate-in',
        container_number: number,
        trailer_number: 'MH04AB1234',
        trailer_tag: 'TRL00001',
      },
    ]);
  });

  it("records the PLA card the terminal holds for the trailer's tag when the clerk gives none", async () => {
    await query(
      "insert into pla_cards (trailer_tag_number, pla_card_number) values ('TRL00001', 'PLA-501')",
    );
    const given = newNumber();
    const looked = newNumber();
    expect(
      (await gateIn(truck({ plaCard: 'PLA-7', container1Data: container(given) }))).statusCode,
    ).toBe(200);
    expect((await gateIn(truck({ container1Data: container(looked) }))).statusCode).toBe(200);
    expect(
      await query(
        "select container_number, details->>'plaCard' as pla_card from gate_transactions where container_number = any($1) order by id",
        [[given, looked]],
      ),
    ).toEqual([
      { container_number: given, pla_card: 'PLA-7' },
      { container_number: looked, pla_card: 'PLA-501' },
    ]);
  });

  it('puts the next box on the next ground slot (nothing tells them apart: the engine levels), a 40 ft box on a merged pair', async () => {
    expect(await gatedIn(newNumber())).toBe('A_01_01_1');
    expect(await gatedIn(newNumber())).toBe('A_01_02_1');
    expect(await gatedIn(newNumber(), { containerSize: '40', containerType: 'HC' })).toBe(
      'C_01_01_1,C_01_02_1',
    );
    expect(await query('select size_type from containers where size_feet = 40')).toEqual([
      { size_type: '45G1' },
    ]);
  });

  it('stores what planning uses when the clerk knows it: vessel, departure, hazardous, job order', async () => {
    const number = newNumber();
    const response = await gateIn(
      truck({
        container1Data: container(number, {
          gateInPurpose: 'Export',
          vessel: 'MSC AURORA',
          expectedDepartureAt: '2026-12-01T06:00:00Z',
          jobOrderNumber: 'JO-2611001',
        }),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await query(
        `select vessel, to_char(expected_departure_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as departure,
                hazardous, job_order from containers where number = $1`,
        [number],
      ),
    ).toEqual([
      {
        vessel: 'MSC AURORA',
        departure: '2026-12-01 06:00',
        hazardous: false,
        job_order: 'JO-2611001',
      },
    ]);
  });

  it('gates two 20 ft boxes of a double offloading in together', async () => {
    const [a, b] = [newNumber(), newNumber()];
    const response = await gateIn(
      truck({ container1Data: container(a), container2Data: container(b, { tagId: 'DummyTag' }) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().containers.map((box: { number: string }) => box.number)).toEqual([a, b]);
    expect(response.json().containers.map((box: { location: string }) => box.location)).toEqual([
      'A_01_01_1',
      'A_01_02_1',
    ]);
  });

  it('keeps to the colour rules', async () => {
    await query(`
      with r as (insert into colour_rules (name, color, process) values ('Empties', '#8c8c8c', 'Empty') returning id)
      insert into colour_rule_cells (cell_id, rule_id)
      select c.id, r.id from cells c, r where c.full_name like 'A\\_%'`);
    expect(await gatedIn(newNumber())).toBe('B_01_01_1');
    expect(await gatedIn(newNumber(), { gateInPurpose: 'Empty' })).toBe('A_01_01_1');
  });

  it("answers 'Invalid container number' and changes nothing, unless told to skip the check", async () => {
    const good = newNumber();
    const wrong = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const body = truck({ container1Data: container(wrong) });
    const refused = await gateIn(body);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      responsestatus: `Invalid container number ${wrong}`,
      containers: [],
      tasks: [],
    });
    expect(await query('select id from containers')).toEqual([]);
    const forced = await gateIn({ ...body, skipValidation: true });
    expect(forced.json().responsestatus).toBe('TRSuccess');
  });

  it.each([
    [
      { container1Data: container('MSKU1234565', { gateInPurpose: '' }) },
      'Choose gate-in type for container',
    ],
    [{ container1Data: container('MSKU12345') }, 'Enter correct number for first container'],
    [
      { container1Data: container('MSKU1234565', { tagId: '123' }) },
      'Enter correct tag for first container',
    ],
    [
      {
        container1Data: container('MSKU1234565'),
        container2Data: container('MSKU1234565', { tagId: '87654321' }),
      },
      'Container numbers for both containers can not be same',
    ],
    [
      { container1Data: container('MSKU1234565'), container2Data: container('MSCU1234569') },
      'Tag numbers for both containers can not be same',
    ],
    [
      { container1Data: container('MSKU1234565'), trailerTag1: 'TRL1' },
      'Trailer tag should be of 8 characters',
    ],
    [{ container1Data: container('MSKU1234565'), trailerNumber: '' }, 'Enter trailer number'],
    [{}, 'Insufficient data for proceeding with gate-in'],
  ])('refuses %j with the spec message', async (over, message) => {
    const response = await gateIn(truck(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await query('select id from containers')).toEqual([]);
  });

  it('refuses a box already in the yard, naming where it stands', async () => {
    const number = newNumber();
    await gatedIn(number);
    const again = await gateIn(truck({ container1Data: container(number) }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${number} is already in the yard at A_01_01_1.`);
  });

  it('lets the roles that see the gate in, and no one else', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await gateIn(truck({ container1Data: container(newNumber()) }), role);
      const allowed = ['superadmin', 'admin', 'gateinuser', 'gateoutuser'].includes(role);
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });

  it('lets exactly one of ten simultaneous gate-ins of one box through', async () => {
    const number = newNumber();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => gateIn(truck({ container1Data: container(number) }))),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect(await query('select count(*)::int as n from containers')).toEqual([{ n: 1 }]);
    expect(await query('select count(*)::int as n from movements')).toEqual([{ n: 1 }]);
  });

  it('answers a resend with the same Idempotency-Key from the first, changing nothing', async () => {
    const body = truck({ container1Data: container(newNumber()) });
    const headers = { 'idempotency-key': 'truck-42-attempt' };
    const [first, second] = await Promise.all([
      gateIn(body, 'gateinuser', headers),
      gateIn(body, 'gateinuser', headers),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const third = await gateIn(body, 'gateinuser', headers);
    expect(third.json()).toEqual(first.json());
    expect(await query('select count(*)::int as n from containers')).toEqual([{ n: 1 }]);
    expect(
      await query('select count(*)::int as n from gate_transactions where kind = $1', ['gate-in']),
    ).toEqual([{ n: 1 }]);

    const other = await gateIn(
      truck({ container1Data: container(newNumber()) }),
      'gateinuser',
      headers,
    );
    expect(other.statusCode).toBe(422);
    // Keys are the sender's own: another clerk's key of the same name is another request.
    const admin = await gateIn(body, 'admin', headers);
    expect(admin.statusCode).toBe(409);
  });

  it('publishes container.gated-in and task.created, naming the tasks it made, when the gate-in commits', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The admin sees both: the gate's clerks do not see the tasks screen's events.
    const stream = await openEventStream(url, `${SESSION_COOKIE}=${cookies.admin}`);
    try {
      const number = newNumber();
      const response = await gateIn(
        truck({
          container1Data: container(number),
          gateInTasks: [{ containerNumber: number, taskType: 'Grounding', deliveryMode: 'Loaded' }],
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const [task] = response.json().tasks;
      const gatedIn = await stream.next((e) => e.type === 'container.gated-in');
      expect(gatedIn.data).toEqual({
        containerId: expect.any(Number),
        number,
        location: 'A_01_01_1',
      });
      const created = await stream.next((e) => e.type === 'task.created');
      expect(created.data).toEqual({
        tasks: [
          {
            taskId: task.id,
            containerNumber: number,
            taskType: 'Grounding',
            assignedToMachine: 'ALL',
          },
        ],
      });
    } finally {
      stream.close();
    }
  });

  it("runs the rest of the gate-in's transaction on cached plans, and nothing after it", async () => {
    const settings = async (tx: Executor) =>
      (
        await tx.execute<{ mode: string; cost: string }>(
          sql`select current_setting('plan_cache_mode') as mode,
                     current_setting('random_page_cost') as cost`,
        )
      ).rows[0];
    const before = await settings(t.database.db);
    let inside: Awaited<ReturnType<typeof settings>>;
    // Rolled back: the box is not kept.
    await t.database.db
      .transaction(async (tx) => {
        await boxRecords.admitBox(tx, {
          number: newNumber(),
          prefix: 'TGTU',
          sizeType: '22G1',
          sizeFeet: 20,
          process: 'Import',
          category: 'Import',
          igm: null,
          item: null,
          tag: null,
          gateInAt: new Date(),
          vessel: null,
          expectedDepartureAt: null,
          hazardous: false,
          jobOrder: null,
        });
        inside = await settings(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(inside).toEqual({ mode: 'force_generic_plan', cost: '1.1' });
    expect(before?.mode).toBe('auto');
    expect(await settings(t.database.db)).toEqual(before);
  });
});
