import { describe, expect, it } from 'vitest';
import { GRID, type GridShape, gridSize, slotAt, slotCentre, slotRect } from './slot-grid.ts';

const shape: GridShape = { rows: 25, columns: 40, tiers: 6 };

describe('slot grid geometry', () => {
  it('sizes the canvas for every row band and column', () => {
    expect(gridSize(shape)).toEqual({
      width: GRID.labelWidth + 40 * (GRID.slotWidth + GRID.columnGap),
      height: GRID.headerHeight + 25 * (6 * GRID.tierHeight + GRID.rowGap),
    });
  });

  it('puts the ground tier at the bottom of its row band', () => {
    const ground = slotRect(shape, { row: 0, column: 0, tier: 0 });
    const top = slotRect(shape, { row: 0, column: 0, tier: 5 });
    expect(top.y).toBe(GRID.headerHeight);
    expect(ground.y).toBe(GRID.headerHeight + 5 * GRID.tierHeight);
    expect(ground.x).toBe(GRID.labelWidth);
  });

  it('draws a 40 ft slot across both columns and the gap between them', () => {
    const pair = slotRect(shape, { row: 2, column: 4, tier: 1 }, 2);
    expect(pair.width).toBe(2 * GRID.slotWidth + GRID.columnGap);
    expect(pair.x).toBe(slotRect(shape, { row: 2, column: 4, tier: 1 }).x);
  });

  it('finds the slot under every slot centre, and each corner of every slot', () => {
    for (let row = 0; row < shape.rows; row += 3) {
      for (let column = 0; column < shape.columns; column += 7) {
        for (let tier = 0; tier < shape.tiers; tier++) {
          const slot = { row, column, tier };
          const { x, y } = slotCentre(shape, slot);
          expect(slotAt(shape, x, y)).toEqual(slot);
          const rect = slotRect(shape, slot);
          expect(slotAt(shape, rect.x, rect.y)).toEqual(slot);
          expect(slotAt(shape, rect.x + rect.width - 0.01, rect.y + rect.height)).toEqual(slot);
        }
      }
    }
  });

  it('finds nothing over the labels, the gaps and beyond the grid', () => {
    expect(slotAt(shape, 5, 100)).toBeUndefined();
    expect(slotAt(shape, 100, 5)).toBeUndefined();
    const rect = slotRect(shape, { row: 0, column: 0, tier: 0 });
    expect(slotAt(shape, rect.x + GRID.slotWidth + 1, rect.y)).toBeUndefined();
    expect(slotAt(shape, rect.x, rect.y + GRID.tierHeight + 1)).toBeUndefined();
    const size = gridSize(shape);
    expect(slotAt(shape, size.width + 1, 100)).toBeUndefined();
    expect(slotAt(shape, 100, size.height + 1)).toBeUndefined();
  });
});
