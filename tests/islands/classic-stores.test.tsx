import { beforeEach, describe, expect, it } from 'vitest';
import { LEADERBOARD_FAILED, PLAYER_DATA_FAILED, PLAYER_NOT_FOUND } from '../../src/domain/messages';
import { $boundPlayers, bindPlayer } from '../../src/stores/bound-players';
import {
  $comparedPlayers,
  $compareEntry,
  $compareSearch,
  COMPARE_FAILED,
  clearComparedPlayers,
  clearCompareSearch,
  comparePlayers,
  removeComparedPlayer,
  setCompareEntry,
  setCompareLocation,
} from '../../src/stores/classic-compare';
import {
  $allLocations,
  $yesterday,
  compareWithOtherLocations,
  compareWithYesterday,
} from '../../src/stores/classic-comparisons';
import { $comparisonColumns } from '../../src/stores/classic-games';
import {
  $venueBoard,
  $worldBoard,
  loadVenueBoard,
  loadWorldBoard,
} from '../../src/stores/classic-leaderboards';
import {
  $classicLocations,
  $locationSelectOpen,
  clearLookup,
  LOCATIONS_FAILED,
  lookUpPlayer,
} from '../../src/stores/classic-lookup';
import { $classicPlayer, clearPlayer, goBack, loadClassicPlayer } from '../../src/stores/classic-player';
import { $classicRoute, navigate, openPlayer, showScreen } from '../../src/stores/classic-route';
import { stubTheWorld, venuesOf } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest(stubTheWorld);
// A player at two venues, one at a single venue, and the best other player at that venue.
const traveller = { name: 'Traveller', venues: venuesOf('Traveller') };
const homebody = { name: 'Homebody', venues: venuesOf('Homebody') };
const rival = 'Rival';

/** Records a loadable store's states while an action runs: loading, error and how much data. */
async function transitions<T>(
  store: { listen(cb: (s: { loading: boolean; error: string | null; data: T }) => void): () => void },
  size: (data: T) => number,
  action: () => Promise<void>,
) {
  const seen: Array<{ loading: boolean; error: string | null; size: number }> = [];
  const stop = store.listen((s) => seen.push({ loading: s.loading, error: s.error, size: size(s.data) }));
  await action();
  stop();
  return seen;
}

beforeEach(() => {
  clearPlayer();
  clearLookup();
  clearComparedPlayers();
  navigate({ kind: 'lookup' }, { replace: true });
  $boundPlayers.set({});
});

describe('the lookup store', () => {
  it('goes loading -> success, and opens the location select for a player with several venues', async () => {
    const seen = await transitions(
      $classicLocations,
      (d) => d.length,
      () => lookUpPlayer(`  ${traveller.name} `),
    );
    expect(seen).toEqual([
      { loading: true, error: null, size: 0 },
      { loading: false, error: null, size: traveller.venues.length },
    ]);
    expect($locationSelectOpen.get()).toBe(true);
    expect($classicRoute.get()).toEqual({ kind: 'lookup' });
  });

  it('opens the player screen at once for a player with one venue', async () => {
    await lookUpPlayer(homebody.name);
    expect($locationSelectOpen.get()).toBe(false);
    expect($classicRoute.get()).toEqual({
      kind: 'player',
      player: homebody.name,
      location: homebody.venues[0]?.id,
      screen: 'summary',
    });
    expect(window.location.search).toBe(
      `?player=${encodeURIComponent(homebody.name)}&location=${homebody.venues[0]?.id}&screen=summary`,
    );
  });

  it("searches a bound key's profile name", async () => {
    bindPlayer('me', homebody.name);
    await lookUpPlayer('ME');
    expect($classicRoute.get()).toMatchObject({ kind: 'player', player: homebody.name });
  });

  it("goes loading -> failure with 'Player not found', emptying the list", async () => {
    await lookUpPlayer(traveller.name);
    const seen = await transitions(
      $classicLocations,
      (d) => d.length,
      () => lookUpPlayer('nobody-by-this-name'),
    );
    expect(seen).toEqual([
      { loading: true, error: null, size: 0 },
      { loading: false, error: PLAYER_NOT_FOUND, size: 0 },
    ]);
  });

  it('says it could not fetch the locations when the database fails', async () => {
    api.stub.failAll(503);
    await lookUpPlayer(traveller.name);
    expect($classicLocations.get()).toMatchObject({ loading: false, error: LOCATIONS_FAILED, data: [] });
  });

  it('does nothing for a blank name', async () => {
    const seen = await transitions(
      $classicLocations,
      (d) => d.length,
      () => lookUpPlayer('   '),
    );
    expect(seen).toEqual([]);
  });
});

describe('the player store and navigation', () => {
  it('goes loading -> success with the player info', async () => {
    const venue = homebody.venues[0]?.id ?? 0;
    const seen = await transitions(
      $classicPlayer,
      (d) => (d ? 1 : 0),
      () => loadClassicPlayer(homebody.name, venue),
    );
    expect(seen).toEqual([
      { loading: true, error: null, size: 0 },
      { loading: false, error: null, size: 1 },
    ]);
    expect($classicPlayer.get().data?.player_name).toBe(homebody.name);
  });

  it("goes loading -> failure with 'Could not fetch player data'", async () => {
    await loadClassicPlayer(homebody.name, homebody.venues[0]?.id ?? 0);
    const seen = await transitions(
      $classicPlayer,
      (d) => (d ? 1 : 0),
      () => loadClassicPlayer('nobody-by-this-name', 1),
    );
    expect(seen).toEqual([
      { loading: true, error: null, size: 0 },
      { loading: false, error: PLAYER_DATA_FAILED, size: 0 },
    ]);
  });

  it('goes Back from a sub-menu to the Account Summary, then clears the search and returns to lookup', async () => {
    await lookUpPlayer(homebody.name);
    showScreen('games', 3);
    expect($classicRoute.get()).toMatchObject({ screen: 'games', room: 3 });
    goBack();
    expect($classicRoute.get()).toMatchObject({ kind: 'player', screen: 'summary' });
    expect($classicLocations.get().data.length).toBe(1);
    goBack();
    expect($classicRoute.get()).toEqual({ kind: 'lookup' });
    expect($classicLocations.get()).toEqual({ loading: false, error: null, data: [] });
    expect(window.location.search).toBe('');
  });

  it('follows the browser’s Back and Forward buttons', async () => {
    openPlayer(homebody.name, 1);
    showScreen('leaderboard');
    const stop = $classicRoute.listen(() => {});
    window.history.back();
    await expect.poll(() => $classicRoute.get(), { timeout: 60_000 }).toMatchObject({ screen: 'summary' });
    stop();
  });
});

describe('the compare store', () => {
  const here = () => homebody.venues[0]?.id ?? 0;

  it('appends the fetched players and skips the shown player and those already compared', async () => {
    setCompareLocation(here());
    setCompareEntry(`${rival}; ${homebody.name}`);
    await comparePlayers(homebody.name);
    expect($comparedPlayers.get().map((p) => p.playerName)).toEqual([rival]);
    expect($compareEntry.get()).toBe('');
    setCompareEntry(rival.toUpperCase());
    await comparePlayers(homebody.name);
    expect($comparedPlayers.get()).toHaveLength(1);
  });

  it("keeps the list and shows 'Could not fetch player to compare', naming the player, when one cannot be fetched", async () => {
    setCompareLocation(here());
    setCompareEntry(rival);
    await comparePlayers(homebody.name);
    setCompareEntry('nobody-by-this-name');
    const seen = await transitions(
      $compareSearch,
      (d) => d.length,
      () => comparePlayers(homebody.name),
    );
    expect(seen).toEqual([
      { loading: true, error: null, size: 0 },
      { loading: false, error: `${COMPARE_FAILED}: nobody-by-this-name`, size: 0 },
    ]);
    expect($comparedPlayers.get().map((p) => p.playerName)).toEqual([rival]);
    // The failed entry stays for correcting; clearing the previous search forgets it and the error.
    expect($compareEntry.get()).toBe('nobody-by-this-name');
    clearCompareSearch();
    expect($compareEntry.get()).toBe('');
    expect($compareSearch.get().error).toBeNull();
  });

  it('appends the players it finds and names those it does not, leaving them in the box', async () => {
    setCompareLocation(here());
    setCompareEntry(`${rival}; nosuch; ${homebody.name}; nor-this-one`);
    await comparePlayers(homebody.name);
    expect($comparedPlayers.get().map((p) => p.playerName)).toEqual([rival]);
    expect($compareSearch.get().error).toBe(`${COMPARE_FAILED}: nosuch, nor-this-one`);
    expect($compareEntry.get()).toBe('nosuch; nor-this-one');
  });

  it('removes a player by case-insensitive name, and clears the list', async () => {
    setCompareLocation(here());
    setCompareEntry(rival);
    await comparePlayers(homebody.name);
    removeComparedPlayer(rival.toLowerCase());
    expect($comparedPlayers.get()).toEqual([]);
    setCompareEntry(rival);
    await comparePlayers(homebody.name);
    clearComparedPlayers();
    expect($comparedPlayers.get()).toEqual([]);
  });

  it('does nothing without a location', async () => {
    setCompareLocation(null);
    setCompareEntry(rival);
    const seen = await transitions(
      $compareSearch,
      (d) => d.length,
      () => comparePlayers(homebody.name),
    );
    expect(seen).toEqual([]);
  });
});

describe('comparing with yesterday or other locations', () => {
  it('keeps only one of the two: loading one clears the other', async () => {
    const venue = traveller.venues[0]?.id ?? 0;
    openPlayer(traveller.name, venue);
    await compareWithYesterday(traveller.name, venue);
    expect($yesterday.get().data?.player_name).toBe(traveller.name);
    expect($comparisonColumns.get().map((c) => c.label)).toEqual(['Yesterday']);
    await compareWithOtherLocations(traveller.name);
    expect($yesterday.get().data).toBeNull();
    expect($allLocations.get().data?.locations.length).toBe(traveller.venues.length);
    // The shown venue is not compared with itself.
    expect($comparisonColumns.get().map((c) => c.label)).toEqual(
      traveller.venues.slice(1).map((v) => v.name),
    );
    await compareWithYesterday(traveller.name, venue);
    expect($allLocations.get().data).toBeNull();
  });
});

describe('the leaderboard stores', () => {
  it('go loading -> success with the venue board and the world board', async () => {
    const venue = homebody.venues[0]?.name ?? '';
    const seen = await transitions(
      $venueBoard,
      (d) => d.length,
      () => loadVenueBoard(venue),
    );
    expect(seen[0]).toEqual({ loading: true, error: null, size: 0 });
    expect(seen[1]?.size).toBeGreaterThan(0);
    await loadWorldBoard();
    expect($worldBoard.get().data.every((e) => typeof e.city === 'string')).toBe(true);
  });

  it('fail with their message, emptying the list', async () => {
    api.stub.failAll(503);
    await loadWorldBoard();
    expect($worldBoard.get()).toEqual({ loading: false, error: LEADERBOARD_FAILED, data: [] });
  });
});
