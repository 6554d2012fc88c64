import type { ColourRuleValues } from '@yardline/domain/configuration/colour-rule';

type DemoRule = Omit<ColourRuleValues, 'id' | 'cells'> & {
  /** The rule covers every cell of this area. */
  area: string;
};

const ALL = {
  process: 'All',
  type: 'All',
  size: 'All',
  category: 'All',
  liner: 'All',
  customer: 'All',
  cargoType: 'All',
  hazardous: false,
} as const;

/** Demo colour rules on the special-purpose areas; the general areas are left to plan. */
export const DEMO_COLOUR_RULES: DemoRule[] = [
  { ...ALL, name: 'Reefer plugs', color: '#1e90ff', area: 'RF', type: 'RF', cargoType: 'Reefer' },
  {
    ...ALL,
    name: 'Hazardous cargo',
    color: '#d9363e',
    area: 'HZ',
    cargoType: 'Hazardous',
    hazardous: true,
  },
  { ...ALL, name: 'Empty stacks', color: '#8c8c8c', area: 'MT', process: 'Empty' },
];
