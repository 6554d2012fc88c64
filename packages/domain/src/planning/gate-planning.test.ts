import { describe, expect, it } from 'vitest';
import {
  GATE_PLANNING_MESSAGES as M,
  type PlanningContainer,
  type PlanningParam,
  planningFacts,
} from './gate-planning.ts';

const PARAMS: PlanningParam[] = [
  {
    paramId: 'containerSize',
    name: 'Size',
    dataProvider: 'CONTAINER_SIZE',
    allowedStrings: ['20', '40'],
  },
  {
    paramId: 'category',
    name: 'Gate-in type',
    dataProvider: 'CUSTOM',
    allowedStrings: ['Import', 'Export'],
  },
];

const box = (
  size: string,
  category: string,
  extra: Partial<PlanningContainer> = {},
): PlanningContainer => ({
  containerNumber: 'MSKU1234565',
  containerSize: '',
  params: [
    { paramId: 'containerSize', value: size },
    { paramId: 'category', value: category },
  ],
  ...extra,
});

describe('planningFacts', () => {
  it('reads each box size and category', () => {
    expect(planningFacts(PARAMS, [box('20', 'Import'), box('20', 'Export')])).toEqual({
      facts: [
        { sizeFeet: 20, category: 'Import' },
        { sizeFeet: 20, category: 'Export' },
      ],
    });
  });

  it('falls back to containerSize when the size parameter is empty', () => {
    expect(planningFacts(PARAMS, [box('', 'Import', { containerSize: '40' })])).toEqual({
      facts: [{ sizeFeet: 40, category: 'Import' }],
    });
  });

  it('answers the first message the boxes earn, word for word', () => {
    expect(planningFacts(PARAMS, [])).toEqual({
      problem: 'Please choose the required containers.',
    });
    expect(planningFacts(PARAMS, [box('20', 'Import', { params: [] })])).toEqual({
      problem: 'Container Params not found.',
    });
    expect(
      planningFacts(PARAMS, [
        box('20', 'Import', { params: [{ paramId: 'colour', value: 'red' }] }),
      ]),
    ).toEqual({ problem: M.paramsNotFound });
    expect(
      planningFacts(PARAMS, [
        box('', 'Import', { params: [{ paramId: 'category', value: 'Import' }] }),
      ]),
    ).toEqual({ problem: 'A parameter for container size is required.' });
    expect(planningFacts(PARAMS, [box('20', 'Import'), box('', 'Import')])).toEqual({
      problem: 'Please select the container size for the container 2',
    });
    expect(planningFacts(PARAMS, [box('20', '')])).toEqual({
      problem: 'Please choose all the required data for planning.',
    });
    expect(planningFacts(PARAMS, [box('20', 'Smuggled')])).toEqual({ problem: M.dataRequired });
  });
});
