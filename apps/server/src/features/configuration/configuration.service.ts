import {
  ANY,
  type ColourRule,
  type ColourRuleValues,
  RULE_FILTER_LISTS,
  RULE_FILTERS,
  RULE_MESSAGES,
} from '@yardline/domain/configuration/colour-rule';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import type { MasterService } from '../master/index.ts';
import { type RuleFields, configurationRepository as rules } from './configuration.repository.ts';

/** Colour rules; each change publishes 'planning.changed' (the kept planning yards read them again). */
export function createConfigurationService(deps: {
  db: Db;
  master: MasterService;
  events: Pick<EventBus, 'publish'>;
}) {
  const changed = (tx: Executor) =>
    deps.events.publish(tx, { type: 'planning.changed', data: { of: 'colour-rules' } });

  /** Each filter as the master list spells it; a value the list lacks is refused. */
  async function canonicalFilters(
    input: ColourRuleValues,
  ): Promise<Omit<RuleFields, 'name' | 'color' | 'hazardous'>> {
    const entries = await Promise.all(
      RULE_FILTERS.map(async (filter) => {
        const value = input[filter];
        if (value.toLowerCase() === ANY.toLowerCase()) return [filter, ANY] as const;
        const names = (await deps.master.list(RULE_FILTER_LISTS[filter])).map(
          (entry) => entry.name,
        );
        const match = names.find((name) => name.toLowerCase() === value.toLowerCase());
        if (!match) throw new HttpError(400, RULE_MESSAGES.unknownValue(filter, value));
        return [filter, match] as const;
      }),
    );
    return Object.fromEntries(entries) as Omit<RuleFields, 'name' | 'color' | 'hazardous'>;
  }

  /** The checks of doc 1 §5 that need the stored rules: unique name, free cells. */
  async function checkAgainstStored(tx: Executor, input: ColourRuleValues, cellIds: number[]) {
    const namesake = await rules.ruleNamed(tx, input.name, input.id);
    if (namesake) throw conflict(RULE_MESSAGES.nameTaken(input.name));
    const found = new Set((await rules.cells(tx, cellIds)).map((cell) => cell.id));
    const unknown = cellIds.find((id) => !found.has(id));
    if (unknown !== undefined) throw new HttpError(400, RULE_MESSAGES.unknownCell(unknown));
    const [taken] = await rules.takenCells(tx, cellIds, input.id);
    if (taken) throw conflict(RULE_MESSAGES.cellTaken(taken.fullName, taken.rule));
  }

  return {
    list: (db: Executor = deps.db) => rules.rules(db),

    /** Creates a rule, or with `id` replaces a stored one, in one transaction. */
    async save(input: ColourRuleValues, userId: number): Promise<ColourRule> {
      const fields: RuleFields = {
        name: input.name,
        color: input.color,
        hazardous: input.hazardous,
        ...(await canonicalFilters(input)),
      };
      const cellIds = input.cells.map((cell) => cell.id);
      try {
        return await deps.db.transaction(async (tx) => {
          let before: ColourRule | undefined;
          if (input.id !== undefined) {
            if (!(await rules.lock(tx, input.id))) throw notFound(RULE_MESSAGES.notFound(input.id));
            before = await rules.rule(tx, input.id);
          }
          await checkAgainstStored(tx, input, cellIds);
          const id = input.id ?? (await rules.insert(tx, fields, userId));
          if (input.id !== undefined) await rules.update(tx, id, fields, userId);
          await rules.setCells(tx, id, cellIds);
          const saved = await rules.rule(tx, id);
          if (!saved) throw new Error(`colour rule ${id} vanished inside its own transaction`);
          await writeAudit(tx, {
            userId,
            action: before ? 'update' : 'create',
            entity: 'colour_rule',
            entityId: String(id),
            before,
            after: saved,
          });
          await changed(tx);
          return saved;
        });
      } catch (error) {
        // Two saves at once can both pass the checks; the database's keys decide which wins.
        if (uniqueViolation(error, 'colour_rules_name_key')) {
          throw conflict(RULE_MESSAGES.nameTaken(input.name));
        }
        if (uniqueViolation(error, 'colour_rule_cells_pkey')) {
          throw conflict('Another rule has just taken one of these cells. Reload and try again.');
        }
        throw error;
      }
    },

    async remove(id: number, userId: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await rules.rule(tx, id);
        if (!before || !(await rules.delete(tx, id))) throw notFound(RULE_MESSAGES.notFound(id));
        await writeAudit(tx, {
          userId,
          action: 'delete',
          entity: 'colour_rule',
          entityId: String(id),
          before,
        });
        await changed(tx);
      });
    },
  };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
