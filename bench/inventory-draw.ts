/**
 * The inventory screen on the big yard (20,000 cells six high: 120,000 slots, about 68 % full):
 * seeds it into a fresh embedded database, opens `/inventory` in headless Chromium and reads the
 * screen's own first-draw mark (navigation → every area drawn), then scrolls the whole yard one
 * step a frame and reports the frame intervals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIG_YARD_AREAS } from '../apps/server/tools/seed/big-yard.ts';
import {
  ALL_DRAWN_MARK,
  FIRST_DRAW_MARK,
} from '../apps/web/src/features/inventory/first-draw-mark.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { DEMO, logIn } from '../e2e/support/session.ts';
import { prepareYard } from './ledger.ts';

const RUNS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function measureInventoryDraw(): Promise<void> {
  const label = 'Chromium'.padEnd(10);
  const dataDir = mkdtempSync(join(tmpdir(), 'yardline-bench-inventory-'));
  try {
    const seeding = performance.now();
    await prepareYard({ dataDir }, 0, { areas: BIG_YARD_AREAS });
    console.log(`${label} big yard seeded in ${ms(performance.now() - seeding)}`);
    const server = await startServer({ dataDir });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      await logIn(page, server.url, DEMO.superadmin);
      const yard = await page.evaluate(async () => {
        const started = performance.now();
        const response = await fetch('/rest/yard/containers?includePlanned=false');
        const text = await response.text();
        const boxes = JSON.parse(text).ids.length as number;
        const layout: { areaLayouts: { totalSlots: number }[] } = await (
          await fetch('/rest/yard/layout')
        ).json();
        const slots = layout.areaLayouts.reduce((sum, area) => sum + area.totalSlots, 0);
        return { boxes, slots, bytes: text.length, ms: performance.now() - started };
      });
      console.log(
        `${label} GET /rest/yard/containers: ${yard.boxes.toLocaleString('en')} boxes, ` +
          `${(yard.bytes / 1e6).toFixed(1)} MB of JSON (gzipped on the wire) in ${ms(yard.ms)}`,
      );
      const firstDraw: number[] = [];
      const allDrawn: number[] = [];
      const drawing: number[] = [];
      const inView: number[] = [];
      const dataArrived: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${server.url}/inventory`);
        const handle = await page.waitForFunction(
          ([first, all]) => {
            const [view] = performance.getEntriesByName(first) as PerformanceMark[];
            const [every] = performance.getEntriesByName(all) as PerformanceMark[];
            if (!view || !every) return undefined;
            // When the yard's data had arrived (the later of the layout and the boxes).
            const data = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/rest\/yard\/(layout|containers)/.test(entry.name))
              .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
            const detail = view.detail as { drawMs: number; areas: number };
            return {
              at: view.startTime,
              allAt: every.startTime,
              dataAt: Math.max(0, ...data),
              drawMs: detail.drawMs,
              areas: detail.areas,
            };
          },
          [FIRST_DRAW_MARK, ALL_DRAWN_MARK] as const,
          { timeout: 60_000 },
        );
        const mark = await handle.jsonValue();
        if (!mark) throw new Error('the inventory set no first-draw mark');
        firstDraw.push(mark.at);
        allDrawn.push(mark.allAt);
        drawing.push(mark.drawMs);
        inView.push(mark.areas);
        dataArrived.push(mark.dataAt);
      }
      console.log(
        `${label} /inventory, ${yard.slots.toLocaleString('en')} slots: page open → the areas in ` +
          `view drawn (${Math.min(...inView)}–${Math.max(...inView)} of ` +
          `${BIG_YARD_AREAS.length}) p50 ${ms(percentile(firstDraw, 50))}, max ` +
          `${ms(Math.max(...firstDraw))}; every area drawn p50 ${ms(percentile(allDrawn, 50))}, ` +
          `max ${ms(Math.max(...allDrawn))}; the yard's data in hand at p50 ` +
          `${ms(percentile(dataArrived, 50))}, drawing the areas in view p50 ` +
          `${ms(percentile(drawing, 50))} (${RUNS} runs)`,
      );
      const frames = await page.evaluate(async () => {
        const page = document.scrollingElement ?? document.documentElement;
        page.scrollTop = 0;
        const gaps: number[] = [];
        let last = performance.now();
        await new Promise<void>((resolve) => {
          const step = (now: number) => {
            gaps.push(now - last);
            last = now;
            page.scrollTop += 120;
            if (page.scrollTop + page.clientHeight >= page.scrollHeight - 1) resolve();
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        });
        return { gaps: gaps.slice(1), height: page.scrollHeight };
      });
      console.log(
        `${label} scrolling ${frames.height.toLocaleString('en')} px, 120 px a frame: ` +
          `${frames.gaps.length} frames, interval p50 ${ms(percentile(frames.gaps, 50))}, ` +
          `p95 ${ms(percentile(frames.gaps, 95))}, max ${ms(Math.max(...frames.gaps))}`,
      );
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench:inventory` runs this measurement alone; `npm run bench` runs it last.
if (import.meta.main) await measureInventoryDraw();
