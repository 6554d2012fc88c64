import { z } from 'zod';
import { TextLine } from '../common/text.ts';

/**
 * The task dashboard (doc 3 §3 "Dashboard data", §4 "Task dashboard", §9): machine movements
 * (productive and waste per day) and tasks per machine over a period, with an optional shift.
 */

export const DASHBOARD_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const DAY_MS = 86_400_000;

/** Midnight starting the day of `at`, in the local time of the process that asks. */
export const startOfDay = (at: Date): Date =>
  new Date(at.getFullYear(), at.getMonth(), at.getDate());

/**
 * The period's range: a day is today; a week the last 7 days and a month the last 30, each up
 * to the next midnight; custom is `from`–`to`, defaulting to today's start until the next
 * midnight (doc 3 §4).
 */
export function periodRange(
  period: DashboardPeriod,
  now: Date,
  custom: { from?: Date; to?: Date } = {},
): { from: Date; to: Date } {
  const today = startOfDay(now);
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  switch (period) {
    case 'day':
      return { from: today, to: tomorrow };
    case 'week':
      return {
        from: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6),
        to: tomorrow,
      };
    case 'month':
      return {
        from: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29),
        to: tomorrow,
      };
    case 'custom':
      return { from: custom.from ?? today, to: custom.to ?? tomorrow };
  }
}

/** Whole days the range covers (at least one). */
export const daysIn = (range: { from: Date; to: Date }): number =>
  Math.max(1, Math.ceil((range.to.getTime() - range.from.getTime()) / DAY_MS));

/** Doc 3 §9: the average is the total divided by the number of days, rounded to no decimals. */
export const dailyAverage = (total: number, days: number): number =>
  Math.round(total / Math.max(1, days));

const flagTime = z.iso.datetime({ offset: true });

/** GET /rest/dashboard/machines: period or from and to, and an optional shift (its id). */
export const DashboardQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('day'),
  from: flagTime.optional(),
  to: flagTime.optional(),
  shift: TextLine.regex(/^\d{1,9}$/, 'shift is a shift id.').optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DashboardData = z.object({
  machineMovements: z.array(
    z.object({
      machine: z.string(),
      movements: z.array(
        z.object({
          date: z.string(),
          productiveCount: z.number().int(),
          wasteCount: z.number().int(),
        }),
      ),
    }),
  ),
  machineTasks: z.array(
    z.object({
      machine: z.string(),
      tasks: z.array(z.object({ taskType: z.string(), count: z.number().int() })),
    }),
  ),
  totalMovements: z.number().int(),
  totalCompletedTasks: z.number().int(),
  noOfDays: z.number().int(),
  averageMovements: z.number().int(),
  averageCompletedTasks: z.number().int(),
  shift: z.string().nullable(),
  shiftPeriod: z.string().nullable(),
  fromTime: z.string(),
  toTime: z.string(),
});
export type DashboardData = z.infer<typeof DashboardData>;
