import { describe, expect, it } from 'vitest';
import { YardContainers, YardContainersAnswer } from './yard-containers.ts';

const answer = {
  lastUpdated: 1_700_000_000_000,
  liners: [{ id: 1, name: 'MAERSK', color: '#42b4e6' }],
  ids: [7, 9],
  numbers: 'MSKU1234565TGHU7654321',
  sizes: [20, 40],
  linerIds: [1, 0],
  planned: [0, 0],
  cells: [12, 40],
  heights: [1, 2],
};

describe('YardContainersAnswer', () => {
  it('takes what the full schema takes', () => {
    expect(YardContainers.parse(answer)).toEqual(answer);
    expect(YardContainersAnswer.parse(answer)).toEqual(answer);
  });

  it('refuses columns of other lengths, numbers of another width, non-numbers at the ends', () => {
    for (const bad of [
      { ...answer, heights: [1] },
      { ...answer, numbers: 'MSKU1234565' },
      { ...answer, cells: [12, '40'] },
      { ...answer, ids: 'not an array' },
      { ...answer, liners: [{ id: 1, name: 'MAERSK' }] },
      { ...answer, lastUpdated: undefined },
    ]) {
      expect(YardContainersAnswer.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes an empty yard', () => {
    const empty = {
      ...answer,
      ids: [],
      numbers: '',
      sizes: [],
      linerIds: [],
      planned: [],
      cells: [],
      heights: [],
    };
    expect(YardContainersAnswer.parse(empty)).toEqual(empty);
  });
});
