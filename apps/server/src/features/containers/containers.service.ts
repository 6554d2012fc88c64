import {
  type AllContainersQuery,
  AUTOCOMPLETE_LIMIT,
  type ContainerListQuery,
  type ContainerPage,
  type ContainerRecord,
} from '@yardline/domain/containers/container-records';
import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import {
  type ContainerRow,
  type ListFilter,
  type PageAt,
  containersRepository as repo,
} from './containers.repository.ts';

/** The height a box stands at, read from its location's first slot key. */
function heightOf(location: string | null): number | null {
  const first = location ? parseLocation(location)?.[0] : undefined;
  return first ? (splitSlotKey(first)?.height ?? null) : null;
}

export const toRecord = (row: ContainerRow): ContainerRecord => ({
  id: row.id,
  containerNumber: row.number,
  number: row.number,
  sizeName: String(row.sizeFeet),
  sizeType: row.sizeType,
  addeddate: row.gateInAt,
  dispatchDate: row.dispatchAt,
  location: row.location,
  fullName: row.location,
  movementAlert: row.movementAlert,
  locationUpdatedBy: row.locationUpdatedBy,
  lastMovedDate: row.lastMovedAt,
  stackIndex: heightOf(row.location),
  igm: row.igm,
  item: row.item,
  planned: row.planned,
  liner: row.liner,
  customer: row.customer,
  category: row.category,
});

/** The containers screen's reads: its lists, autocomplete, one box, the yard map's boxes. */
export function createContainersService(deps: { db: Db }) {
  /** Continue from a known row when the caller names one that is still listed; else jump. */
  async function pageAt(query: ContainerListQuery): Promise<PageAt> {
    if (query.afterId !== undefined && (await repo.listed(deps.db, query.afterId))) {
      return { kind: 'after', id: query.afterId };
    }
    if (query.beforeId !== undefined && (await repo.listed(deps.db, query.beforeId))) {
      return { kind: 'before', id: query.beforeId };
    }
    return { kind: 'skip', offset: query.skip - 1 };
  }

  async function page(filter: ListFilter, query: ContainerListQuery): Promise<ContainerPage> {
    const [rows, totalCount] = await Promise.all([
      pageAt(query).then((at) => repo.page(deps.db, filter, at, query.limit)),
      repo.count(deps.db, filter),
    ]);
    return { entities: rows.map(toRecord), totalCount };
  }

  return {
    /** The Yard tab: boxes standing in the yard. */
    yardList: (query: ContainerListQuery) =>
      page({ inYard: true, search: query.searchText }, query),

    /** The All tab: every box gated in between the dates (either may be left open). */
    allList: (query: AllContainersQuery) =>
      page(
        { inYard: false, search: query.searchText, from: query.fromDate, to: query.toDate },
        query,
      ),

    async byNumber(number: string): Promise<ContainerRecord> {
      const row = await repo.byNumber(deps.db, number);
      if (!row) throw notFound(`There is no container ${number}.`);
      return toRecord(row);
    },

    autocomplete: (prefix: string) => repo.numbersStartingWith(deps.db, prefix, AUTOCOMPLETE_LIMIT),
    autocompleteObjects: (prefix: string) =>
      repo.boxesStartingWith(deps.db, prefix, AUTOCOMPLETE_LIMIT),
    autocompleteIgm: (prefix: string) => repo.igmsStartingWith(deps.db, prefix, AUTOCOMPLETE_LIMIT),

    async yardMap(numbers: string[]) {
      const located = await repo.standing(deps.db, numbers);
      const found = new Set(located.map((box) => box.number));
      return { located, notFound: [...new Set(numbers)].filter((number) => !found.has(number)) };
    },
  };
}

export type ContainersService = ReturnType<typeof createContainersService>;
