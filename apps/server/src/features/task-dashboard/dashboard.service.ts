import type { StoredFile } from '@yardline/domain/files/export';
import { type Shift, shiftCode } from '@yardline/domain/machines/shift.schema';
import {
  type DashboardData,
  type DashboardQuery,
  dailyAverage,
  daysIn,
  periodRange,
} from '@yardline/domain/tasks/dashboard';
import type { Db } from '../../db/database.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import type { ExportColumn } from '../../platform/exports/export-writer.ts';
import { notFound } from '../../platform/http/http-error.ts';
import type { ShiftsService } from '../shifts/index.ts';
import { dashboardRepository as repo, type ShiftWindow } from './dashboard.repository.ts';

const window = (shift: Shift): ShiftWindow => ({
  name: shift.name,
  from: shift.fromHour * 60 + shift.fromMinute,
  to: shift.toHour * 60 + shift.toMinute,
});

/** One row of the export: a machine's moves on one day. */
interface DayRow {
  machine: string;
  date: string;
  productive: number;
  waste: number;
}

const EXPORT_COLUMNS: ExportColumn<DayRow>[] = [
  { header: 'Machine', value: (row) => row.machine, width: 20 },
  { header: 'Date', value: (row) => row.date, width: 12 },
  { header: 'Productive moves', value: (row) => row.productive },
  { header: 'Waste moves', value: (row) => row.waste },
  { header: 'Total moves', value: (row) => row.productive + row.waste },
];

export interface DashboardDeps {
  db: Db;
  shifts: Pick<ShiftsService, 'find'>;
  exports: Pick<ExportService, 'export'>;
  now?: () => Date;
}

/**
 * The task dashboard (doc 3 §4): machine movements and completed tasks over a period and an
 * optional shift. The movements are the ledger's own rows, so the figures are the moves made.
 */
export function createDashboardService(deps: DashboardDeps) {
  async function machines(query: DashboardQuery): Promise<DashboardData> {
    const range = periodRange(query.period, deps.now?.() ?? new Date(), {
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    });
    const found = query.shift ? await deps.shifts.find(Number(query.shift)) : undefined;
    if (query.shift && !found) throw notFound(`Shift ${query.shift} does not exist.`);
    const shift = found && window(found);
    const [moves, tasks] = await Promise.all([
      repo.movementsWithoutJit(deps.db, range.from, range.to, shift),
      repo.tasks(deps.db, range.from, range.to, shift),
    ]);
    // By id as well as name: a deleted machine's moves keep its name, which another may now have.
    const byMachine = Map.groupBy(moves, (row) => `${row.machineId ?? ''} ${row.machine}`);
    const tasksByMachine = Map.groupBy(tasks, (row) => row.machine);
    const totalMovements = moves.reduce((sum, row) => sum + row.productive + row.waste, 0);
    const totalCompletedTasks = tasks.reduce((sum, row) => sum + row.count, 0);
    const noOfDays = daysIn(range);
    return {
      machineMovements: [...byMachine.values()].map((rows) => ({
        machine: rows[0]?.machine ?? '',
        movements: rows.map((row) => ({
          date: row.day,
          productiveCount: row.productive,
          wasteCount: row.waste,
        })),
      })),
      machineTasks: [...tasksByMachine].map(([machine, rows]) => ({
        machine,
        tasks: rows.map((row) => ({ taskType: row.taskType, count: row.count })),
      })),
      totalMovements,
      totalCompletedTasks,
      noOfDays,
      averageMovements: dailyAverage(totalMovements, noOfDays),
      averageCompletedTasks: dailyAverage(totalCompletedTasks, noOfDays),
      shift: found?.name ?? null,
      shiftPeriod: found ? shiftCode(found) : null,
      fromTime: range.from.toISOString(),
      toTime: range.to.toISOString(),
    };
  }

  return {
    machines,

    /** The machine movements the dashboard shows, a row per machine and day, as .xlsx. */
    async exportXls(userId: number, query: DashboardQuery): Promise<StoredFile> {
      const data = await machines(query);
      const rows: DayRow[] = data.machineMovements.flatMap((m) =>
        m.movements.map((day) => ({
          machine: m.machine,
          date: day.date,
          productive: day.productiveCount,
          waste: day.wasteCount,
        })),
      );
      async function* batches() {
        yield rows;
      }
      return deps.exports.export(
        { userId, area: 'dashboard' },
        {
          // No user text in the name: it becomes a file name on disk.
          name: `machine movements ${data.fromTime.slice(0, 10)}`,
          format: 'xlsx',
          source: { columns: EXPORT_COLUMNS, batches: batches(), total: rows.length },
        },
      );
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
