import { describe, expect, it } from 'vitest';
import { rankSuggestions, type SuggestionCandidate, suggestionPath } from '../../src/domain/suggestions';

const candidate = (id: number, searchKey: string, popularity = 0, similarity = 0): SuggestionCandidate => ({
  id,
  name: searchKey.toUpperCase(),
  searchKey,
  popularity,
  similarity,
});

describe('rankSuggestions', () => {
  it('puts the same name first, then prefixes by popularity, then look-alikes by likeness', () => {
    const ranked = rankSuggestions('ion', [
      candidate(1, 'lion', 900, 0.5),
      candidate(2, 'ionsprinter', 100),
      candidate(3, 'ion', 5),
      candidate(4, 'ionic', 700),
      candidate(5, 'iona', 0, 0.6),
      candidate(6, 'rion', 50, 0.7),
    ]);
    expect(ranked.map((c) => c.searchKey)).toEqual(['ion', 'ionic', 'ionsprinter', 'iona', 'rion', 'lion']);
  });

  it('lists a player once even when both searches found them', () => {
    const ranked = rankSuggestions('zoe', [candidate(7, 'zoe785', 10), candidate(7, 'zoe785', 10, 0.4)]);
    expect(ranked).toHaveLength(1);
  });

  it('stops at the limit and breaks ties by the key, not by the input order', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      candidate(i + 1, `ace${String(19 - i).padStart(2, '0')}`),
    );
    const ranked = rankSuggestions('ace', many, 8);
    expect(ranked).toHaveLength(8);
    expect(ranked.map((c) => c.searchKey)).toEqual([
      'ace00',
      'ace01',
      'ace02',
      'ace03',
      'ace04',
      'ace05',
      'ace06',
      'ace07',
    ]);
    expect(rankSuggestions('ace', [...many].reverse(), 8)).toEqual(ranked);
  });
});

describe('suggestionPath', () => {
  it("opens a one-venue player's summary, and the landing's venue choice for several", () => {
    expect(suggestionPath({ name: 'Zoë 785', locations: [{ id: 3 }] })).toBe(
      '/player/Zo%C3%AB%20785/location/3/summary',
    );
    expect(suggestionPath({ name: 'Zoë&1', locations: [{ id: 3 }, { id: 4 }] })).toBe(
      '/?search=Zo%C3%AB%261',
    );
  });
});
