import { describe, expect, it } from 'vitest';
import { gateHealth, readerHealth } from './health.ts';
import { parseDeviceTopic } from './protocol.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('reader and gate health', () => {
  it('is OK within a minute, Idle up to an hour, NOK older or never', () => {
    expect(readerHealth(ago(60_000), now)).toBe('OK');
    expect(readerHealth(ago(60_001), now)).toBe('Idle');
    expect(readerHealth(ago(3_600_000), now)).toBe('Idle');
    expect(readerHealth(ago(3_600_001), now)).toBe('NOK');
    expect(readerHealth(null, now)).toBe('NOK');
  });

  it("shows a gate's worst reader", () => {
    const at = (ms: number | null) => ({ statusLastReceived: ms === null ? null : ago(ms) });
    expect(gateHealth([at(1000), at(2000)], now)).toBe('OK');
    expect(gateHealth([at(1000), at(120_000)], now)).toBe('Idle');
    expect(gateHealth([at(1000), at(null), at(120_000)], now)).toBe('NOK');
    expect(gateHealth([], now)).toBe('NOK');
  });
});

describe('device topics', () => {
  it('reads {root}/{deviceId}/{kind} and nothing else', () => {
    expect(parseDeviceTopic('yardline/devices/OCR-G1/ocr')).toEqual({
      deviceId: 'OCR-G1',
      kind: 'ocr',
    });
    expect(parseDeviceTopic('site/a/devices/RDR-1/rfid', 'site/a/devices')).toEqual({
      deviceId: 'RDR-1',
      kind: 'rfid',
    });
    expect(parseDeviceTopic('yardline/devices/OCR-G1/ack')).toBeUndefined();
    expect(parseDeviceTopic('yardline/devices/OCR-G1/ocr/extra')).toBeUndefined();
    expect(parseDeviceTopic('other/devices/OCR-G1/ocr')).toBeUndefined();
  });
});
