/**
 * Where each slot of an area is drawn on the inventory's canvas, and which slot a pointer is
 * over: pure geometry, so drawing and hit-testing agree and neither needs a DOM node per slot.
 *
 * An area is drawn as its rows one under the other; a row is a band of columns (its cells, in the
 * area's column order), and each cell a stack of tiers, the lowest at the bottom of the band:
 *
 *        01 02 03 …            (column names)
 *   01  [ ][ ][ ]              tier 3
 *       [ ][ ][ ]              tier 2
 *       [ ][ ][ ]              tier 1
 *   02  …
 */

export interface GridMetrics {
  /** Width of a slot, and the gap between two columns. */
  slotWidth: number;
  columnGap: number;
  /** Height of one tier, and the gap between two rows' bands. */
  tierHeight: number;
  rowGap: number;
  /** Room for the row names on the left and the column names on top. */
  labelWidth: number;
  headerHeight: number;
}

export const GRID: GridMetrics = {
  slotWidth: 14,
  columnGap: 3,
  tierHeight: 7,
  rowGap: 6,
  labelWidth: 40,
  headerHeight: 16,
};

/** How many rows, columns and tiers an area has. */
export interface GridShape {
  rows: number;
  columns: number;
  tiers: number;
}

/** A slot's place in an area's grid: tier 0 is the ground. */
export interface GridSlot {
  row: number;
  column: number;
  tier: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const columnPitch = (m: GridMetrics) => m.slotWidth + m.columnGap;
const bandHeight = (shape: GridShape, m: GridMetrics) => shape.tiers * m.tierHeight;
const rowPitch = (shape: GridShape, m: GridMetrics) => bandHeight(shape, m) + m.rowGap;

/** The canvas size an area needs, in CSS pixels. */
export function gridSize(
  shape: GridShape,
  m: GridMetrics = GRID,
): { width: number; height: number } {
  return {
    width: m.labelWidth + shape.columns * columnPitch(m),
    height: m.headerHeight + shape.rows * rowPitch(shape, m),
  };
}

/**
 * The rectangle of a slot; `span` 2 covers a 40 ft slot's two columns and the gap between them,
 * so a long box is drawn as one.
 */
export function slotRect(shape: GridShape, slot: GridSlot, span = 1, m: GridMetrics = GRID): Rect {
  const band = m.headerHeight + slot.row * rowPitch(shape, m);
  return {
    x: m.labelWidth + slot.column * columnPitch(m),
    y: band + (shape.tiers - 1 - slot.tier) * m.tierHeight,
    width: span * m.slotWidth + (span - 1) * m.columnGap,
    height: m.tierHeight - 1,
  };
}

/** Where a column's name is written (its centre) and a row's (its band's middle). */
export const columnLabelX = (column: number, m: GridMetrics = GRID): number =>
  m.labelWidth + column * columnPitch(m) + m.slotWidth / 2;

export const rowLabelY = (shape: GridShape, row: number, m: GridMetrics = GRID): number =>
  m.headerHeight + row * rowPitch(shape, m) + bandHeight(shape, m) / 2;

/**
 * The slot under a point of the area's canvas (CSS pixels from its top left), or undefined over
 * the labels and the gaps between columns and rows.
 */
export function slotAt(
  shape: GridShape,
  x: number,
  y: number,
  m: GridMetrics = GRID,
): GridSlot | undefined {
  const gx = x - m.labelWidth;
  const gy = y - m.headerHeight;
  if (gx < 0 || gy < 0) return undefined;
  const column = Math.floor(gx / columnPitch(m));
  const row = Math.floor(gy / rowPitch(shape, m));
  if (column >= shape.columns || row >= shape.rows) return undefined;
  if (gx - column * columnPitch(m) >= m.slotWidth) return undefined;
  const inBand = gy - row * rowPitch(shape, m);
  if (inBand >= bandHeight(shape, m)) return undefined;
  const tier = shape.tiers - 1 - Math.floor(inBand / m.tierHeight);
  return { row, column, tier };
}

/** The point at the middle of a slot (for a pointer aimed at it). */
export function slotCentre(shape: GridShape, slot: GridSlot, m: GridMetrics = GRID) {
  const rect = slotRect(shape, slot, 1, m);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}
