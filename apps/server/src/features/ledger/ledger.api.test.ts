import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { addPairArea, newBoxes } from '../../../test/support/yard-boxes.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};

type Row = { containerId: number; newLocation: string; previousLocation?: string | null };
const update = (rows: Row[], role = 'operator') =>
  t.request('POST', '/rest/yard/updateLocation', { cookie: cookies[role], body: rows });
const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;
const location = async (id: number) =>
  (await query('select location from containers where id = $1', [id]))[0]?.location;
/** Places boxes (at the gate) where given, in one request. */
const place = async (...pairs: [{ id: number }, string][]) => {
  const response = await update(
    pairs.map(([box, to]) => ({ containerId: box.id, newLocation: to })),
  );
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  await addPairArea(t);
});

beforeEach(async () => {
  await query('delete from containers');
});

describe('POST /rest/yard/updateLocation', () => {
  it('places and moves boxes, writing slots, location, movements and audit rows', async () => {
    const [a, b] = await newBoxes(t, [20, 40]);
    await place([a, 'A_01_01_1'], [b, 'C_01_01_1,C_01_02_1']);
    const response = await update([
      { containerId: a.id, previousLocation: 'A_01_01_1', newLocation: 'A_02_03_1' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responsestatus: 'success',
      moves: [
        {
          containerId: a.id,
          number: a.number,
          from: 'A_01_01_1',
          to: 'A_02_03_1',
          shifting: false,
        },
      ],
    });
    expect(await location(a.id)).toBe('A_02_03_1');
    expect(await location(b.id)).toBe('C_01_01_1,C_01_02_1');
    expect(
      await query(
        `select c.full_name, o.height from slot_occupancy o join cells c on c.id = o.cell_id
         where o.container_id = $1 order by c.full_name`,
        [b.id],
      ),
    ).toEqual([
      { full_name: 'C_01_01', height: 1 },
      { full_name: 'C_01_02', height: 1 },
    ]);
    const moves = await query(
      `select container_id, from_location, to_location, shifting, user_id, source
       from movements where container_id = $1 order by id`,
      [a.id],
    );
    expect(moves).toEqual([
      {
        container_id: a.id,
        from_location: null,
        to_location: 'A_01_01_1',
        shifting: false,
        user_id: t.userIds.operator,
        source: 'containers',
      },
      {
        container_id: a.id,
        from_location: 'A_01_01_1',
        to_location: 'A_02_03_1',
        shifting: false,
        user_id: t.userIds.operator,
        source: 'containers',
      },
    ]);
    const [audit] = await query(
      `select user_id, action, before, after from audit_log
       where entity = 'container' and entity_id = $1 order by id desc limit 1`,
      [String(a.id)],
    );
    expect(audit).toMatchObject({
      user_id: t.userIds.operator,
      action: 'move',
      before: { location: 'A_01_01_1' },
      after: { location: 'A_02_03_1', shifting: false },
    });
    const [box] = await query(
      'select location_updated_by, last_moved_at from containers where id = $1',
      [a.id],
    );
    expect(box.location_updated_by).toBe('operator');
    expect(box.last_moved_at).not.toBeNull();
  });

  it('refuses a floating box, naming the empty slot', async () => {
    const [a] = await newBoxes(t, [20]);
    const response = await update([{ containerId: a.id, newLocation: 'A_01_01_2' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'FLOATING',
      message: `${a.number} cannot stand at A_01_01_2: A_01_01_1 below it is empty.`,
    });
    expect(await location(a.id)).toBeNull();
  });

  it('refuses a 40 ft box on one cell or across two pairs, and a 20 on two cells', async () => {
    const [forty, twenty] = await newBoxes(t, [40, 20]);
    for (const to of ['C_01_01_1', 'C_01_02_1,C_01_03_1', 'A_01_01_1']) {
      const response = await update([{ containerId: forty.id, newLocation: to }]);
      expect(response.statusCode, to).toBe(400);
      expect(response.json().message).toContain('needs two adjacent cells of one row');
    }
    const response = await update([{ containerId: twenty.id, newLocation: 'A_01_01_1,A_01_02_1' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `A 20 ft box takes one slot, not A_01_01_1,A_01_02_1 (${twenty.number}).`,
    );
    const twoHeights = await update([
      { containerId: forty.id, newLocation: 'C_01_01_1,C_01_02_2' },
    ]);
    expect(twoHeights.statusCode).toBe(400);
  });

  it('accepts a pair however the two slots are listed', async () => {
    const [forty] = await newBoxes(t, [40]);
    await place([forty, 'C_01_04_1, C_01_03_1']);
    expect(await location(forty.id)).toBe('C_01_03_1,C_01_04_1');
  });

  it('refuses a box above the max height, on an unknown slot, or on bad location text', async () => {
    const boxes = await newBoxes(t, [20, 20, 20, 20]);
    await place([boxes[0], 'B_01_01_1'], [boxes[1], 'B_01_01_2'], [boxes[2], 'B_01_01_3']);
    const high = await update([{ containerId: boxes[3].id, newLocation: 'B_01_01_4' }]);
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toBe("B_01_01_4 is above the stack's max height (3).");
    const unknown = await update([{ containerId: boxes[3].id, newLocation: 'Z_01_01_1' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no slot Z_01_01_1 in the yard.');
    const text = await update([{ containerId: boxes[3].id, newLocation: 'Trailer' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('is not a slot');
  });

  it('refuses a taken slot with a 409 that names it', async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    await place([a, 'A_01_01_1']);
    const response = await update([{ containerId: b.id, newLocation: 'A_01_01_1' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Slot A_01_01_1 is taken by ${a.number}.`);
  });

  it('refuses taking a box from under another', async () => {
    const [low, high] = await newBoxes(t, [20, 20]);
    await place([low, 'A_01_01_1'], [high, 'A_01_01_2']);
    const response = await update([{ containerId: low.id, newLocation: 'A_01_02_1' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${low.number} cannot leave A_01_01_1: ${high.number} stands on it. Shift the boxes above in the same request.`,
    );
  });

  it('takes a box from under another when the request shifts it, recorded as a shifting move', async () => {
    const [low, high] = await newBoxes(t, [20, 20]);
    await place([low, 'A_01_01_1'], [high, 'A_01_01_2']);
    const response = await update([
      { containerId: high.id, newLocation: 'A_01_03_1' },
      { containerId: low.id, newLocation: 'A_01_02_1' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const moves = await query(
      'select container_id, shifting from movements where from_location is not null order by id',
    );
    expect(moves).toEqual([
      { container_id: high.id, shifting: true },
      { container_id: low.id, shifting: false },
    ]);
  });

  it('lets boxes of one request take the slots others of it leave, a swap included', async () => {
    const [a, b, c] = await newBoxes(t, [20, 20, 20]);
    await place([a, 'A_01_01_1'], [b, 'A_01_02_1'], [c, 'A_01_03_1']);
    const response = await update([
      { containerId: a.id, newLocation: 'A_01_02_1' },
      { containerId: b.id, newLocation: 'A_01_01_1' },
      { containerId: c.id, newLocation: 'A_02_01_1' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect([await location(a.id), await location(b.id), await location(c.id)]).toEqual([
      'A_01_02_1',
      'A_01_01_1',
      'A_02_01_1',
    ]);
    expect(
      await query(
        `select o.container_id, c.full_name, o.height from slot_occupancy o
         join cells c on c.id = o.cell_id order by c.full_name`,
      ),
    ).toEqual([
      { container_id: b.id, full_name: 'A_01_01', height: 1 },
      { container_id: a.id, full_name: 'A_01_02', height: 1 },
      { container_id: c.id, full_name: 'A_02_01', height: 1 },
    ]);
  });

  it('refuses a move from a stale screen: the box is no longer where it was seen', async () => {
    const [a] = await newBoxes(t, [20]);
    await place([a, 'A_01_01_1']);
    const response = await update([
      { containerId: a.id, previousLocation: 'A_02_01_1', newLocation: 'A_01_02_1' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${a.number} is no longer at A_02_01_1: it is now at A_01_01_1. Reload and try again.`,
    );
  });

  it('changes nothing when one move of a request is refused', async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    const response = await update([
      { containerId: a.id, newLocation: 'A_01_01_1' },
      { containerId: b.id, newLocation: 'A_01_02_2' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(await query('select * from movements')).toEqual([]);
    expect(await query('select * from slot_occupancy')).toEqual([]);
    expect(await location(a.id)).toBeNull();
  });

  it('rolls back slots and movements when a later step of the transaction fails', async () => {
    const [a] = await newBoxes(t, [20]);
    await query(`
      create function fail_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit is down'; end $$;
      create trigger fail_audit before insert on audit_log
        for each row when (new.entity = 'container') execute function fail_audit()`);
    try {
      const response = await update([{ containerId: a.id, newLocation: 'A_01_01_1' }]);
      expect(response.statusCode).toBe(500);
    } finally {
      await query('drop trigger fail_audit on audit_log; drop function fail_audit()');
    }
    expect(await query('select * from movements')).toEqual([]);
    expect(await query('select * from slot_occupancy')).toEqual([]);
    expect(await location(a.id)).toBeNull();
  });

  it('refuses bad input with a 400 and unknown boxes with a 404', async () => {
    const [a] = await newBoxes(t, [20]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      containerId: i + 1,
      newLocation: 'A_01_01_1',
    }));
    const cases: [unknown, number, string][] = [
      [[], 400, 'Nothing to update'],
      [eleven, 400, 'At most 10 containers may be selected for location actions.'],
      [[{ containerId: 'x', newLocation: 'A_01_01_1' }], 400, 'containerId'],
      [[{ containerId: 2_147_483_648, newLocation: 'A_01_01_1' }], 400, 'containerId'],
      [[{ containerId: a.id }], 400, 'newLocation'],
      [
        [{ containerId: 999_999, newLocation: 'A_01_01_1' }],
        404,
        'Container 999999 does not exist.',
      ],
      [
        [{ containerId: a.id, number: 'MSKU0000018', newLocation: 'A_01_01_1' }],
        400,
        `is ${a.number}, not MSKU0000018`,
      ],
      [
        [
          { containerId: a.id, newLocation: 'A_01_01_1' },
          { containerId: a.id, newLocation: 'A_01_02_1' },
        ],
        400,
        'listed twice',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.request('POST', '/rest/yard/updateLocation', {
        cookie: cookies.admin,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });

  it('lets the roles with the containers screen and create/update/delete move boxes', async () => {
    for (const role of BUILT_IN_ROLES) {
      const [box] = await newBoxes(t, [20]);
      const response = await update([{ containerId: box.id, newLocation: 'B_01_02_1' }], role);
      const allowed = ['superadmin', 'admin', 'operator'].includes(role);
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
      await query('delete from containers where id = $1', [box.id]);
    }
    const none = await t.request('POST', '/rest/yard/updateLocation', { body: [] });
    expect(none.statusCode).toBe(401);
  });

  it('lets exactly one of 50 parallel moves into one slot win; the others get a 409 naming it', async () => {
    const boxes = await newBoxes(
      t,
      Array.from({ length: 50 }, () => 20),
    );
    const responses = await Promise.all(
      boxes.map((box) => update([{ containerId: box.id, newLocation: 'A_02_02_1' }])),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toContain('A_02_02_1');
    }
    expect(await query('select count(*)::int as n from slot_occupancy')).toEqual([{ n: 1 }]);
    expect(
      await query("select count(*)::int as n from containers where location = 'A_02_02_1'"),
    ).toEqual([{ n: 1 }]);
    expect(await query('select count(*)::int as n from movements')).toEqual([{ n: 1 }]);
    await query('select check_yard(array(select id from cells), array(select id from containers))');
  });
});
