import { beforeEach, describe, expect, it } from 'vitest';
import { clearSearch, searchPlayer } from '../../src/stores/player-search';
import { $didYouMean, $typeAhead, clearSuggestions, suggestNames } from '../../src/stores/player-suggestions';
import { stubTheWorld } from '../support/stub-world';
import { suggestFromWorld } from './fixtures/suggestions';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest((stub) =>
  stubTheWorld(stub).on('suggestPlayers', ({ query }) => suggestFromWorld(query.q, query.locationId)),
);
// A player with scores and a name longer than five characters.
const someone = 'Traveller';

beforeEach(() => {
  clearSuggestions();
  clearSearch();
});

describe('the type-ahead store', () => {
  it('asks nothing under two characters', async () => {
    const loading: boolean[] = [];
    const stop = $typeAhead.listen((s) => loading.push(s.loading));
    await suggestNames(' x ');
    stop();
    expect(loading).toEqual([false]);
    expect($typeAhead.get()).toEqual({ text: 'x', loading: false, error: null, items: [] });
    expect(api.stub.calls('suggestPlayers').map((c) => c.query)).not.toContainEqual({ q: 'x' });
  });

  it('keeps only the answer for the latest text: an older one never replaces it', async () => {
    const shown: string[][] = [];
    const stop = $typeAhead.listen((s) => {
      if (!s.loading) shown.push(s.items.map((i) => i.name));
    });
    const older = suggestNames('zz-nobody-qq');
    const newer = suggestNames(someone.slice(0, 4));
    await Promise.all([older, newer]);
    stop();
    expect($typeAhead.get().text).toBe(someone.slice(0, 4));
    expect($typeAhead.get().items.map((i) => i.name)).toContain(someone);
    // Only one settled state was ever shown: the newer one.
    expect(shown).toHaveLength(1);
  });
});

describe("'Did you mean' after a search that found nobody", () => {
  it('offers the name a typo meant, and forgets it on the next search', async () => {
    const typo = `${someone.slice(0, -1)}${someone.endsWith('q') ? 'x' : 'q'}`;
    await searchPlayer(typo);
    expect(api.stub.calls('suggestPlayers').map((c) => c.query)).toContainEqual({ q: typo });
    expect($didYouMean.get().data.map((s) => s.name)).toContain(someone);
    await searchPlayer(someone);
    expect($didYouMean.get().data).toEqual([]);
  });
});
