import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS, statusColour } from './machine-status.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('statusColour (doc 2 §4)', () => {
  it('is red for Break-Down whatever the data', () => {
    expect(statusColour({ status: 'Break-Down', lastDataReceived: ago(1000) }, now)).toBe('red');
    expect(statusColour({ status: 'Break-Down', lastDataReceived: null }, now)).toBe('red');
  });

  it('is green with data within 5 minutes and orange after', () => {
    expect(STALE_AFTER_MS).toBe(300_000);
    expect(statusColour({ status: 'Working', lastDataReceived: ago(0) }, now)).toBe('green');
    expect(statusColour({ status: 'Idle', lastDataReceived: ago(300_000) }, now)).toBe('green');
    expect(statusColour({ status: 'Working', lastDataReceived: ago(300_001) }, now)).toBe('orange');
    // The browser's clock a little behind the server's.
    expect(statusColour({ status: 'Working', lastDataReceived: ago(-2000) }, now)).toBe('green');
  });

  it('is grey without data', () => {
    expect(statusColour({ status: 'Working', lastDataReceived: null }, now)).toBe('grey');
    expect(statusColour({ status: 'Working', lastDataReceived: 'soon' }, now)).toBe('grey');
  });
});
