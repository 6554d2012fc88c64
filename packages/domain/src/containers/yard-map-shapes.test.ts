import { describe, expect, it } from 'vitest';
import type { YardLayout } from '../yard/layout.schema.ts';
import { boxShapes, yardCellShapes } from './yard-map-shapes.ts';

const cell = (id: number, fullName: string) => ({
  id,
  name: fullName.slice(-2),
  fullName,
  merged: false,
});
const layout: YardLayout = {
  areaLayouts: [
    {
      areaId: 1,
      name: 'A',
      cellNames: ['01', '02'],
      rowLayouts: [{ name: '01', cellLayouts: [cell(1, 'A_01_01'), cell(2, 'A_01_02')] }],
      totalSlots: 8,
      maxHeight: 4,
      fortyFootPairs: false,
      // A 2 × 1 block: lng 0 … 2, lat 0 … 1.
      corners: [
        { lat: 1, lng: 0 },
        { lat: 1, lng: 2 },
        { lat: 0, lng: 2 },
        { lat: 0, lng: 0 },
      ],
    },
    {
      ...{
        areaId: 2,
        name: 'B',
        cellNames: ['01'],
        totalSlots: 3,
        maxHeight: 3,
        fortyFootPairs: false,
      },
      rowLayouts: [{ name: '01', cellLayouts: [cell(3, 'B_01_01')] }],
      corners: null,
    },
  ],
};

describe('yard map shapes', () => {
  it('places each cell of a surveyed area inside its corners, leaving unsurveyed areas out', () => {
    const shapes = yardCellShapes(layout);
    expect(shapes.map((shape) => shape.fullName)).toEqual(['A_01_01', 'A_01_02']);
    const [first] = shapes;
    for (const corner of first?.corners ?? []) {
      expect(corner.lng).toBeGreaterThan(0);
      expect(corner.lng).toBeLessThan(1);
    }
  });

  it('gives a 20 ft box its cell and a 40 ft box both cells', () => {
    const [short, long] = boxShapes(layout, [
      { number: 'S', location: 'A_01_02_2' },
      { number: 'L', location: 'A_01_02_1,A_01_01_1' },
      { number: 'X', location: 'B_01_01_1' },
    ]);
    expect(short?.corners[0]).toEqual({ lat: 1, lng: 1 });
    expect(short?.corners[2]).toEqual({ lat: 0, lng: 2 });
    expect(long?.corners[0]).toEqual({ lat: 1, lng: 0 });
    expect(long?.corners[2]).toEqual({ lat: 0, lng: 2 });
  });
});
