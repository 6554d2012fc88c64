/**
 * The performance marks the inventory sets on its first draw. `FIRST_DRAW_MARK`: the areas in
 * view are drawn (its `startTime` is the time from the page's navigation to the yard on screen);
 * `ALL_DRAWN_MARK`: every area is drawn, the others having followed in idle moments. Each mark's
 * `detail.drawMs` is the time spent drawing until then. `npm run bench:inventory` reads them
 * (bench/inventory-draw.ts).
 */
export const FIRST_DRAW_MARK = 'inventory-first-draw';
export const ALL_DRAWN_MARK = 'inventory-all-drawn';
