import { expect, it } from 'vitest';
import { counted } from './counted.ts';

it('says one thing in the singular, and any other count in the plural', () => {
  expect(counted(1, 'page')).toBe('1 page');
  expect(counted(0, 'page')).toBe('0 pages');
  expect(counted(2, 'box', 'boxes')).toBe('2 boxes');
  expect(counted(1204, 'container')).toBe('1,204 containers');
});
