import { COMMON_SIZE_TYPES } from '@yardline/domain/containers/size-type';
import type { ShiftInput } from '@yardline/domain/machines/shift.schema';
import type { MasterList } from '@yardline/domain/master/master-lists';

/**
 * The master-data lists of doc 1 §7 kept in master_entries. Liners, customers, roles, shifts and
 * the drawn zones (yard zones, task destinations) have tables of their own.
 */
export type EntryList = Exclude<
  MasterList,
  'liners' | 'customers' | 'roles' | 'yard-zones' | 'yard-locations' | 'shifts'
>;

export interface MasterSeed {
  name: string;
  code?: string;
  /** Name of the entry in the parent list this one belongs to (an activity's group). */
  parent?: string;
}

/** The list a list's `parent` names refer to. */
export const PARENT_LIST: Partial<Record<EntryList, EntryList>> = {
  activities: 'activity-groups',
};

const named = (...names: string[]): MasterSeed[] => names.map((name) => ({ name }));

/** ISO 6346 type code per type name, from the common size-types (HC shares G1 with GP). */
const typeCode = (type: string): string | undefined =>
  COMMON_SIZE_TYPES.find((sizeType) => sizeType.type === type)?.code.slice(2);

const ISO_LENGTH_CODES: Record<string, string> = { '20': '2', '40': '4', '45': 'L' };

/** The three shifts a terminal starts with, kept in the shifts screen's table. */
export const FIRST_SHIFTS: ShiftInput[] = [
  { name: 'A', fromHour: 6, fromMinute: 0, toHour: 14, toMinute: 0 },
  { name: 'B', fromHour: 14, fromMinute: 0, toHour: 22, toMinute: 0 },
  { name: 'C', fromHour: 22, fromMinute: 0, toHour: 6, toMinute: 0 },
];

// Record over EntryList: the compiler refuses a list left out.
export const MASTER_DATA: Record<EntryList, MasterSeed[]> = {
  'container-processes': [
    { name: 'Import', code: 'IMP' },
    { name: 'Export', code: 'EXP' },
    { name: 'Empty', code: 'MTY' },
    { name: 'Transhipment', code: 'TSP' },
    { name: 'Re-Export', code: 'REX' },
    { name: 'Domestic', code: 'DOM' },
  ],
  'container-sizes': ['20', '40', '45'].map((name) => ({ name, code: ISO_LENGTH_CODES[name] })),
  'container-types': ['GP', 'HC', 'RF', 'TK', 'OT', 'FR'].map((name) => ({
    name,
    code: typeCode(name),
  })),
  // DPD: direct port delivery; CFS: de-stuffed at a container freight station.
  categories: [
    { name: 'Import', code: 'IMP' },
    { name: 'Export', code: 'EXP' },
    { name: 'Empty', code: 'MTY' },
    { name: 'Transhipment', code: 'TSP' },
    { name: 'DPD', code: 'DPD' },
    { name: 'CFS', code: 'CFS' },
  ],
  // Doc 2 §9 and doc 3 §4: planned offloading modes, export-out modes and placement modes.
  'delivery-modes': named(
    'Loaded',
    'ForkLift',
    'Crane de-stuff',
    'Labour',
    'Export Out',
    'Empty Out',
    'Manual',
    'Crane',
  ),
  'cargo-types': [
    { name: 'General', code: 'GEN' },
    { name: 'Hazardous', code: 'HAZ' },
    { name: 'Reefer', code: 'REF' },
    { name: 'Over Dimension', code: 'ODC' },
    { name: 'Liquid Bulk', code: 'LQB' },
    { name: 'Perishable', code: 'PER' },
  ],
  'machine-types': [
    { name: 'Reach-Stacker', code: 'RS' },
    { name: 'Fork-Lift', code: 'FL' },
    { name: 'Rubber Tyre Gantry', code: 'RTG' },
  ],
  'machine-statuses': named('Working', 'Idle', 'Break-Down'),
  deviceIds: named(
    'RDR-G1-IN',
    'RDR-G1-OUT',
    'RDR-G2-IN',
    'RDR-G2-OUT',
    'OCR-G1',
    'OCR-G2',
    'RS-01-RFID',
    'RS-02-RFID',
    'RS-03-RFID',
    'RTG-01-RFID',
  ),
  // Doc 2 §9 names the two groups; doc 1 §4 the trailer gate-in types.
  'activity-groups': [
    { name: 'CONTAINER GATE-IN', code: 'CGI' },
    { name: 'VEHICLE GATE-IN', code: 'VGI' },
  ],
  activities: [
    { name: 'Import', code: 'IMP', parent: 'CONTAINER GATE-IN' },
    { name: 'Export Stuffed', code: 'EXS', parent: 'CONTAINER GATE-IN' },
    { name: 'Empty Return', code: 'EMR', parent: 'CONTAINER GATE-IN' },
    { name: 'Transhipment', code: 'TSP', parent: 'CONTAINER GATE-IN' },
    { name: 'Loaded Delivery', code: 'LDD', parent: 'VEHICLE GATE-IN' },
    { name: 'De-stuff Delivery', code: 'DSD', parent: 'VEHICLE GATE-IN' },
    { name: 'Empty Delivery', code: 'EMD', parent: 'VEHICLE GATE-IN' },
    { name: 'Export Loading', code: 'EXL', parent: 'VEHICLE GATE-IN' },
  ],
  'reader-types': named('GATEIN', 'GATEOUT', 'GATEINOUT', 'MACHINE', 'ITV'),
};
