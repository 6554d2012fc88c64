import { describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES, DispatchBody, dispatchProblem } from './dispatch.ts';
import { RETAG_MESSAGES, RetagBody, retagProblem } from './retag.ts';
import { sizeTypeCode, typeNameOf } from './size-type-code.ts';
import {
  exceedsAllowance,
  VEHICLE_GATE_IN_MESSAGES,
  VehicleGateInBody,
  vehicleGateInProblem,
} from './vehicle-gate-in.ts';

describe('dispatchProblem', () => {
  const body = (over: Record<string, unknown>) =>
    DispatchBody.parse({ containerNumber: 'MSKU1234565', dispatchTime: 1, ...over });
  it('wants an 11-character number and a dispatch time', () => {
    expect(dispatchProblem(body({}))).toBeUndefined();
    expect(dispatchProblem(body({ containerNumber: 'MSKU123' }))).toBe(
      'Enter correct container number',
    );
    expect(dispatchProblem(body({ dispatchTime: undefined }))).toBe('Enter dispatch time');
  });
  it('keeps the spec words', () => {
    expect(DISPATCH_MESSAGES.forceReason).toBe(
      'Please provide a suitable reason to dispatch this container.',
    );
    expect(DISPATCH_MESSAGES.gatePassNotFound).toBe('Gate Pass Not Found');
    expect(DISPATCH_MESSAGES.erpAlert).toBe('Alert: Container found In Erp');
  });
  it('refuses a dispatch time that is not a whole number of milliseconds', () => {
    expect(DispatchBody.safeParse({ dispatchTime: 1.5 }).success).toBe(false);
    expect(DispatchBody.safeParse({ dispatchTime: '1' }).success).toBe(false);
  });
});

describe('retagProblem', () => {
  const body = (over: Record<string, unknown>) =>
    RetagBody.parse({
      containerNumber: 'MSKU1234565',
      oldTag: '11111111',
      newTag: '22222222',
      ...over,
    });
  it.each([
    [{}, undefined],
    [{ containerNumber: '' }, RETAG_MESSAGES.number],
    [{ newTag: '' }, 'Enter new container tag'],
    [{ newTag: '2222222' }, 'New tag should be of 8 characters'],
    [{ newTag: 'Tank Tag' }, undefined],
  ])('%j → %s', (over, message) => {
    expect(retagProblem(body(over))).toBe(message);
  });
});

describe('vehicleGateInProblem', () => {
  const body = (over: Record<string, unknown>) =>
    VehicleGateInBody.parse({
      gateInType: 'Loaded Delivery',
      trailerNumber: 'MH04AB1234',
      trailerTag: 'TRL00001',
      ...over,
    });
  it.each([
    [{}, undefined],
    [{ gateInType: '' }, 'Choose gate-in type for vehicle'],
    [{ gateInType: 'Export' }, 'Choose gate-in type for vehicle'],
    [{ trailerNumber: '' }, 'Enter trailer number'],
    [{ trailerTag: '' }, 'Enter trailer tag'],
    [{ trailerTag: 'TRL0001' }, 'Trailer tag should be of 8 characters'],
  ])('%j → %s', (over, message) => {
    expect(vehicleGateInProblem(body(over))).toBe(message);
  });
  it('takes each trailer gate-in kind', () => {
    for (const gateInType of ['Import', 'Loaded Delivery', 'De-stuff Delivery', 'Empty Delivery']) {
      expect(vehicleGateInProblem(body({ gateInType }))).toBeUndefined();
    }
  });
  it('warns when the allowance is reached', () => {
    expect(exceedsAllowance({ gatedInCount: 4, allowedCount: 4 })).toBe(true);
    expect(exceedsAllowance({ gatedInCount: 3, allowedCount: 4 })).toBe(false);
    expect(VEHICLE_GATE_IN_MESSAGES.countAlert('Loaded Delivery', 'Om Logistics')).toBe(
      'Gate In Count will exceed Allowed Vechile Count for process Loaded Delivery and CHA Om Logistics. Do you want to proceed?',
    );
  });
});

describe('sizeTypeCode', () => {
  it.each([
    ['20', 'GP', '22G1'],
    ['40', 'GP', '42G1'],
    ['40', 'HC', '45G1'],
    ['20', 'HC', '25G1'],
    ['20', 'RF', '22R1'],
    ['40', 'RF', '45R1'],
    ['20', 'TK', '22T6'],
    ['40', 'TK', '42T6'],
    ['45', 'HC', 'L5G1'],
  ])('%s %s → %s', (size, type, code) => {
    expect(sizeTypeCode(size, type)).toBe(code);
  });
  it('knows nothing of other sizes and types', () => {
    expect(sizeTypeCode('30', 'GP')).toBeUndefined();
    expect(sizeTypeCode('20', 'XX')).toBeUndefined();
  });
});

describe('typeNameOf', () => {
  it.each([
    ['22G1', 'GP'],
    ['45G1', 'HC'],
    ['45R1', 'RF'],
    ['22T6', 'TK'],
    ['42U1', 'OT'],
    ['42P1', 'FR'],
    ['????', 'GP'],
  ])('%s → %s', (code, name) => {
    expect(typeNameOf(code)).toBe(name);
  });
});
