import { describe, expect, it } from 'vitest';
import { dispatchRows, gateInRows } from './batch.ts';

describe('gateInRows', () => {
  it('reads each row as a single gate-in, a missing tag as the placeholder', () => {
    const rows = gateInRows(
      ['Container No.', 'Size', 'Gate-in type', 'Trailer number', 'Trailer tag', 'IGM'],
      [['MSKU1234565', '20', 'Import', 'MH12AB1234', 'TT000001', '2001234']],
    );
    expect(rows).toEqual([
      {
        container1Data: {
          containerNumber: 'MSKU1234565',
          containerSize: '20',
          gateInPurpose: 'Import',
          tagId: 'DummyTag',
          containerType: 'GP',
          igm: '2001234',
        },
        trailerNumber: 'MH12AB1234',
        trailerTag1: 'TT000001',
      },
    ]);
  });

  it('needs the columns the gate needs', () => {
    expect(gateInRows(['Container number', 'Size'], [])).toBeUndefined();
  });
});

describe('dispatchRows', () => {
  it('forces a row that gives a reason', () => {
    expect(
      dispatchRows(
        ['Container number', 'Reason'],
        [
          ['MSKU1234565', ''],
          ['TGHU7654320', 'Sold'],
        ],
        5,
      ),
    ).toEqual([
      { containerNumber: 'MSKU1234565', dispatchTime: 5, forceDispatch: false, gateOutDetails: {} },
      {
        containerNumber: 'TGHU7654320',
        dispatchTime: 5,
        forceDispatch: true,
        gateOutDetails: { forceDispatchReason: 'Sold' },
      },
    ]);
    expect(dispatchRows(['Box'], [], 5)).toBeUndefined();
  });
});
