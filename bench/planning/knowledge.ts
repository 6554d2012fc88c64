import { HOUR_MS } from '@yardline/domain/planning/departure';
import {
  type DwellModel,
  type DwellRecord,
  estimateDeparture,
} from '@yardline/domain/planning/dwell-model';
import type { PlanningBox } from '@yardline/domain/planning/planning-yard';
import type { SimBox } from './scenario.ts';

/**
 * What the engine is told about each box, by information mode. Random and leveling ignore it,
 * so they are run once per seed.
 * - informed: customers, liners and vessels known; half the imports come with an announced
 *   departure off by a factor e^N(0, 0.2); the rest are estimated from the yard's history;
 * - noisy: the announcements are off by e^N(0, 1), and customers are not known;
 * - unknown: category and size only (no customer, liner, vessel or announcement);
 * - perfect: every true departure, to the minute (the bound: how much is left to gain).
 */
export type InfoMode = 'informed' | 'noisy' | 'unknown' | 'perfect';

const ANNOUNCEMENT_ERROR: Record<InfoMode, number> = {
  informed: 0.2,
  noisy: 1,
  unknown: 0,
  perfect: 0,
};

/** Simulation hours to the engine's clock (ms since 1970). */
export const T0 = Date.UTC(2026, 0, 5);
export const clock = (hours: number) => T0 + hours * HOUR_MS;

function seen(box: SimBox, mode: InfoMode) {
  const blind = mode === 'unknown';
  return {
    customer: mode === 'informed' || mode === 'perfect' ? box.customer : null,
    liner: blind ? null : box.liner,
    vessel: blind ? null : box.vessel,
  };
}

function announcedAt(box: SimBox, mode: InfoMode): number | null {
  if (box.announcedNoise === null || mode === 'unknown' || mode === 'perfect') return null;
  const stay =
    (box.departure - box.arrival) * Math.exp(ANNOUNCEMENT_ERROR[mode] * box.announcedNoise);
  return box.arrival + stay;
}

/** The box as the engine sees it at `hours`, its departure estimated from what it is told. */
export function planningBox(
  box: SimBox,
  mode: InfoMode,
  model: DwellModel,
  hours: number,
): PlanningBox {
  const known = seen(box, mode);
  const departure =
    mode === 'perfect'
      ? { at: clock(box.departure), spread: 0.02 }
      : estimateDeparture(
          model,
          {
            category: box.category,
            ...known,
            arrivedAt: clock(box.arrival),
            announcedAt: ((at) => (at === null ? null : clock(at)))(announcedAt(box, mode)),
            vesselDepartureAt: known.vessel ? clock(box.departure) : null,
          },
          clock(hours),
        );
  return {
    id: box.id,
    sizeFeet: box.sizeFeet,
    type: 'GP',
    process: null,
    category: box.category,
    ...known,
    cargoType: 'General',
    hazardous: false,
    reefer: false,
    departure,
  };
}

/** What the yard's history keeps of a box that left at `hours`. */
export function dwellRecord(box: SimBox, mode: InfoMode, hours: number): DwellRecord {
  const known = seen(box, mode);
  const announced = announcedAt(box, mode);
  return {
    category: box.category,
    customer: known.customer,
    liner: known.liner,
    dwellHours: Math.max(hours - box.arrival, 0.1),
    announcedHours: announced === null ? null : Math.max(announced - box.arrival, 0.1),
  };
}
