import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import { COMMON_SIZE_TYPES } from '@yardline/domain/containers/size-type';
import {
  type CustomerSeed,
  DEMO_CUSTOMERS,
  DEMO_LINERS,
  LESSOR_PREFIXES,
  LESSOR_SHARE,
} from './reference-data.ts';
import type { Random } from './seeded-random.ts';
import type { AreaUse } from './yard-plan.ts';

/** What a box is, apart from where it stands. Liner and customer are names, ids come later. */
export interface BoxAttributes {
  number: string;
  sizeType: string;
  sizeFeet: number;
  liner: string;
  customer: string | null;
  category: string;
  igm: string | null;
  item: string | null;
  movementAlert: boolean;
}

type Weighted<T> = readonly (readonly [T, number])[];

/** Size-types per block: pair blocks hold only boxes longer than 20 ft. */
const SIZE_TYPES: Record<AreaUse, { short: Weighted<string>; long: Weighted<string> }> = {
  general: {
    short: [
      ['22G1', 94],
      ['22U1', 4],
      ['22P1', 2],
    ],
    long: [
      ['42G1', 38],
      ['45G1', 52],
      ['L5G1', 4],
      ['42U1', 3],
      ['42P1', 3],
    ],
  },
  reefer: { short: [['22R1', 1]], long: [['45R1', 1]] },
  hazardous: {
    short: [
      ['22T6', 85],
      ['22G1', 15],
    ],
    long: [['42G1', 1]],
  },
  empty: {
    short: [['22G1', 1]],
    long: [
      ['42G1', 40],
      ['45G1', 60],
    ],
  },
};

const CATEGORIES: Record<AreaUse, Weighted<string>> = {
  general: [
    ['Import', 42],
    ['Export', 30],
    ['DPD', 8],
    ['CFS', 8],
    ['Transhipment', 7],
    ['Empty', 5],
  ],
  reefer: [
    ['Import', 55],
    ['Export', 45],
  ],
  hazardous: [
    ['Import', 50],
    ['Export', 50],
  ],
  empty: [['Empty', 1]],
};

/** Categories that arrived by sea, so carry the vessel's IGM (import general manifest). */
const MANIFESTED = new Set(['Import', 'DPD', 'CFS', 'Transhipment']);

const LINER_WEIGHTS: Weighted<string> = DEMO_LINERS.map((liner) => [liner.name, liner.share]);
const byTrade = (...trades: CustomerSeed['trade'][]): string[] =>
  DEMO_CUSTOMERS.filter((customer) => trades.includes(customer.trade)).map((c) => c.name);
const REEFER_CUSTOMERS = byTrade('reefer');
const CHEMICAL_CUSTOMERS = byTrade('chemical');
const GENERAL_CUSTOMERS = byTrade('general', 'forwarder');

const DAY_MS = 86_400_000;
/** A vessel call every two days, each with its own IGM number. */
const CALL_INTERVAL_MS = 2 * DAY_MS;

export interface BoxFactory {
  make(use: AreaUse, long: boolean, gateInAt: Date): BoxAttributes;
}

/** Makes boxes with unique, check-digit-valid numbers; state is the numbers and items used. */
export function boxFactory(random: Random): BoxFactory {
  const used = new Set<string>();
  const itemsPerIgm = new Map<string, number>();

  function number(prefix: string): string {
    for (;;) {
      const candidate = makeContainerNumber(prefix.slice(0, 3), 'U', random.int(0, 999_999));
      if (!used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
  }

  function ownerAndLiner(): { prefix: string; liner: string } {
    const liner = random.weighted(LINER_WEIGHTS);
    if (random.chance(LESSOR_SHARE)) return { prefix: random.pick(LESSOR_PREFIXES), liner };
    const prefixes = DEMO_LINERS.find((l) => l.name === liner)?.prefixes ?? [];
    return { prefix: random.pick(prefixes), liner };
  }

  function manifest(gateInAt: Date): { igm: string; item: string } {
    // Numbers rise with time, like a customs house's running IGM series.
    const call = Math.floor(gateInAt.getTime() / CALL_INTERVAL_MS);
    const igm = String(2_000_000 + ((call * 37) % 8_000_000));
    // One bill of lading often covers a few boxes: then they share the item number.
    const last = itemsPerIgm.get(igm) ?? 0;
    const item = last > 0 && random.chance(0.25) ? last : last + 1;
    itemsPerIgm.set(igm, item);
    return { igm, item: String(item) };
  }

  function customer(category: string, sizeType: string, use: AreaUse): string | null {
    if (category === 'Empty') return null;
    if (use === 'reefer') return random.pick(REEFER_CUSTOMERS);
    if (sizeType.endsWith('T6')) return random.pick(CHEMICAL_CUSTOMERS);
    return random.pick(GENERAL_CUSTOMERS);
  }

  return {
    make(use, long, gateInAt) {
      const options = SIZE_TYPES[use];
      const sizeType = random.weighted(long ? options.long : options.short);
      const size = COMMON_SIZE_TYPES.find((common) => common.code === sizeType)?.size;
      if (!size) throw new Error(`Size-type ${sizeType} is not a common size-type`);
      const category = random.weighted(CATEGORIES[use]);
      const { prefix, liner } = ownerAndLiner();
      const { igm, item } = MANIFESTED.has(category)
        ? manifest(gateInAt)
        : { igm: null, item: null };
      return {
        number: number(prefix),
        sizeType,
        sizeFeet: Number(size),
        liner,
        customer: customer(category, sizeType, use),
        category,
        igm,
        item,
        movementAlert: random.chance(0.01),
      };
    },
  };
}
