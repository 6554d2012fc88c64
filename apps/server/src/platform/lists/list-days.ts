/**
 * How the containers lists find a total and a deep page without walking their rows: the
 * database keeps each list's boxes per gate-in day (table container_list_counts, migration 0022).
 * A list filtered by gate-in dates is cut into segments, newest first: the part of the range
 * before the first whole day and after the last one (counted on the list's index, less than a day
 * each) and the whole days between (their kept counts). A page at position N lies in one segment,
 * and only that segment's rows are walked to find it.
 */

const DAY_MS = 86_400_000;

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The whole UTC days inside [from, to]: `first` ≤ day < `end`, either open when unbounded. */
export interface WholeDays {
  /** The first whole day (YYYY-MM-DD), undefined with no lower bound. */
  first?: string;
  /** The day after the last whole day, undefined with no upper bound. */
  end?: string;
}

/**
 * The whole days inside the gate-in range, or undefined when it holds none (a range shorter than
 * two days). A day counts as whole only when it starts after `from` (strictly, so a bound given to
 * the microsecond never lets a day start before it) and ends at or before `to`.
 */
export function wholeDays(from?: string, to?: string): WholeDays | undefined {
  const first =
    from === undefined ? undefined : Math.ceil((Date.parse(from) + 1) / DAY_MS) * DAY_MS;
  const end = to === undefined ? undefined : Math.floor(Date.parse(to) / DAY_MS) * DAY_MS;
  if (first !== undefined && end !== undefined && first >= end) return undefined;
  return {
    ...(first === undefined ? {} : { first: dayText(first) }),
    ...(end === undefined ? {} : { end: dayText(end) }),
  };
}

/** A run of the list between two gate-in times, newest first, and how many boxes it holds. */
export interface Segment {
  /** Gate-in at or after this time (ISO), open when undefined. */
  from?: string;
  /** Gate-in before this time (or at it, with `toIncluded`), open when undefined. */
  to?: string;
  toIncluded: boolean;
  count: number;
}

/** The day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string) => dayText(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/**
 * The segments of a range, newest first: the part after the last whole day, the days (as the
 * database counted them, newest first) and the part before the first whole day.
 */
export function segments(
  range: { from?: string; to?: string },
  days: WholeDays,
  counts: { top: number; bottom: number; days: { day: string; count: number }[] },
): Segment[] {
  const at = (day: string) => `${day}T00:00:00.000Z`;
  const list: Segment[] = [];
  if (days.end !== undefined && range.to !== undefined) {
    list.push({ from: at(days.end), to: range.to, toIncluded: true, count: counts.top });
  }
  for (const { day, count } of counts.days) {
    list.push({ from: at(day), to: at(nextDay(day)), toIncluded: false, count });
  }
  if (days.first !== undefined && range.from !== undefined) {
    list.push({ from: range.from, to: at(days.first), toIncluded: false, count: counts.bottom });
  }
  return list.filter((segment) => segment.count > 0);
}

/** The segment holding the row at 0-based `position`, and the row's place in it. */
export function locate(list: Segment[], position: number) {
  let before = 0;
  for (const segment of list) {
    if (position < before + segment.count) return { segment, offset: position - before };
    before += segment.count;
  }
  return undefined;
}

export const total = (list: Segment[]) => list.reduce((sum, segment) => sum + segment.count, 0);
