import { COMMON_SIZE_TYPES, decodeSizeType } from '../containers/size-type.ts';

/** ISO 6346 length character per size name (doc 2 §9 "container size rule"). */
const LENGTH_CODES: Readonly<Record<string, string>> = { '20': '2', '40': '4', '45': 'L' };
/** ISO 6346 type code per type name; a high cube is a general-purpose box, only taller. */
const TYPE_CODES: Readonly<Record<string, string>> = {
  GP: 'G1',
  HC: 'G1',
  RF: 'R1',
  TK: 'T6',
  OT: 'U1',
  FR: 'P1',
};

/**
 * The size-type code of a box known at the gate by its size and type names (the master lists
 * container-sizes and container-types): the common code when there is one (40 HC → 45G1), else
 * built from ISO 6346's length, height (9 ft 6 in for HC, 8 ft 6 in otherwise) and type codes.
 * Undefined for a size or type the lists do not have.
 */
export function sizeTypeCode(size: string, type: string): string | undefined {
  const common = COMMON_SIZE_TYPES.find((entry) => entry.size === size && entry.type === type);
  if (common) return common.code;
  const length = LENGTH_CODES[size];
  const typeCode = TYPE_CODES[type];
  if (!length || !typeCode) return undefined;
  return `${length}${type === 'HC' ? '5' : '2'}${typeCode}`;
}

/** The container-types name of a size-type code (45R1 → RF, 45G1 → HC); GP when not decodable. */
export function typeNameOf(sizeType: string): string {
  const decoded = decodeSizeType(sizeType);
  switch (decoded?.group) {
    case 'reefer':
      return 'RF';
    case 'tank':
      return 'TK';
    case 'open-top':
      return 'OT';
    case 'flat-rack':
    case 'platform':
      return 'FR';
    default:
      return decoded?.highCube ? 'HC' : 'GP';
  }
}
