/** Small yards for the screens that draw or list the yard's areas. */
import type { AreaLayout } from '@yardline/domain/yard/layout.schema';
import {
  SlotHoldsAnswer,
  SlotHoldsQuery,
  STALE_HOLD_HOURS,
} from '@yardline/domain/yard/slot-holds';
import type { YardContainers } from '@yardline/domain/yard/yard-containers';
import type { FakeApi } from './fake-api.ts';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Area `name` of `rows` rows of `cells` cells (named 01, 02, …), stacked four high; its cells'
 * ids start after `id * 1000`.
 */
export function areaLayout(id: number, name: string, rows = 2, cells = 4): AreaLayout {
  const cellNames = Array.from({ length: cells }, (_, c) => two(c + 1));
  return {
    areaId: id,
    name,
    cellNames,
    rowLayouts: Array.from({ length: rows }, (_, r) => ({
      name: two(r + 1),
      cellLayouts: cellNames.map((cell, c) => ({
        id: id * 1000 + r * cells + c + 1,
        name: cell,
        fullName: `${name}_${two(r + 1)}_${cell}`,
        merged: false,
      })),
    })),
    totalSlots: rows * cells * 4,
    maxHeight: 4,
    fortyFootPairs: false,
    corners: null,
  };
}

/** A yard with no box in it, as /rest/yard/containers (and the planners' copy) answer. */
export const EMPTY_YARD: YardContainers = {
  lastUpdated: 0,
  liners: [],
  ids: [],
  numbers: '',
  sizes: [],
  linerIds: [],
  planned: [],
  cells: [],
  heights: [],
};

/** GET /rest/yard/holds answered: no slot is promised to an open task. */
export const withoutHolds = (api: FakeApi): FakeApi =>
  api.on('GET /rest/yard/holds', { query: SlotHoldsQuery, response: SlotHoldsAnswer }, () => ({
    holds: [],
    staleAfterHours: STALE_HOLD_HOURS,
  }));
