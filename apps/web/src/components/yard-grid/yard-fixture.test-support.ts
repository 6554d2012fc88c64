import type { YardLayout } from '@yardline/domain/yard/layout.schema';
import type { YardContainers } from '@yardline/domain/yard/yard-containers';

/** Area A: one row of three 20 ft cells; area C: one row of two cells merged into a 40 ft slot. */
export const layout: YardLayout = {
  areaLayouts: [
    {
      areaId: 1,
      name: 'A',
      cellNames: ['01', '02', '03'],
      rowLayouts: [
        {
          name: '01',
          cellLayouts: ['01', '02', '03'].map((name, i) => ({
            id: 10 + i,
            name,
            fullName: `A_01_${name}`,
            merged: false,
          })),
        },
      ],
      totalSlots: 9,
      maxHeight: 3,
      fortyFootPairs: false,
      corners: null,
    },
    {
      areaId: 2,
      name: 'C',
      cellNames: ['01', '02'],
      rowLayouts: [
        {
          name: '01',
          cellLayouts: ['01', '02'].map((name, i) => ({
            id: 20 + i,
            name,
            fullName: `C_01_${name}`,
            merged: true,
          })),
        },
      ],
      totalSlots: 4,
      maxHeight: 2,
      fortyFootPairs: true,
      corners: null,
    },
  ],
};

export const boxes: YardContainers = {
  lastUpdated: 0,
  liners: [{ id: 1, name: 'MAERSK', color: '#42b0d5' }],
  ids: [100, 101, 102],
  numbers: 'MSKU1234565MSKU7654321CMAU0000005',
  sizes: [20, 20, 40],
  linerIds: [1, 1, 0],
  planned: [0, 0, 0],
  cells: [10, 10, 20],
  heights: [1, 2, 1],
};
