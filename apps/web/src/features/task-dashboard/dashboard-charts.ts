import type { DashboardData } from '@yardline/domain/tasks/dashboard';
import type { EChartOption } from '../../components/echart.tsx';

const PRODUCTIVE = '#52a36b';
const WASTE = '#e8903a';

const sum = (values: number[]) => values.reduce((n, value) => n + value, 0);

/** Productive and waste moves per machine over the whole period. */
export interface MachineTotals {
  machine: string;
  productive: number;
  waste: number;
}

export const machineTotals = (data: DashboardData | undefined): MachineTotals[] =>
  (data?.machineMovements ?? []).map((m) => ({
    machine: m.machine,
    productive: sum(m.movements.map((day) => day.productiveCount)),
    waste: sum(m.movements.map((day) => day.wasteCount)),
  }));

/** Productive and waste moves of all machines per day, the days in order. */
export function dayTotals(data: DashboardData | undefined) {
  const days = new Map<string, { productive: number; waste: number }>();
  for (const m of data?.machineMovements ?? []) {
    for (const day of m.movements) {
      const total = days.get(day.date) ?? { productive: 0, waste: 0 };
      total.productive += day.productiveCount;
      total.waste += day.wasteCount;
      days.set(day.date, total);
    }
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

const stackedBars = (
  categories: string[],
  series: { name: string; color?: string; values: number[] }[],
): EChartOption => ({
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
  legend: { top: 0 },
  grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, hideOverlap: true } },
  yAxis: { type: 'value', minInterval: 1 },
  series: series.map((s) => ({
    name: s.name,
    type: 'bar',
    stack: 'total',
    itemStyle: s.color ? { color: s.color } : undefined,
    data: s.values,
  })),
});

/** Bars per machine: productive and waste moves stacked. */
export function movesByMachineChart(rows: MachineTotals[]): EChartOption {
  return stackedBars(
    rows.map((row) => row.machine),
    [
      { name: 'Productive', color: PRODUCTIVE, values: rows.map((row) => row.productive) },
      { name: 'Waste', color: WASTE, values: rows.map((row) => row.waste) },
    ],
  );
}

/** Bars per day: every machine's productive and waste moves stacked. */
export function movesByDayChart(data: DashboardData | undefined): EChartOption {
  const days = dayTotals(data);
  return stackedBars(
    days.map(([day]) => day),
    [
      { name: 'Productive', color: PRODUCTIVE, values: days.map(([, t]) => t.productive) },
      { name: 'Waste', color: WASTE, values: days.map(([, t]) => t.waste) },
    ],
  );
}

/** Bars per machine: completed tasks stacked by task type. */
export function tasksByMachineChart(data: DashboardData | undefined): EChartOption {
  const machines = (data?.machineTasks ?? []).map((m) => m.machine);
  const types = [...new Set(data?.machineTasks.flatMap((m) => m.tasks.map((t) => t.taskType)))];
  return stackedBars(
    machines,
    types.map((type) => ({
      name: type,
      values: (data?.machineTasks ?? []).map(
        (m) => m.tasks.find((t) => t.taskType === type)?.count ?? 0,
      ),
    })),
  );
}
