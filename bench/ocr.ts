/**
 * `npm run bench:ocr`: the gate's OCR on camera stills, offline. Paints `BENCH_OCR_DOORS` (32)
 * doors of random box numbers as the device simulator's cameras do (a 640 × 400 JPEG, number and
 * size-type code), reads each with the server's Tesseract worker and `readDoorText`, and reports
 * how many numbers came back right (as painted, or after the one O/0-style swap ISO 6346 allows),
 * none, or wrong, and the time a still takes. The random numbers are the same on every run.
 */
import { readDoorText } from '@yardline/domain/gate/ocr-text';
import { createOcrReader } from '../apps/server/src/features/gate-devices/ocr-reader.ts';
import { doorJpeg } from '../apps/server/tools/device-simulator/door-image.ts';
import { inventBox } from '../apps/server/tools/device-simulator/invent-box.ts';
import { mulberry32 } from '../apps/server/tools/seed/seeded-random.ts';

const DOORS = Number(process.env.BENCH_OCR_DOORS ?? 32);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

// Seeded, so every run paints the same numbers.
const random = mulberry32(6346);
const reader = createOcrReader();
const outcome = { asPainted: 0, swapped: 0, none: 0, wrong: 0 };
const times: number[] = [];
let firstMs = 0;
try {
  for (let i = 0; i < DOORS; i++) {
    const { number } = inventBox(random);
    const still = doorJpeg({ containerNumber: number, sizeType: '22G1', camId: 'FRONT-CAM' });
    const started = performance.now();
    const text = await reader.read(still);
    const ms = performance.now() - started;
    // The first read starts the worker and loads the model.
    if (i === 0) firstMs = ms;
    else times.push(ms);
    const { containerNumber } = readDoorText(text);
    if (containerNumber === null) outcome.none++;
    else if (containerNumber !== number) outcome.wrong++;
    else if (
      text
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .includes(number)
    )
      outcome.asPainted++;
    else outcome.swapped++;
    if (containerNumber !== number) {
      console.log(`OCR        ${number}: read ${JSON.stringify(text.trim())}`);
    }
  }
} finally {
  await reader.close();
}
const right = outcome.asPainted + outcome.swapped;
console.log(
  `OCR        ${DOORS} painted doors: ${right} right (${outcome.asPainted} as painted, ` +
    `${outcome.swapped} after one swap), ${outcome.none} not detected, ${outcome.wrong} wrong`,
);
console.log(
  `OCR        a still: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ` +
    `${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
    `(the first, starting the worker: ${firstMs.toFixed(0)} ms)`,
);
