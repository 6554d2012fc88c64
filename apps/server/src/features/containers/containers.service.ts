import {
  type AllContainersQuery,
  AUTOCOMPLETE_LIMIT,
  type ContainerExportQuery,
  type ContainerListQuery,
  type ContainerPage,
  type ContainerRecord,
  locationHeight,
} from '@yardline/domain/containers/container-records';
import type { StoredFile } from '@yardline/domain/files/export';
import type { Db } from '../../db/database.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { total } from '../../platform/lists/list-days.ts';
import {
  type ContainerRow,
  type ListFilter,
  type PageAt,
  containersRepository as repo,
} from './containers.repository.ts';

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
  stackIndex: locationHeight(row.location),
  igm: row.igm,
  item: row.item,
  planned: row.planned,
  liner: row.liner,
  customer: row.customer,
  category: row.category,
  vessel: row.vessel,
  expectedDepartureAt: row.expectedDepartureAt,
  hazardous: row.hazardous,
  jobOrderNumber: row.jobOrder,
  ...(row.archived ? { archived: true } : {}),
});

/** Rows read from the database at a time while an export is written. */
const EXPORT_BATCH = 1000;

const when = (iso: string | null) => (iso ? new Date(iso) : null);
const EXPORT_COLUMNS = [
  { header: 'Container number', value: (r: ContainerRecord) => r.containerNumber, width: 16 },
  { header: 'Size', value: (r: ContainerRecord) => Number(r.sizeName), width: 6 },
  { header: 'Size-type', value: (r: ContainerRecord) => r.sizeType, width: 10 },
  { header: 'Location', value: (r: ContainerRecord) => r.location, width: 22 },
  { header: 'Tier', value: (r: ContainerRecord) => r.stackIndex, width: 6 },
  { header: 'Gate-in', value: (r: ContainerRecord) => when(r.addeddate), width: 20 },
  { header: 'Last moved', value: (r: ContainerRecord) => when(r.lastMovedDate), width: 20 },
  { header: 'Moved by', value: (r: ContainerRecord) => r.locationUpdatedBy, width: 14 },
  { header: 'Dispatched', value: (r: ContainerRecord) => when(r.dispatchDate), width: 20 },
  { header: 'IGM', value: (r: ContainerRecord) => r.igm, width: 12 },
  { header: 'Item', value: (r: ContainerRecord) => r.item, width: 8 },
  { header: 'Liner', value: (r: ContainerRecord) => r.liner, width: 16 },
  { header: 'Customer', value: (r: ContainerRecord) => r.customer, width: 20 },
  { header: 'Category', value: (r: ContainerRecord) => r.category, width: 12 },
  {
    header: 'Movement alert',
    value: (r: ContainerRecord) => (r.movementAlert ? 'Yes' : 'No'),
    width: 10,
  },
];

/** The containers screen's reads: its lists, autocomplete, one box, the yard map's boxes, export. */
export function createContainersService(deps: { db: Db; exports: Pick<ExportService, 'export'> }) {
  /** Continue from a known row when the caller names one that is still listed; else jump. */
  async function pageAt(query: ContainerListQuery, archive = false): Promise<PageAt> {
    if (query.afterId !== undefined && (await repo.listed(deps.db, query.afterId, archive))) {
      return { kind: 'after', id: query.afterId };
    }
    if (query.beforeId !== undefined && (await repo.listed(deps.db, query.beforeId, archive))) {
      return { kind: 'before', id: query.beforeId };
    }
    return { kind: 'skip', offset: query.skip - 1 };
  }

  /**
   * A page and the list's total. Without a search, both come from the kept day counts: the total
   * is their sum and a jump walks only the day that holds the page (list-days.ts).
   */
  async function page(filter: ListFilter, query: ContainerListQuery): Promise<ContainerPage> {
    const [days, at] = await Promise.all([
      repo.segments(deps.db, filter),
      pageAt(query, filter.archive),
    ]);
    const [rows, totalCount] = await Promise.all([
      repo.page(deps.db, filter, at, query.limit, days),
      days ? total(days) : repo.count(deps.db, filter),
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
        {
          inYard: false,
          search: query.searchText,
          from: query.fromDate,
          to: query.toDate,
          archive: query.includeArchive === 'true',
        },
        query,
      ),

    /**
     * The list as a file. The first batch starts at the position asked for; each next batch
     * seeks from the last row written, so a million-row export never counts rows again.
     */
    async export(userId: number, query: ContainerExportQuery): Promise<StoredFile> {
      const inYard = query.inYardContainersOnly === 'true';
      const filter: ListFilter = inYard
        ? { inYard, search: query.searchText }
        : {
            inYard,
            search: query.searchText,
            from: query.fromDate,
            to: query.toDate,
            archive: query.includeArchive === 'true',
          };
      const days = await repo.segments(deps.db, filter);
      const matching = days ? total(days) : await repo.count(deps.db, filter);
      const start = query.skip - 1;
      const rowsToWrite = Math.max(
        0,
        Math.min(matching, query.limit === undefined ? matching : start + query.limit) - start,
      );
      async function* batches() {
        let at: PageAt = { kind: 'skip', offset: start };
        for (let written = 0; written < rowsToWrite; ) {
          const rows = await repo.page(
            deps.db,
            filter,
            at,
            Math.min(EXPORT_BATCH, rowsToWrite - written),
            days,
          );
          const last = rows.at(-1);
          if (!last) return;
          written += rows.length;
          yield rows.map(toRecord);
          at = { kind: 'after', id: last.id };
        }
      }
      return deps.exports.export(
        { userId, area: 'containers' },
        {
          name: `${inYard ? 'yard containers' : 'containers'} ${new Date().toISOString().slice(0, 10)}`,
          format: query.format,
          source: { columns: EXPORT_COLUMNS, batches: batches(), total: rowsToWrite },
        },
      );
    },

    async byNumber(number: string): Promise<ContainerRecord> {
      const row = await repo.byNumber(deps.db, number);
      if (!row) throw notFound(`There is no container ${number}.`);
      return toRecord(row);
    },

    /** Folds the day counts' appended changes (the server does it now and then). */
    foldCounts: () => repo.foldCounts(deps.db),

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
