import type { ColourRule, RuleCell } from '@yardline/domain/configuration/colour-rule';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { cells, colourRuleCells, colourRules } from '../../db/schema/index.ts';

export type RuleFields = Omit<ColourRule, 'id' | 'cells'>;

const RULE_COLUMNS = {
  id: colourRules.id,
  name: colourRules.name,
  color: colourRules.color,
  process: colourRules.process,
  type: colourRules.type,
  size: colourRules.size,
  category: colourRules.category,
  liner: colourRules.liner,
  customer: colourRules.customer,
  cargoType: colourRules.cargoType,
  hazardous: colourRules.hazardous,
};

/** Colour rules and their cells. */
export const configurationRepository = {
  async rules(db: Executor, where?: SQL): Promise<ColourRule[]> {
    const rules = await db
      .select(RULE_COLUMNS)
      .from(colourRules)
      .where(where)
      .orderBy(asc(sql`lower(${colourRules.name})`));
    const ruleCells = await db
      .select({
        ruleId: colourRuleCells.ruleId,
        id: cells.id,
        name: cells.name,
        fullName: cells.fullName,
      })
      .from(colourRuleCells)
      .innerJoin(cells, eq(cells.id, colourRuleCells.cellId))
      .where(
        where
          ? inArray(
              colourRuleCells.ruleId,
              rules.map((rule) => rule.id),
            )
          : undefined,
      )
      .orderBy(asc(cells.fullName));
    const byRule = Map.groupBy(ruleCells, (cell) => cell.ruleId);
    return rules.map((rule) => ({
      ...rule,
      cells: (byRule.get(rule.id) ?? []).map(({ id, name, fullName }) => ({ id, name, fullName })),
    }));
  },

  async rule(db: Executor, id: number): Promise<ColourRule | undefined> {
    const [rule] = await configurationRepository.rules(db, eq(colourRules.id, id));
    return rule;
  },

  /** Locks the rule against a concurrent change or delete. */
  async lock(db: Executor, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: colourRules.id })
      .from(colourRules)
      .where(eq(colourRules.id, id))
      .for('update');
    return rows.length > 0;
  },

  /** Another rule of that name, ignoring case. */
  async ruleNamed(db: Executor, name: string, exceptId: number | undefined) {
    const [rule] = await db
      .select({ id: colourRules.id, name: colourRules.name })
      .from(colourRules)
      .where(
        and(
          eq(sql`lower(${colourRules.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(colourRules.id, exceptId),
        ),
      );
    return rule;
  },

  cells(db: Executor, ids: number[]): Promise<RuleCell[]> {
    return db
      .select({ id: cells.id, name: cells.name, fullName: cells.fullName })
      .from(cells)
      .where(inArray(cells.id, ids));
  },

  /** Of the given cells, those that another rule holds. */
  takenCells(db: Executor, ids: number[], exceptRuleId: number | undefined) {
    return db
      .select({ fullName: cells.fullName, rule: colourRules.name })
      .from(colourRuleCells)
      .innerJoin(cells, eq(cells.id, colourRuleCells.cellId))
      .innerJoin(colourRules, eq(colourRules.id, colourRuleCells.ruleId))
      .where(
        and(
          inArray(colourRuleCells.cellId, ids),
          exceptRuleId === undefined ? undefined : ne(colourRuleCells.ruleId, exceptRuleId),
        ),
      )
      .orderBy(asc(cells.fullName));
  },

  async insert(db: Executor, fields: RuleFields, userId: number): Promise<number> {
    const [row] = await db
      .insert(colourRules)
      .values({ ...fields, updatedBy: userId })
      .returning({ id: colourRules.id });
    if (!row) throw new Error('insert into colour_rules returned no row');
    return row.id;
  },

  async update(db: Executor, id: number, fields: RuleFields, userId: number): Promise<void> {
    await db
      .update(colourRules)
      .set({ ...fields, updatedBy: userId, updatedAt: sql`now()` })
      .where(eq(colourRules.id, id));
  },

  async setCells(db: Executor, ruleId: number, cellIds: number[]): Promise<void> {
    await db.delete(colourRuleCells).where(eq(colourRuleCells.ruleId, ruleId));
    await db.insert(colourRuleCells).values(cellIds.map((cellId) => ({ cellId, ruleId })));
  },

  async delete(db: Executor, id: number): Promise<boolean> {
    const rows = await db
      .delete(colourRules)
      .where(eq(colourRules.id, id))
      .returning({ id: colourRules.id });
    return rows.length > 0;
  },
};
