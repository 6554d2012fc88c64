import { describe, expect, it } from 'vitest';
import { DispatchTrailerBody, TrailersQuery, trailersRefreshMs } from './trailer.schema.ts';

describe('trailersRefreshMs', () => {
  it('refreshes only in the enterprise edition and above 30 seconds (doc 3 §9)', () => {
    expect(trailersRefreshMs(true, 60)).toBe(60_000);
    expect(trailersRefreshMs(true, 30)).toBe(false);
    expect(trailersRefreshMs(false, 60)).toBe(false);
  });
});

describe('the trailer calls', () => {
  it('dispatch in HAWK-E mode unless told otherwise', () => {
    expect(DispatchTrailerBody.parse({ trailerTagId: 'TT000001' }).dispatchMode).toBe('HAWK-E');
  });

  it('list from a 1-based skip, dispatched trailers left out by default', () => {
    expect(TrailersQuery.parse({ skip: '16', limit: '15' })).toMatchObject({
      skip: 16,
      includeDispatched: false,
      searchText: '',
    });
  });
});
