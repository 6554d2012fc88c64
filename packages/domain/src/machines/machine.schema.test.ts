import { describe, expect, it } from 'vitest';
import { CommaIds } from '../common/record-id.ts';
import { ItvExistsQuery, ItvInput, ItvsQuery } from './itv.schema.ts';
import { isLabelLetter, LABEL_LETTERS, MachineInput } from './machine.schema.ts';

describe('machine labels (doc 3 §9)', () => {
  it('are the letters A to Z without Y', () => {
    expect(LABEL_LETTERS).toHaveLength(25);
    expect(LABEL_LETTERS).not.toContain('Y');
    expect(LABEL_LETTERS[0]).toBe('A');
    expect(LABEL_LETTERS.at(-1)).toBe('Z');
    expect(isLabelLetter('Y')).toBe(false);
    expect(isLabelLetter('AB')).toBe(false);
    expect(isLabelLetter('')).toBe(false);
  });

  it('are read in capitals; Y and two letters are refused', () => {
    const base = { machineName: 'RS-01', machineType: 'Reach-Stacker' };
    expect(MachineInput.parse({ ...base, label: 'c' }).label).toBe('C');
    expect(MachineInput.safeParse({ ...base, label: 'y' }).success).toBe(false);
    expect(MachineInput.safeParse({ ...base, label: 'AB' }).success).toBe(false);
  });
});

describe('MachineInput', () => {
  it('fills the defaults and trims the name', () => {
    expect(MachineInput.parse({ machineName: ' RS-01 ', machineType: 'Fork-Lift' })).toEqual({
      machineName: 'RS-01',
      machineType: 'Fork-Lift',
      machineStatus: 'Working',
      label: null,
      isrfidInstalled: false,
      zone: null,
      lat: null,
      lng: null,
    });
  });

  it('refuses an unknown type, a blank name and half a position', () => {
    expect(MachineInput.safeParse({ machineName: 'X', machineType: 'Crane' }).success).toBe(false);
    expect(MachineInput.safeParse({ machineName: ' ', machineType: 'Fork-Lift' }).success).toBe(
      false,
    );
    expect(
      MachineInput.safeParse({ machineName: 'X', machineType: 'Fork-Lift', lat: 18.9 }).success,
    ).toBe(false);
  });
});

describe('ITV calls', () => {
  it('page 15 at a time from a 1-based skip (doc 2 §9)', () => {
    expect(ItvsQuery.parse({})).toEqual({ skip: 1, limit: 15 });
    expect(ItvsQuery.parse({ skip: '16' })).toEqual({ skip: 16, limit: 15 });
  });

  it('need an ITV number and a trailer number', () => {
    expect(ItvInput.safeParse({ itvNumber: 'ITV-1' }).success).toBe(false);
    expect(ItvInput.parse({ itvNumber: 'ITV-1', trailerNumber: 'MH04AB1' }).status).toBe('Working');
  });

  it('check one of ITV number or trailer number for uniqueness', () => {
    expect(ItvExistsQuery.safeParse({ itvNumber: 'ITV-1' }).success).toBe(true);
    expect(ItvExistsQuery.safeParse({}).success).toBe(false);
    expect(ItvExistsQuery.safeParse({ itvNumber: 'a', trailerNumber: 'b' }).success).toBe(false);
  });
});

describe('CommaIds', () => {
  it('reads comma-joined ids once each, refusing anything else', () => {
    expect(CommaIds.parse('3,1,3')).toEqual([3, 1]);
    for (const bad of ['', '1,', 'a', '0', '1, 2', '-1', '99999999999']) {
      expect(CommaIds.safeParse(bad).success, bad).toBe(false);
    }
  });
});
