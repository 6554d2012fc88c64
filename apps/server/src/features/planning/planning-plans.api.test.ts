import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { PLAN_MESSAGES } from '@yardline/domain/planning/planning-api';
import { describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { type Box, newBoxes } from '../../../test/support/yard-boxes.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { PLANNERS, usePlanningApp } from './test-planning.ts';

// The planning screen's queue and plans, their events, its yard and reshuffle figures; the
// suggestions and auto-assign are in planning-suggestions.api.test.ts.
const { t, cookies, query, setEnterprise, call, place, savePlan } = usePlanningApp();

describe('GET /rest/planning/queued-containers', () => {
  it('lists the boxes waiting for a slot, with their planned slot, and searches them', async () => {
    const [waiting, standing] = await newBoxes(t, [20, 20]);
    await place([standing, 'A_01_01_1']);
    await query("update containers set igm = '2001234' where id = $1", [waiting.id]);
    const listed = (await call('GET', '/rest/planning/queued-containers')).json();
    expect(listed).toEqual([
      expect.objectContaining({
        containerId: waiting.id,
        containerNumber: waiting.number,
        igmNumber: '2001234',
        size: 20,
        slotFullName: null,
      }),
    ]);
    const byIgm = await call('GET', '/rest/planning/queued-containers?search=20012');
    expect(byIgm.json()).toHaveLength(1);
    const none = await call('GET', '/rest/planning/queued-containers?search=nothing');
    expect(none.json()).toEqual([]);
  });

  it('is for the roles that see planning, in either edition', async () => {
    await setEnterprise(false);
    for (const role of BUILT_IN_ROLES) {
      const response = await call('GET', '/rest/planning/queued-containers', undefined, role);
      expect(response.statusCode, role).toBe(PLANNERS.includes(role) ? 200 : 403);
    }
  });
});

describe('plans', () => {
  it('saves, lists, updates and deletes a plan, marking its containers planned', async () => {
    const [a, b] = await newBoxes(t, [20, 40]);
    const saved = await savePlan('Monday', [
      [a, 'A_01_01_1'],
      [b, 'C_01_01_1,C_01_02_1'],
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = saved.json();
    expect(plan).toMatchObject({ name: 'Monday', searchedContainers: [a.number, b.number] });
    expect(plan.plannedContainers[1]).toEqual({
      containerId: b.id,
      containerNumber: b.number,
      slotFullName: 'C_01_01_1,C_01_02_1',
      planningOrder: 2,
      slotReason: 'chosen',
    });
    expect(
      (await query('select planned from containers order by id')).map((r) => r.planned),
    ).toEqual([true, true]);
    const queued = (await call('GET', '/rest/planning/queued-containers')).json();
    expect(queued.find((q: { containerId: number }) => q.containerId === a.id)).toMatchObject({
      slotFullName: 'A_01_01_1',
      planId: plan.id,
    });

    const changed = await savePlan('Tuesday', [[a, 'A_02_01_1']], 'operator', plan.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/rest/planning/plans')).json()).toEqual([changed.json()]);
    expect((await query('select planned from containers where id = $1', [b.id]))[0].planned).toBe(
      false,
    );

    expect((await call('DELETE', `/rest/planning/plans/${plan.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/rest/planning/plans')).json()).toEqual([]);
    expect((await query('select planned from containers where id = $1', [a.id]))[0].planned).toBe(
      false,
    );
    expect(
      (await query("select count(*)::int as n from audit_log where entity = 'plan'"))[0].n,
    ).toBe(3);
    expect((await call('DELETE', `/rest/planning/plans/${plan.id}`)).statusCode).toBe(404);
  });

  it("refuses a taken name with the spec's message, ignoring case", async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    expect((await savePlan('Monday', [[a, 'A_01_01_1']])).statusCode).toBe(200);
    const twin = await savePlan('MONDAY', [[b, 'A_01_02_1']]);
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(PLAN_MESSAGES.nameTaken('MONDAY'));
  });

  it('refuses slots the yard or other plans do not allow', async () => {
    const [a, b, c, standing] = await newBoxes(t, [20, 20, 40, 20]);
    await place([standing, 'A_01_01_1']);
    const refused = async (planned: [Box, string][]) => {
      const response = await savePlan(`Plan ${Math.random()}`, planned);
      expect(response.statusCode, response.body).toBe(409);
      return response.json().message as string;
    };
    expect(await refused([[a, 'A_01_01_1']])).toBe(
      PLAN_MESSAGES.slotRefused(a.number, 'A_01_01_1'),
    );
    expect(await refused([[a, 'A_01_02_2']])).toContain('cannot take');
    expect(await refused([[c, 'C_01_02_1,C_01_03_1']])).toContain('cannot take');
    expect(await refused([[a, 'Z_01_01_1']])).toContain('cannot take');
    expect((await savePlan('Held', [[a, 'A_01_02_1']])).statusCode).toBe(200);
    // Planned slots hold: nothing on them, nothing on top of them.
    expect(await refused([[b, 'A_01_02_1']])).toContain('cannot take');
    expect(await refused([[b, 'A_01_02_2']])).toContain('cannot take');
    expect(await refused([[a, 'A_01_03_1']])).toBe(
      PLAN_MESSAGES.plannedElsewhere(a.number, 'Held'),
    );
    const onStanding = await savePlan('On top', [[b, 'A_01_01_2']]);
    expect(onStanding.statusCode, onStanding.body).toBe(200);
  });

  it('refuses bad input with a 400 naming the problem', async () => {
    const [a] = await newBoxes(t, [20]);
    const bad = async (body: unknown) => {
      const response = await call('POST', '/rest/planning/plans', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message as string;
    };
    const slot = { containerId: a.id, slotFullName: 'A_01_01_1', planningOrder: 1 };
    expect(await bad({ name: ' ', plannedContainers: [slot] })).toContain(
      PLAN_MESSAGES.nameRequired,
    );
    expect(await bad({ name: 'x', plannedContainers: [] })).toContain(PLAN_MESSAGES.slotsRequired);
    expect(
      await bad({ name: 'x', plannedContainers: [{ ...slot, slotFullName: 'nowhere' }] }),
    ).toContain('AREA_ROW_CELL_HEIGHT');
    expect(await bad({ name: 'x', plannedContainers: [slot, slot] })).toBe(PLAN_MESSAGES.twice);
    expect(await bad({ name: 'x', plannedContainers: [{ ...slot, containerId: 999999 }] })).toBe(
      PLAN_MESSAGES.notQueued(999999),
    );
  });

  it('saving and deleting are enterprise features, for roles with create/update/delete', async () => {
    const [a] = await newBoxes(t, [20]);
    await setEnterprise(false);
    for (const role of BUILT_IN_ROLES) {
      const response = await savePlan(`Plan of ${role}`, [[a, 'A_01_01_1']], role);
      const expected = role === 'superadmin' ? 200 : PLANNERS.includes(role) ? 403 : 403;
      expect(response.statusCode, role).toBe(expected);
      if (response.statusCode === 200)
        await call('DELETE', `/rest/planning/plans/${response.json().id}`, undefined, role);
    }
    const locked = await savePlan('Locked', [[a, 'A_01_01_1']], 'admin');
    expect(locked.json().message).toContain('Enterprise');
    await setEnterprise(true);
    for (const role of BUILT_IN_ROLES) {
      const response = await savePlan(`Plan of ${role}`, [[a, 'A_01_01_1']], role);
      expect(response.statusCode, role).toBe(PLANNERS.includes(role) ? 200 : 403);
      if (response.statusCode === 200) {
        expect(
          (await call('DELETE', `/rest/planning/plans/${response.json().id}`, undefined, role))
            .statusCode,
        ).toBe(204);
      }
    }
  });
});

describe('GET /rest/planning/reshuffles', () => {
  it('counts shifting moves per dispatched box over 7 and 30 days', async () => {
    const empty = (await call('GET', '/rest/planning/reshuffles')).json();
    expect(empty).toEqual([
      { days: 7, dispatched: 0, shifting: 0, perDispatched: null },
      { days: 30, dispatched: 0, shifting: 0, perDispatched: null },
    ]);
    const [bottom, top] = await newBoxes(t, [20, 20]);
    await place([bottom, 'A_01_01_1'], [top, 'A_01_01_2']);
    // The bottom box leaves, the top one is shifted off it in the same request.
    const body = [
      { containerId: top.id, newLocation: 'A_01_02_1' },
      { containerId: bottom.id, newLocation: 'A_01_03_1' },
    ];
    expect((await call('POST', '/rest/yard/updateLocation', body)).statusCode).toBe(200);
    await query(
      "insert into movements (container_id, from_location, to_location, shifting, moved_at, source) values ($1, 'A_01_03_1', null, false, now() - interval '10 days', 'gate')",
      [bottom.id],
    );
    const figures = (await call('GET', '/rest/planning/reshuffles')).json();
    expect(figures).toEqual([
      { days: 7, dispatched: 0, shifting: 1, perDispatched: null },
      { days: 30, dispatched: 1, shifting: 1, perDispatched: 1 },
    ]);
    expect((await call('GET', '/rest/planning/reshuffles', undefined, 'manager')).statusCode).toBe(
      403,
    );
  });
});

describe('plan changes on the event stream', () => {
  it('tells open planning screens that a plan was created, updated and deleted', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.admin}`);
    const kiosk = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.kiosk}`);
    expect(stream.status).toBe(200);
    const [a] = await newBoxes(t, [20]);
    const saved = (await savePlan('Live', [[a, 'A_01_01_1']])).json();
    const planEvent = (action: string) => (event: { type: string; data: unknown }) =>
      event.type === 'plan.changed' && (event.data as { action: string }).action === action;
    expect(await stream.next(planEvent('created'))).toMatchObject({
      type: 'plan.changed',
      data: { planId: saved.id, name: 'Live', action: 'created' },
    });
    expect((await savePlan('Live 2', [[a, 'A_01_02_1']], 'operator', saved.id)).statusCode).toBe(
      200,
    );
    expect(await stream.next(planEvent('updated'))).toMatchObject({
      data: { planId: saved.id, name: 'Live 2' },
    });
    expect((await call('DELETE', `/rest/planning/plans/${saved.id}`)).statusCode).toBe(204);
    expect(await stream.next(planEvent('deleted'))).toMatchObject({
      data: { planId: saved.id, name: 'Live 2' },
    });
    // A refused save publishes nothing; a role without planning hears nothing of plans.
    expect((await savePlan('Live 3', [[a, 'Z_99_99_1']])).statusCode).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter(({ event }) => event.type === 'plan.changed')).toHaveLength(3);
    expect(kiosk.events.filter(({ event }) => event.type === 'plan.changed')).toEqual([]);
    stream.close();
    kiosk.close();
  });
});

describe('GET /rest/planning/yard-containers', () => {
  it('gives planners the boxes in the yard as the inventory dashboard does', async () => {
    const [standing] = await newBoxes(t, [20]);
    await place([standing, 'A_01_01_1']);
    for (const role of BUILT_IN_ROLES) {
      const response = await call('GET', '/rest/planning/yard-containers', undefined, role);
      expect(response.statusCode, role).toBe(PLANNERS.includes(role) ? 200 : 403);
    }
    const yard = (await call('GET', '/rest/planning/yard-containers')).json();
    const inventory = (await call('GET', '/rest/yard/containers', undefined, 'superadmin')).json();
    expect({ ...yard, lastUpdated: 0 }).toEqual({ ...inventory, lastUpdated: 0 });
    expect(yard.ids).toEqual([standing.id]);
  });
});
