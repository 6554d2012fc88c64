/** A list counted on its rows (a search, a machine's queue) is counted no further than this. */
export const COUNT_CAP = 10_000;

/**
 * How many rows a list counted on its rows is counted up to: the cap, or one page past the page
 * asked for, so a pager at the capped total always offers the next page. A list with fewer rows
 * gets its exact total; one with more is "more than" the cap.
 */
export const countCap = (skip: number, limit: number): number =>
  Math.max(COUNT_CAP, skip + 2 * limit);

/** The total to answer for `counted` rows found when counting up to cap + 1. */
export const cappedTotal = (
  counted: number,
  cap: number,
): { totalCount: number; moreThanTotal?: true } =>
  counted > cap ? { totalCount: cap, moreThanTotal: true } : { totalCount: counted };
