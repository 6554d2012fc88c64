import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { PLAN_MESSAGES } from '@yardline/domain/planning/planning-api';
import { DEFAULT_WEIGHTS } from '@yardline/domain/planning/weights';
import { describe, expect, it } from 'vitest';
import { type Box, newBoxes } from '../../../test/support/yard-boxes.ts';
import { PLANNERS, usePlanningApp } from './test-planning.ts';

// Slot suggestions and auto-assign, around the plan on screen, with the planning weights and
// what a box's record says; plans themselves are in planning-plans.api.test.ts.
const { t, query, setEnterprise, call, place, savePlan } = usePlanningApp();

describe('POST /rest/planning/suggest-plan (auto-assign)', () => {
  it('plans each container with slot, reason and order, and lists the unallotted', async () => {
    await query('update areas set max_height = 1');
    const [a, b, c] = await newBoxes(t, [20, 40, 40]);
    const response = await call('POST', '/rest/planning/suggest-plan', {
      containerIds: [a.id, b.id, c.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { plannedContainers, unallotted } = response.json();
    expect(plannedContainers).toHaveLength(3 - unallotted.length);
    expect(plannedContainers.map((p: { planningOrder: number }) => p.planningOrder)).toEqual(
      [1, 2, 3].slice(0, plannedContainers.length),
    );
    const longOnes = plannedContainers.filter(
      (p: { containerId: number }) => p.containerId !== a.id,
    );
    expect(longOnes.map((p: { slotFullName: string }) => p.slotFullName).sort()).toEqual([
      'C_01_01_1,C_01_02_1',
      'C_01_03_1,C_01_04_1',
    ]);
    expect(plannedContainers[0].slotReason).toMatch(/ground slot/);
    await query('update areas set max_height = 3 where name = $1', ['C']);
    await query('update areas set max_height = 4 where name = $1', ['A']);
    await query('update areas set max_height = 3 where name = $1', ['B']);
  });

  it('answers 400 for a container not waiting for a slot, and is an enterprise feature', async () => {
    const [a, standing] = await newBoxes(t, [20, 20]);
    await place([standing, 'A_01_01_1']);
    const refused = await call('POST', '/rest/planning/suggest-plan', {
      containerIds: [standing.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PLAN_MESSAGES.notQueued(standing.id));
    await setEnterprise(false);
    for (const role of BUILT_IN_ROLES) {
      const response = await call(
        'POST',
        '/rest/planning/suggest-plan',
        { containerIds: [a.id] },
        role,
      );
      expect(response.statusCode, role).toBe(role === 'superadmin' ? 200 : 403);
    }
  });
});

describe('auto-assign and suggestions around the plan on screen', () => {
  const autoAssign = async (containerIds: number[], screen: object = {}, role = 'operator') =>
    call('POST', '/rest/planning/suggest-plan', { containerIds, ...screen }, role);
  const slotOf = async (response: Awaited<ReturnType<typeof call>>, box: Box) => {
    expect(response.statusCode, response.body).toBe(200);
    const planned = response.json().plannedContainers as {
      containerId: number;
      slotFullName: string;
    }[];
    return planned.find((p) => p.containerId === box.id)?.slotFullName;
  };

  it('does not give again a slot the unsaved plan gives, and frees one it removed', async () => {
    const [asked, other] = await newBoxes(t, [20, 20]);
    const best = await slotOf(await autoAssign([asked.id]), asked);
    expect(best).toBeDefined();
    const unsaved = { plannedContainers: [{ containerId: other.id, slotFullName: best }] };
    const around = await slotOf(await autoAssign([asked.id], unsaved), asked);
    expect(around).toBeDefined();
    expect(around).not.toBe(best);

    // Stored, the slot is planned; removed on screen from the plan being edited, it is free.
    const saved = await savePlan('Edited', [[other, best as string]]);
    expect(saved.statusCode, saved.body).toBe(200);
    const planId = saved.json().id as number;
    expect(await slotOf(await autoAssign([asked.id]), asked)).not.toBe(best);
    const removed = { planId, plannedContainers: [] };
    expect(await slotOf(await autoAssign([asked.id], removed), asked)).toBe(best);
    // The same for the suggestions and the explanation.
    const suggest = async (screen: object) =>
      (
        await call('POST', '/rest/planning/suggestions', {
          containerId: asked.id,
          limit: 20,
          ...screen,
        })
      )
        .json()
        .suggestions.map((s: { location: string }) => s.location);
    expect(await suggest({})).not.toContain(best);
    expect((await suggest(removed))[0]).toBe(best);
    // Still on screen (not removed), the edited plan's slot stays planned.
    const kept = { planId, plannedContainers: [{ containerId: other.id, slotFullName: best }] };
    expect(await suggest(kept)).not.toContain(best);
    expect(await slotOf(await autoAssign([asked.id], kept), asked)).not.toBe(best);
  });

  it('gives every container of a full auto-assign a slot of its own, apart from the plan on screen', async () => {
    await query('update areas set max_height = 1');
    try {
      const boxes = await newBoxes(t, [20, 20, 20, 20, 20, 20]);
      const [first, ...rest] = boxes;
      const alone = await autoAssign([first.id]);
      const held = await slotOf(alone, first);
      const response = await autoAssign(
        rest.map((b) => b.id),
        { plannedContainers: [{ containerId: first.id, slotFullName: held }] },
      );
      expect(response.statusCode, response.body).toBe(200);
      const slots = response
        .json()
        .plannedContainers.map((p: { slotFullName: string }) => p.slotFullName);
      expect(slots).not.toContain(held);
      expect(new Set(slots).size).toBe(slots.length);
    } finally {
      await query('update areas set max_height = 3 where name = $1', ['C']);
      await query('update areas set max_height = 4 where name = $1', ['A']);
      await query('update areas set max_height = 3 where name = $1', ['B']);
    }
  });

  it('refuses a bad plan on screen with a 4xx naming the problem', async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    const bad = async (url: string, body: object, status = 400) => {
      const response = await call('POST', url, body);
      expect(response.statusCode, response.body).toBe(status);
      return response.json().message as string;
    };
    const slot = { containerId: b.id, slotFullName: 'A_01_02_1' };
    for (const [url, asked] of [
      ['/rest/planning/suggest-plan', { containerIds: [a.id] }],
      ['/rest/planning/suggestions', { containerId: a.id }],
    ] as const) {
      expect(await bad(url, { ...asked, plannedContainers: [slot, slot] })).toContain(
        PLAN_MESSAGES.twice,
      );
      expect(
        await bad(url, {
          ...asked,
          plannedContainers: [slot, { containerId: a.id, slotFullName: 'A_01_02_1' }],
        }),
      ).toContain(PLAN_MESSAGES.twice);
      expect(
        await bad(url, { ...asked, plannedContainers: [{ ...slot, slotFullName: 'top' }] }),
      ).toContain('AREA_ROW_CELL_HEIGHT');
      expect(
        await bad(url, { ...asked, plannedContainers: [{ slotFullName: 'A_01_02_1' }] }),
      ).toMatch(/containerId/);
      expect(await bad(url, { ...asked, plannedContainers: 'A_01_02_1' })).toMatch(
        /plannedContainers/,
      );
      expect(await bad(url, { ...asked, planId: 'mine' })).toMatch(/planId/);
      expect(await bad(url, { ...asked, planId: 999999 }, 404)).toBe(
        PLAN_MESSAGES.notFound(999999),
      );
    }
    expect(await bad('/rest/planning/suggest-plan', { containerIds: [] })).toContain(
      'Choose at least one container.',
    );
  });

  it('answers the roles that see planning, in the enterprise edition', async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    const saved = await savePlan('Roles', [[b, 'A_01_02_1']]);
    const screen = { planId: saved.json().id, plannedContainers: [] };
    for (const role of BUILT_IN_ROLES) {
      const response = await autoAssign([a.id], screen, role);
      expect(response.statusCode, role).toBe(PLANNERS.includes(role) ? 200 : 403);
      const asked = await call(
        'POST',
        '/rest/planning/suggestions',
        { containerId: a.id, ...screen },
        role,
      );
      expect(asked.statusCode, role).toBe(PLANNERS.includes(role) ? 200 : 403);
    }
  });
});

describe('POST /rest/planning/suggestions', () => {
  it('ranks slots with their breakdown and runner-ups, for a queued box or one described at the gate', async () => {
    const [waiting, standing] = await newBoxes(t, [20, 20]);
    await place([standing, 'A_01_01_1']);
    const byId = await call('POST', '/rest/planning/suggestions', {
      containerId: waiting.id,
      limit: 3,
    });
    expect(byId.statusCode, byId.body).toBe(200);
    const { suggestions, weights } = byId.json();
    expect(weights).toEqual(DEFAULT_WEIGHTS);
    expect(suggestions).toHaveLength(3);
    expect(Object.keys(suggestions[0].breakdown).sort()).toEqual([
      'distance',
      'expectedReshuffles',
      'height',
      'ruleFit',
      'stackCompatibility',
    ]);
    expect(suggestions[0].matchPercent).toBeGreaterThan(0);
    expect(suggestions.map((s: { cost: number }) => s.cost)).toEqual(
      [...suggestions.map((s: { cost: number }) => s.cost)].sort((x: number, y: number) => x - y),
    );

    const reeferBox = {
      container: { sizeFeet: 20, sizeType: '22R1', category: 'Import' },
      limit: 20,
    };
    // A yard that names no reefer plug puts a reefer anywhere; once a rule keeps plugs, there only.
    expect(
      (await call('POST', '/rest/planning/suggestions', reeferBox)).json().suggestions[0].location,
    ).toBe('A_01_02_1');
    await query(`
      with r as (insert into colour_rules (name, color, type) values ('Plugs', '#1e90ff', 'RF') returning id)
      insert into colour_rule_cells (cell_id, rule_id)
      select c.id, r.id from cells c, r where c.full_name like 'B\\_%'`);
    const onPlugs = (await call('POST', '/rest/planning/suggestions', reeferBox)).json()
      .suggestions;
    expect(onPlugs.map((s: { location: string }) => s.location)).toEqual([
      'B_01_01_1',
      'B_01_02_1',
    ]);
    const general = (
      await call('POST', '/rest/planning/suggestions', { containerId: waiting.id, limit: 20 })
    ).json();
    expect(general.suggestions.some((s: { location: string }) => s.location.startsWith('B_'))).toBe(
      false,
    );
    await query('delete from colour_rules');
    const long = await call('POST', '/rest/planning/suggestions', {
      container: { sizeFeet: 40, category: 'Export' },
    });
    expect(long.json().suggestions[0].location).toBe('C_01_01_1,C_01_02_1');
  });

  it('never suggests a slot the plan on screen gives, saved or not', async () => {
    const [asked, other] = await newBoxes(t, [20, 20]);
    const ask = (plannedContainers: unknown[]) =>
      call('POST', '/rest/planning/suggestions', {
        containerId: asked.id,
        limit: 20,
        plannedContainers,
      });
    const alone = (await ask([])).json().suggestions;
    const first = alone[0].location as string;
    const unsaved = await ask([{ containerId: other.id, slotFullName: first }]);
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    const locations = unsaved.json().suggestions.map((s: { location: string }) => s.location);
    expect(locations).not.toContain(first);
    // The asked container's own slot on screen is the one being chosen: it stays a candidate.
    const own = (await ask([{ containerId: asked.id, slotFullName: first }])).json();
    expect(own.suggestions[0].location).toBe(first);
    const malformed = await ask([{ containerId: other.id, slotFullName: 'top' }]);
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a question about no box, and is open to planners in either edition', async () => {
    const [a] = await newBoxes(t, [20]);
    const neither = await call('POST', '/rest/planning/suggestions', { limit: 2 });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('Give containerId or container.');
    const size = await call('POST', '/rest/planning/suggestions', {
      container: { sizeFeet: 30, category: 'Import' },
    });
    expect(size.json().message).toContain('A size is 20, 40 or 45.');
    await setEnterprise(false);
    for (const role of BUILT_IN_ROLES) {
      const response = await call(
        'POST',
        '/rest/planning/suggestions',
        { containerId: a.id },
        role,
      );
      expect(response.statusCode, role).toBe(PLANNERS.includes(role) ? 200 : 403);
    }
  });
});

describe('planning weights', () => {
  it('an admin changes them, audited, and the next suggestion uses them', async () => {
    const [a, low] = await newBoxes(t, [20, 20]);
    await place([low, 'A_01_01_1']);
    expect((await call('GET', '/rest/planning/weights')).json()).toEqual(DEFAULT_WEIGHTS);
    const heavy = {
      ...DEFAULT_WEIGHTS,
      height: 0,
      distance: 10,
      stackCompatibility: 0,
      expectedReshuffles: 0,
    };
    const saved = await call('PUT', '/rest/planning/weights', heavy, 'admin');
    expect(saved.statusCode, saved.body).toBe(200);
    const next = (
      await call('POST', '/rest/planning/suggestions', { containerId: a.id, limit: 1 })
    ).json();
    expect(next.weights).toEqual(heavy);
    expect(next.suggestions[0].location).toBe('A_01_01_2');
    expect(
      (await query("select count(*)::int as n from audit_log where entity = 'planning_weights'"))[0]
        .n,
    ).toBe(1);
  });

  it('only admins and the superadmin change them; weights are 0 to 10', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await call('PUT', '/rest/planning/weights', DEFAULT_WEIGHTS, role);
      expect(response.statusCode, role).toBe(['superadmin', 'admin'].includes(role) ? 200 : 403);
    }
    const bad = await call(
      'PUT',
      '/rest/planning/weights',
      { ...DEFAULT_WEIGHTS, height: 11 },
      'admin',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A weight is at most 10.');
  });
});

describe("what a box's record says", () => {
  it('finds queued boxes by job order and keeps a hazardous box to hazardous areas', async () => {
    const [plain, hazardous] = await newBoxes(t, [20, 20]);
    await query(
      "update containers set job_order = 'JO-4711', vessel = 'MSC AURORA' where id = $1",
      [plain.id],
    );
    await query('update containers set hazardous = true where id = $1', [hazardous.id]);
    const found = (await call('GET', '/rest/planning/queued-containers?search=jo-47')).json();
    expect(found).toEqual([
      expect.objectContaining({ containerId: plain.id, jobOrderNumber: 'JO-4711' }),
    ]);
    const ask = async (box: Box) =>
      (await call('POST', '/rest/planning/suggestions', { containerId: box.id })).json()
        .suggestions as unknown[];
    expect((await ask(plain)).length).toBeGreaterThan(0);
    // The test yard has no hazardous area: nowhere may take a hazardous box.
    expect(await ask(hazardous)).toEqual([]);
  });

  it('uses an announced departure rather than the estimate', async () => {
    const [soon, late, standing] = await newBoxes(t, [20, 20, 20]);
    await place([standing, 'A_01_01_1']);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await query('update containers set expected_departure_at = $2 where id = $1', [
      standing.id,
      inDays(3),
    ]);
    await query('update containers set expected_departure_at = $2 where id = $1', [
      soon.id,
      inDays(1),
    ]);
    await query('update containers set expected_departure_at = $2 where id = $1', [
      late.id,
      inDays(20),
    ]);
    const reshufflesOn = async (box: Box) => {
      const { suggestions } = (
        await call('POST', '/rest/planning/suggestions', { containerId: box.id, limit: 20 })
      ).json() as {
        suggestions: { location: string; breakdown: { expectedReshuffles: { value: number } } }[];
      };
      return suggestions.find((s) => s.location === 'A_01_01_2')?.breakdown.expectedReshuffles
        .value;
    };
    // On a box leaving in 3 days: a box leaving in 1 day blocks nothing, one leaving in 20 does.
    const onTopSoon = await reshufflesOn(soon);
    const onTopLate = await reshufflesOn(late);
    expect(onTopSoon).toBeDefined();
    expect(onTopLate).toBeDefined();
    expect(onTopLate as number).toBeGreaterThan((onTopSoon as number) + 0.5);
  });
});
