import { rowsBefore } from '@yardline/domain/common/paging';
import {
  type CardListQuery,
  type CardUploadAnswer,
  matchColumns,
} from '@yardline/domain/trailers/trailer-cards.schema';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, HttpError, notFound } from '../http/http-error.ts';
import type { Sheet } from '../uploads/sheet-reader.ts';
import {
  type KeyedListTable,
  type KeyedRow,
  keyedListRepository,
} from './keyed-list.repository.ts';

/** What differs between one keyed list and another. */
export interface KeyedListSpec<F extends string> {
  /** The audit's entity name. */
  entity: string;
  /** "PLA card", for messages. */
  noun: string;
  table: KeyedListTable<F>;
  input: z.ZodType<Record<F, string>>;
  /** Each field's name in messages, and the headings an upload may give it. */
  labels: Record<F, string>;
  headings: Record<F, readonly string[]>;
  /** The unique keys: their constraint and the field each covers. */
  uniques: readonly { constraint: string; field: F }[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createKeyedListService<F extends string>(deps: { db: Db }, spec: KeyedListSpec<F>) {
  const repo = keyedListRepository(spec.table);
  const taken = (field: F, value: string) => `${spec.labels[field]} ${value} is already in use.`;
  const missing = (id: number) => `${spec.noun} ${id} does not exist.`;

  async function unique<T>(values: Record<F, string>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const hit = spec.uniques.find(({ constraint }) => uniqueViolation(error, constraint));
      if (hit) throw conflict(taken(hit.field, values[hit.field]));
      throw error;
    }
  }

  async function locked(tx: Executor, id: number): Promise<KeyedRow<F>> {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(missing(id));
    return row;
  }

  /** The rows of an upload checked one by one, each refusal named by its line in the file. */
  function checkSheet(sheet: Sheet, stored: KeyedRow<F>[]) {
    const columns = matchColumns(sheet.headers, spec.headings);
    if ('missing' in columns) {
      throw new HttpError(400, `The file has no "${spec.labels[columns.missing]}" column.`);
    }
    const errors: { row: number; message: string }[] = [];
    const values: Record<F, string>[] = [];
    const seen = new Map<string, number>();
    const fields = Object.keys(columns) as F[];
    for (const [index, cells] of sheet.rows.entries()) {
      const line = index + 2;
      const record = Object.fromEntries(fields.map((f) => [f, cells[columns[f]] ?? '']));
      const parsed = spec.input.safeParse(record);
      if (!parsed.success) {
        errors.push({ row: line, message: parsed.error.issues[0]?.message ?? 'Invalid row' });
        continue;
      }
      const row = parsed.data;
      const clash = spec.uniques.find(({ field }) => {
        const mark = `${field}:${row[field].toLowerCase()}`;
        if (seen.has(mark)) return true;
        seen.set(mark, line);
        // Held by a stored row the file does not replace.
        return stored.some(
          (s) => same(s[field], row[field]) && !same(s[spec.table.key], row[spec.table.key]),
        );
      });
      if (clash) errors.push({ row: line, message: taken(clash.field, row[clash.field]) });
      else values.push(row);
    }
    return { errors, values };
  }

  return {
    list: (query: CardListQuery) =>
      repo.page(deps.db, query.searchText, rowsBefore(query), query.limit),

    save: (userId: number, values: Record<F, string>) =>
      unique(values, () =>
        deps.db.transaction(async (tx) => {
          const [id] = await repo.insert(tx, [values]);
          if (id === undefined) throw new Error(`${spec.entity} was not stored`);
          await writeAudit(tx, {
            userId,
            action: 'create',
            entity: spec.entity,
            entityId: String(id),
            after: values,
          });
          return { id, ...values } as KeyedRow<F>;
        }),
      ),

    update: (userId: number, id: number, values: Record<F, string>) =>
      unique(values, () =>
        deps.db.transaction(async (tx) => {
          const before = await locked(tx, id);
          await repo.update(tx, id, values);
          await writeAudit(tx, {
            userId,
            action: 'update',
            entity: spec.entity,
            entityId: String(id),
            before,
            after: values,
          });
          return { id, ...values } as KeyedRow<F>;
        }),
      ),

    async remove(userId: number, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await locked(tx, id);
        await repo.delete(tx, [id]);
        await writeAudit(tx, {
          userId,
          action: 'delete',
          entity: spec.entity,
          entityId: String(id),
          before,
        });
      });
    },

    /**
     * Saves every row of a sheet, replacing stored rows of the same key, in one transaction; when
     * any row is refused, none is saved and each refusal is listed by its line.
     */
    async upload(userId: number, sheet: Sheet): Promise<CardUploadAnswer> {
      const write = () =>
        deps.db.transaction(async (tx) => {
          const stored = await repo.all(tx);
          const { errors, values } = checkSheet(sheet, stored);
          if (errors.length > 0) return { status: 'refused' as const, saved: 0, errors };
          const key = spec.table.key;
          const replaced = stored.filter((s) => values.some((v) => same(s[key], v[key])));
          await repo.delete(
            tx,
            replaced.map((s) => s.id),
          );
          await repo.insert(tx, values);
          await writeAudit(tx, {
            userId,
            action: 'upload',
            entity: spec.entity,
            after: { saved: values.length, replaced: replaced.length },
          });
          return { status: 'success' as const, saved: values.length, errors: [] };
        });
      try {
        return await write();
      } catch (error) {
        // Rows checked against the list as it was; a save in between can still take a key.
        if (spec.uniques.some(({ constraint }) => uniqueViolation(error, constraint))) {
          throw conflict('The list changed while the file was read: upload it again.');
        }
        throw error;
      }
    },
  };
}

export type KeyedListService<F extends string> = ReturnType<typeof createKeyedListService<F>>;
