import { describe, expect, it } from 'vitest';
import { addressScope, createRefusalLimiter, refusalScopes } from './refusal-limiter.ts';

describe('the refusal limiter', () => {
  it('names the first scope over its limit, once as the first, and forgets after the window', () => {
    let clock = 0;
    const limiter = createRefusalLimiter({ now: () => clock });
    const scopes = refusalScopes('RDR-1', '192.0.2.1');
    for (let i = 0; i < 10; i++) expect(limiter.hit(scopes)).toBeUndefined();
    expect(limiter.hit(scopes)).toEqual({ over: scopes[0], first: true });
    expect(limiter.hit(scopes)).toMatchObject({ first: false });
    expect(limiter.isOver(addressScope('192.0.2.1'))).toBe(false);
    clock = 60_000;
    expect(limiter.hit(scopes)).toBeUndefined();
  });

  it('counts at most maxKeys scopes a window: one that finds no room is over', () => {
    const limiter = createRefusalLimiter({ maxKeys: 3 });
    expect(limiter.hit(refusalScopes('A', undefined))).toBeUndefined();
    expect(limiter.hit(refusalScopes('B', undefined))).toBeUndefined();
    expect(limiter.hit(refusalScopes('C', undefined))?.over.key).toBe('device:C');
  });
});
