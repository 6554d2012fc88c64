import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { RULE_MESSAGES } from '@yardline/domain/configuration/colour-rule';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { masterEntries } from '../../db/schema/index.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
/** Cell ids of the small yard by full name (A_01_01 …). */
const cell: Record<string, number> = {};

const setEnterprise = (on: boolean) =>
  setEnterpriseVersion((text, values) => t.database.pool.query(text, values), on);

const save = (body: unknown, role = 'admin') =>
  t.request('POST', '/rest/configuration', { cookie: cookies[role], body });
const load = async () =>
  (await t.request('GET', '/rest/configuration/load', { cookie: cookies.admin })).json();
const ruleCount = async () =>
  Number((await t.database.pool.query('select count(*) from colour_rules')).rows[0].count);
const cellsOf = (...names: string[]) => names.map((name) => ({ id: cell[name] }));

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  const { rows } = await t.database.pool.query('select id, full_name from cells');
  for (const row of rows) cell[row.full_name] = row.id;
  await t.database.db.insert(masterEntries).values([
    { list: 'container-types', name: 'RF' },
    { list: 'cargo-types', name: 'Reefer' },
  ]);
});

beforeEach(async () => {
  await t.database.pool.query('delete from colour_rules');
  await setEnterprise(true);
});

describe('GET /rest/configuration/load', () => {
  it('lists the rules with their cells, by name', async () => {
    await save({ name: 'Zeta', color: '#00aa00', cells: cellsOf('B_01_01') });
    await save({ name: 'alpha', color: '#aa0000', cells: cellsOf('A_01_02', 'A_01_01') });
    const rules = await load();
    expect(rules.map((rule: { name: string }) => rule.name)).toEqual(['alpha', 'Zeta']);
    expect(rules[0].cells).toEqual([
      { id: cell.A_01_01, name: '01', fullName: 'A_01_01' },
      { id: cell.A_01_02, name: '02', fullName: 'A_01_02' },
    ]);
  });

  it('is open to the roles that see planning, whatever the edition', async () => {
    await setEnterprise(false);
    for (const role of BUILT_IN_ROLES) {
      const response = await t.request('GET', '/rest/configuration/load', {
        cookie: cookies[role],
      });
      const planner = ['superadmin', 'admin', 'operator'].includes(role);
      expect(response.statusCode, role).toBe(planner ? 200 : 403);
    }
  });
});

describe('POST /rest/configuration', () => {
  it('stores a rule with every filter defaulting to All, and audits it', async () => {
    const response = await save({
      name: '  Reefer plugs ',
      color: '#1E90FF',
      type: 'rf',
      cargoType: 'Reefer',
      cells: [{ id: cell.A_02_01, name: '01', fullName: 'A_02_01' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Reefer plugs',
      color: '#1e90ff',
      process: 'All',
      type: 'RF',
      size: 'All',
      cargoType: 'Reefer',
      hazardous: false,
      cells: [{ id: cell.A_02_01, fullName: 'A_02_01' }],
    });
    const audit = await t.database.pool.query(
      "select action, entity_id from audit_log where entity = 'colour_rule'",
    );
    expect(audit.rows.at(-1)).toEqual({ action: 'create', entity_id: String(response.json().id) });
  });

  it.each([
    [{ color: '#123456', cells: [{ id: 1 }] }, RULE_MESSAGES.nameRequired],
    [{ name: 'Black', color: '#000000', cells: [{ id: 1 }] }, RULE_MESSAGES.colourRequired],
    [{ name: 'Blue', color: 'blue', cells: [{ id: 1 }] }, 'A colour is written #RRGGBB.'],
    [{ name: 'No cells', color: '#123456', cells: [] }, RULE_MESSAGES.cellsRequired],
    [{ name: 'Odd', color: '#123456', cells: [{ id: 'x' }] }, 'body cells.0.id'],
  ])('refuses bad input %j with a 400 naming the problem', async (body, message) => {
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await ruleCount()).toBe(0);
  });

  it('refuses a cell or a master value that does not exist', async () => {
    const noCell = await save({ name: 'Ghost', color: '#123456', cells: [{ id: 999_999 }] });
    expect(noCell.statusCode).toBe(400);
    expect(noCell.json().message).toBe(RULE_MESSAGES.unknownCell(999_999));
    const noLiner = await save({
      name: 'Ghost',
      color: '#123456',
      liner: 'Nowhere Lines',
      cells: cellsOf('A_01_01'),
    });
    expect(noLiner.statusCode).toBe(400);
    expect(noLiner.json().message).toBe("Liner 'Nowhere Lines' is not in the master data.");
    expect(await ruleCount()).toBe(0);
  });

  it('refuses a name already used, whatever its case (doc 1 §5)', async () => {
    await save({ name: 'Empties', color: '#888888', cells: cellsOf('A_01_01') });
    const response = await save({ name: 'EMPTIES', color: '#999999', cells: cellsOf('B_01_01') });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Rule with name EMPTIES already exist!');
    expect(await ruleCount()).toBe(1);
  });

  it('refuses a cell another rule holds, and writes nothing', async () => {
    await save({ name: 'Empties', color: '#888888', cells: cellsOf('A_01_01', 'A_01_02') });
    const response = await save({
      name: 'Reefers',
      color: '#0000ff',
      cells: cellsOf('A_01_03', 'A_01_02'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RULE_MESSAGES.cellTaken('A_01_02', 'Empties'));
    expect(await ruleCount()).toBe(1);
    const cellsHeld = await t.database.pool.query('select count(*) from colour_rule_cells');
    expect(Number(cellsHeld.rows[0].count)).toBe(2);
  });

  it('gives a cell to one of two rules saved at the same moment', async () => {
    const [first, second] = await Promise.all([
      save({ name: 'One', color: '#111111', cells: cellsOf('B_01_02') }),
      save({ name: 'Two', color: '#222222', cells: cellsOf('B_01_02') }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await ruleCount()).toBe(1);
  });

  it('changes a stored rule given its id, freeing the cells it gives up', async () => {
    const created = (
      await save({ name: 'Empties', color: '#888888', cells: cellsOf('A_01_01', 'A_01_02') })
    ).json();
    const changed = await save({
      id: created.id,
      name: 'Empties',
      color: '#777777',
      hazardous: true,
      cells: cellsOf('A_01_02', 'A_01_03'),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, color: '#777777', hazardous: true });
    expect(changed.json().cells.map((c: { fullName: string }) => c.fullName)).toEqual([
      'A_01_02',
      'A_01_03',
    ]);
    const other = await save({ name: 'Other', color: '#333333', cells: cellsOf('A_01_01') });
    expect(other.statusCode).toBe(200);
  });

  it('answers 404 for a change to a rule that does not exist', async () => {
    const response = await save({
      id: 424_242,
      name: 'X',
      color: '#123456',
      cells: cellsOf('A_01_01'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(RULE_MESSAGES.notFound(424_242));
    expect(await ruleCount()).toBe(0);
  });

  it('lets only roles that plan and may write change rules', async () => {
    for (const [index, role] of BUILT_IN_ROLES.entries()) {
      const response = await save(
        { name: `Rule ${role}`, color: '#123456', cells: [{ id: Object.values(cell)[index] }] },
        role,
      );
      const allowed = ['superadmin', 'admin', 'operator'].includes(role);
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });

  it('is an enterprise feature: refused outside it, except to a superadmin', async () => {
    await setEnterprise(false);
    const refused = await save({ name: 'Locked', color: '#123456', cells: cellsOf('A_01_01') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ENTERPRISE_LOCKED',
      message: 'This feature is only available in Enterprise version',
    });
    expect(await ruleCount()).toBe(0);
    const superadmin = await save(
      { name: 'Open', color: '#123456', cells: cellsOf('A_01_01') },
      'superadmin',
    );
    expect(superadmin.statusCode).toBe(200);
  });
});

describe('DELETE /rest/configuration/:id', () => {
  it('deletes a rule, frees its cells and audits it; a second delete is a 404', async () => {
    const { id } = (
      await save({ name: 'Empties', color: '#888888', cells: cellsOf('A_01_01') })
    ).json();
    const response = await t.request('DELETE', `/rest/configuration/${id}`, {
      cookie: cookies.operator,
    });
    expect(response.statusCode).toBe(204);
    expect(await load()).toEqual([]);
    const held = await t.database.pool.query('select count(*) from colour_rule_cells');
    expect(Number(held.rows[0].count)).toBe(0);
    const audit = await t.database.pool.query(
      "select action from audit_log where entity = 'colour_rule' and entity_id = $1",
      [String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'delete']);
    const again = await t.request('DELETE', `/rest/configuration/${id}`, {
      cookie: cookies.operator,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a bad id, a role without write, and the non-enterprise edition', async () => {
    const { id } = (
      await save({ name: 'Empties', color: '#888888', cells: cellsOf('A_01_01') })
    ).json();
    const bad = await t.request('DELETE', '/rest/configuration/abc', { cookie: cookies.admin });
    expect(bad.statusCode).toBe(400);
    const manager = await t.request('DELETE', `/rest/configuration/${id}`, {
      cookie: cookies.manager,
    });
    expect(manager.statusCode).toBe(403);
    await setEnterprise(false);
    const locked = await t.request('DELETE', `/rest/configuration/${id}`, {
      cookie: cookies.admin,
    });
    expect(locked.json().code).toBe('ENTERPRISE_LOCKED');
    expect(await ruleCount()).toBe(1);
  });
});
