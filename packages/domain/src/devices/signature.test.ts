import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAtProblem } from './protocol.ts';
import { signedAtProblem, splitSignature, withSignature } from './signature.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const signature = 'ab'.repeat(32);

describe('device message signatures', () => {
  it('splits off exactly the signature member that was appended, for any JSON object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.boolean(), (fields, spaced) => {
        const body = JSON.stringify({ messageId: 'm', ...fields }, null, spaced ? 2 : undefined);
        const sent = withSignature(body, signature);
        expect(JSON.parse(sent).signature).toBe(signature);
        expect(splitSignature(`${sent}\n`)).toEqual({ body, signature });
      }),
    );
  });

  it('finds no signature unless it is the last member, in lowercase hex', () => {
    expect(splitSignature(`{"signature":"${signature}","messageId":"m"}`)).toBeUndefined();
    expect(
      splitSignature(`{"messageId":"m","signature":"${signature.toUpperCase()}"}`),
    ).toBeUndefined();
    expect(splitSignature('{"messageId":"m"}')).toBeUndefined();
  });

  it('takes a signature within 5 minutes of now, either way', () => {
    expect(signedAtProblem(at(-5 * 60_000), now)).toBeUndefined();
    expect(signedAtProblem(at(5 * 60_000), now)).toBeUndefined();
    expect(signedAtProblem(at(-5 * 60_000 - 1), now)).toMatch(/more than 5 minutes/);
    expect(signedAtProblem(at(5 * 60_000 + 1), now)).toMatch(/check the device's clock/);
  });

  it('takes a readAt from 24 hours back to 5 minutes ahead', () => {
    expect(readAtProblem(at(-24 * 3_600_000), now)).toBeUndefined();
    expect(readAtProblem(at(5 * 60_000), now)).toBeUndefined();
    expect(readAtProblem(at(-24 * 3_600_000 - 1), now)).toMatch(/^readAt .* is not within/);
    expect(readAtProblem('2099-01-01T00:00:00Z', now)).toBe(
      "readAt 2099-01-01T00:00:00Z is not within 24 hours before and 5 minutes after the server's time (2026-11-23T12:00:00.000Z).",
    );
  });
});
