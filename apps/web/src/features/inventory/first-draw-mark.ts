/**
 * The performance mark the inventory sets when every area has been drawn once: its `startTime`
 * is the time from the page's navigation to the whole yard on screen, its `detail.drawMs` the
 * time spent drawing. `npm run bench` reads it (bench/inventory-draw.ts).
 */
export const FIRST_DRAW_MARK = 'inventory-first-draw';
