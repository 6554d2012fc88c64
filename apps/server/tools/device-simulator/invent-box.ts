import { makeContainerNumber } from '@yardline/domain/containers/container-number';

// Owner codes whose painted letters OCR reads back well (round O and U side by side do not).
const OWNERS = ['MSK', 'MSC', 'CMA', 'HLC', 'ONE', 'EMC', 'YLS'];
const CONFUSE: Record<string, string> = { '0': 'O', '1': 'I', '8': 'B', '5': 'S', '2': 'Z' };

/** A plausible new box number, and what a careless OCR might make of it. */
export function inventBox(random = Math.random): { number: string; misread: string } {
  const owner = OWNERS[Math.floor(random() * OWNERS.length)] ?? 'MSK';
  const number = makeContainerNumber(owner, 'U', Math.floor(random() * 1_000_000));
  const digits = [...number.slice(4)]
    .map((c, i) => ({ c, i: i + 4 }))
    .filter(({ c }) => CONFUSE[c]);
  const pick = digits[Math.floor(random() * digits.length)];
  const misread = pick
    ? number.slice(0, pick.i) + CONFUSE[pick.c] + number.slice(pick.i + 1)
    : number;
  return { number, misread };
}
