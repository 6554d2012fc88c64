/**
 * ISO 6346 (1995) size-type codes, e.g. 22G1 or 45R1: a length character, a height/width
 * character and a two-character type code whose letter names the type group.
 */

export type SizeTypeGroup =
  | 'general'
  | 'ventilated'
  | 'bulk'
  | 'named-cargo'
  | 'reefer'
  | 'thermal'
  | 'open-top'
  | 'flat-rack'
  | 'platform'
  | 'tank'
  | 'air-surface';

export type SizeType = {
  /** Normalised code, e.g. '22G1'. */
  code: string;
  lengthFeet: number;
  heightFeet: number;
  /** 9 ft 6 in high. */
  highCube: boolean;
  /** Wider than 8 ft (height codes C-E and L-N), e.g. pallet-wide. */
  wide: boolean;
  /** The last two characters, e.g. 'G1'. */
  typeCode: string;
  group: SizeTypeGroup;
  groupName: string;
  /** e.g. '40 ft high-cube reefer'. */
  description: string;
  slots: 1 | 2;
};

/** First character: nominal length. Codes with no whole-foot nominal length are left out. */
const LENGTHS: Readonly<Record<string, number>> = {
  '1': 10,
  '2': 20,
  '3': 30,
  '4': 40,
  B: 24,
  C: 24.5,
  G: 41,
  H: 43,
  L: 45,
  M: 48,
  N: 49,
};

/**
 * Second character: height, and width for the letters. Codes for open-ended heights
 * (6/F/P "over 9 ft 6 in", 9 "at most 4 ft") have no figure to report, so they don't decode.
 */
const HEIGHTS: Readonly<Record<string, { feet: number; wide: boolean }>> = {
  '0': { feet: 8, wide: false },
  '2': { feet: 8.5, wide: false },
  '4': { feet: 9, wide: false },
  '5': { feet: 9.5, wide: false },
  '8': { feet: 4.25, wide: false },
  C: { feet: 8.5, wide: true },
  D: { feet: 9, wide: true },
  E: { feet: 9.5, wide: true },
  L: { feet: 8.5, wide: true },
  M: { feet: 9, wide: true },
  N: { feet: 9.5, wide: true },
};

const GROUP_NAMES: Readonly<Record<SizeTypeGroup, string>> = {
  general: 'general purpose',
  ventilated: 'ventilated',
  bulk: 'dry bulk',
  'named-cargo': 'named cargo',
  reefer: 'reefer',
  thermal: 'insulated',
  'open-top': 'open top',
  'flat-rack': 'flat rack',
  platform: 'platform',
  tank: 'tank',
  'air-surface': 'air/surface',
};

/** Third character: the type group. P needs the fourth character too (see typeGroup). */
const TYPE_LETTERS: Readonly<Record<string, SizeTypeGroup>> = {
  G: 'general',
  V: 'ventilated',
  B: 'bulk',
  S: 'named-cargo',
  R: 'reefer',
  H: 'thermal',
  U: 'open-top',
  P: 'platform',
  T: 'tank',
  A: 'air-surface',
};

/** P1-P4 have end walls or posts (flat racks); P0 is a bare platform, P5+ skeletal. */
function typeGroup(letter: string, detail: number): SizeTypeGroup | undefined {
  const group = TYPE_LETTERS[letter];
  if (group === 'platform' && detail >= 1 && detail <= 4) return 'flat-rack';
  return group;
}

const SIZE_TYPE_PATTERN = /^[0-9A-Z]{2}[A-Z]\d$/;

/** Decodes a size-type code (case and surrounding space ignored); undefined when unknown. */
export function decodeSizeType(code: string): SizeType | undefined {
  const normalised = code.trim().toUpperCase();
  if (!SIZE_TYPE_PATTERN.test(normalised)) return undefined;
  const lengthFeet = LENGTHS[normalised.charAt(0)];
  const height = HEIGHTS[normalised.charAt(1)];
  const group = typeGroup(normalised.charAt(2), Number(normalised.charAt(3)));
  if (lengthFeet === undefined || height === undefined || group === undefined) return undefined;
  const highCube = height.feet === 9.5;
  const groupName = GROUP_NAMES[group];
  return {
    code: normalised,
    lengthFeet,
    heightFeet: height.feet,
    highCube,
    wide: height.wide,
    typeCode: normalised.slice(2),
    group,
    groupName,
    description: `${lengthFeet} ft ${highCube ? 'high-cube ' : ''}${groupName}`,
    slots: slotsNeeded(lengthFeet),
  };
}

/** Yard slots are 20 ft long: a 20 ft (or shorter) box takes one, anything longer takes two. */
export function slotsNeeded(lengthFeet: number): 1 | 2 {
  if (!(lengthFeet > 0)) throw new RangeError(`Container length must be positive: ${lengthFeet}`);
  return lengthFeet <= 20 ? 1 : 2;
}

/** The size and type names of the master lists (container-sizes, container-types). */
export type ContainerSizeName = '20' | '40' | '45';
export type ContainerTypeName = 'GP' | 'HC' | 'RF' | 'TK' | 'OT' | 'FR';

export type CommonSizeType = {
  code: string;
  size: ContainerSizeName;
  type: ContainerTypeName;
  description: string;
};

/** The codes seen daily at a terminal; the seed builds its container sizes and types from them. */
export const COMMON_SIZE_TYPES: readonly CommonSizeType[] = [
  { code: '22G1', size: '20', type: 'GP', description: '20 ft general purpose' },
  { code: '42G1', size: '40', type: 'GP', description: '40 ft general purpose' },
  { code: '45G1', size: '40', type: 'HC', description: '40 ft high-cube general purpose' },
  { code: 'L5G1', size: '45', type: 'HC', description: '45 ft high-cube general purpose' },
  { code: '22R1', size: '20', type: 'RF', description: '20 ft reefer' },
  { code: '45R1', size: '40', type: 'RF', description: '40 ft high-cube reefer' },
  { code: '22T6', size: '20', type: 'TK', description: '20 ft tank' },
  { code: '22U1', size: '20', type: 'OT', description: '20 ft open top' },
  { code: '42U1', size: '40', type: 'OT', description: '40 ft open top' },
  { code: '22P1', size: '20', type: 'FR', description: '20 ft flat rack' },
  { code: '42P1', size: '40', type: 'FR', description: '40 ft flat rack' },
];
