import type { HistoryEntry } from '@yardline/domain/containers/container-history';
import { formatDateTime } from '../../../lib/date-time.ts';

/** One change of an edit as a clerk reads it: the field's name, its value before and after. */
export interface ChangeInWords {
  label: string;
  before: string;
  after: string;
}

type Say = (value: unknown) => string;

const text: Say = (value) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const yesNo: Say = (value) => (value === true ? 'yes' : value === false ? 'no' : '—');
const onOff: Say = (value) => (value === true ? 'on' : value === false ? 'off' : '—');
const instant: Say = (value) => (typeof value === 'string' ? formatDateTime(value) : '—');
const feet: Say = (value) => (typeof value === 'number' ? `${value} ft` : '—');

/** The fields a box's record keeps (the server's edit and movement-alert audits), in words. */
export const FIELDS: Record<string, { label: string; say: Say }> = {
  containerNumber: { label: 'Number', say: text },
  sizeType: { label: 'Size-type', say: text },
  sizeFeet: { label: 'Size', say: feet },
  igm: { label: 'IGM', say: text },
  item: { label: 'Item', say: text },
  category: { label: 'Category', say: text },
  dispatchDate: { label: 'Dispatched', say: instant },
  vessel: { label: 'Vessel', say: text },
  expectedDepartureAt: { label: 'Expected departure', say: instant },
  hazardous: { label: 'Hazardous', say: yesNo },
  jobOrderNumber: { label: 'Job order', say: text },
  movementAlert: { label: 'Movement alert', say: onOff },
};

/**
 * An edit's changes in words, in the record's order. The audit also notes whether the clerk
 * saved a number whose check digit is wrong (skipValidation): that is said as a note of its own,
 * not as a field that changed.
 */
export function changesInWords(changes: HistoryEntry['changes']): {
  changes: ChangeInWords[];
  checkDigitSkipped: boolean;
} {
  const all = changes ?? {};
  return {
    changes: Object.entries(FIELDS).flatMap(([field, { label, say }]) => {
      const change = all[field];
      return change ? [{ label, before: say(change.before), after: say(change.after) }] : [];
    }),
    checkDigitSkipped: all.skipValidation?.after === true,
  };
}
