import {
  type DashboardData,
  type DashboardQuery,
  dailyAverage,
  daysIn,
  periodRange,
} from '@yardline/domain/tasks/dashboard';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { dashboardRepository as repo } from './dashboard.repository.ts';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The task dashboard (doc 3 §4): machine movements and completed tasks over a period and an
 * optional shift. The movements are the ledger's own rows, so the figures are the moves made.
 */
export function createDashboardService(deps: { db: Db; now?: () => Date }) {
  return {
    async machines(query: DashboardQuery): Promise<DashboardData> {
      const range = periodRange(query.period, deps.now?.() ?? new Date(), {
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      const shift = query.shift ? await repo.shift(deps.db, Number(query.shift)) : undefined;
      if (query.shift && !shift) throw notFound(`Shift ${query.shift} does not exist.`);
      const [moves, tasks] = await Promise.all([
        repo.movements(deps.db, range.from, range.to, shift),
        repo.tasks(deps.db, range.from, range.to, shift),
      ]);
      const byMachine = Map.groupBy(moves, (row) => row.machine);
      const tasksByMachine = Map.groupBy(tasks, (row) => row.machine);
      const totalMovements = moves.reduce((sum, row) => sum + row.productive + row.waste, 0);
      const totalCompletedTasks = tasks.reduce((sum, row) => sum + row.count, 0);
      const noOfDays = daysIn(range);
      return {
        machineMovements: [...byMachine].map(([machine, rows]) => ({
          machine,
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
        shift: shift?.name ?? null,
        shiftPeriod: shift ? `${hhmm(shift.from)}-${hhmm(shift.to)}` : null,
        fromTime: range.from.toISOString(),
        toTime: range.to.toISOString(),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
