import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyStats } from '../../src/contract/schemas/stats';
import { notComparedText } from '../../src/domain/compare';
import { TEAMS_FAILED } from '../../src/domain/messages';
import { DailyVisits } from '../../src/islands/search/DailyVisits';
import {
  $compare,
  addComparePlayers,
  clearComparisons,
  compareWithOtherLocations,
  compareWithYesterday,
  removeComparePlayer,
} from '../../src/stores/compare';
import { $dailyStats, loadDailyStats } from '../../src/stores/daily-stats';
import { $featureFlags, $oldUI, setOldUI } from '../../src/stores/flags';
import {
  $showDifferences,
  $showTotals,
  differencesOn,
  setToggle,
  totalsOn,
} from '../../src/stores/game-preferences';
import { $health, API_UNREACHABLE, CHECK_FAILED, checkHealth } from '../../src/stores/health';
import { board, PLAYERS, stubTheWorld, VENUES, venuesOf } from '../support/stub-world';
import { pointClientAt, stubApiPerTest } from './stub-per-test';

/** Visits counted today before the test's own. */
const EARLIER_VISITS = 41;
let visits = EARLIER_VISITS;

/** Today's figures: the visits counted so far, who was searched for and who compared against. */
const dailyStats = (compared = true): DailyStats => ({
  day: '2026-11-19',
  visitsCount: visits,
  searchedPlayers: [
    { playerName: 'Traveller', count: 7, locationId: 1, locationName: 'Leeds Grid' },
    { playerName: 'Faraway', count: 2, locationId: 3, locationName: 'Hull Press' },
  ],
  comparedPlayers: compared
    ? [{ playerName: 'Rival', count: 3, locationId: 1, locationName: 'Leeds Grid' }]
    : [],
});

const api = stubApiPerTest((stub) => {
  visits = EARLIER_VISITS;
  stubTheWorld(stub)
    .on('countVisit', () => {
      visits += 1;
      return { visitsCount: visits };
    })
    .on('dailyStats', () => dailyStats())
    .on('lastUpdated', () => ({
      players: '2026-11-19T06:00:00.000Z',
      leaderboards: '2026-11-19T06:00:00.000Z',
    }));
});

// A player at several venues, checked at the first of them; the two best other players there.
const travellerVenues = venuesOf('Traveller');
const traveller = {
  name: 'Traveller',
  here: Math.min(...travellerVenues.map((v) => v.id)),
  venues: travellerVenues.length,
};
const others = board(traveller.here)
  .map((e) => e.players)
  .filter((name) => name !== traveller.name)
  .slice(0, 2);

beforeEach(() => {
  clearComparisons();
  localStorage.clear();
});

describe('the daily stats store', () => {
  it('counts the visit, then goes loading -> success with the day', async () => {
    const before = api.stub.calls('countVisit').length;
    const seen: Array<{ loading: boolean; visits: number | undefined }> = [];
    const stop = $dailyStats.listen((s) => seen.push({ loading: s.loading, visits: s.data?.visitsCount }));
    await loadDailyStats();
    stop();
    expect(api.stub.calls('countVisit')).toHaveLength(before + 1);
    // Counted first, so the day's figures read after include this visit.
    expect(api.stub.calls().map((c) => c.endpoint)).toEqual(['countVisit', 'dailyStats']);
    expect(seen[0]).toEqual({ loading: true, visits: undefined });
    expect(seen[1]?.loading).toBe(false);
    // The day's count, this visit included.
    expect(seen[1]?.visits).toBe(EARLIER_VISITS + 1);
  });

  it('fails with its message and no data when the API is unreachable, and the block stays hidden', async () => {
    pointClientAt('http://127.0.0.1:9');
    await loadDailyStats(false);
    expect($dailyStats.get()).toEqual({ loading: false, error: TEAMS_FAILED, data: null });
    const states: unknown[] = [];
    const stop = $dailyStats.listen((s) => states.push(s));
    const { container } = render(<DailyVisits />);
    expect(container.querySelector('.daily-visits')).toBeNull();
    // Failed for good: no longer pending, so the landing page shows what follows the block.
    expect(container.querySelector('.daily-visits-anchor--pending')).toBeNull();
    // The block's own load (still unreachable) fails too, and leaves it so; it ends here, so no
    // request of it reaches a later test's API.
    await waitFor(() => expect(states.at(-1)).toEqual({ loading: false, error: TEAMS_FAILED, data: null }));
    stop();
    expect(states[0]).toMatchObject({ loading: true });
    expect(container.querySelector('.daily-visits')).toBeNull();
    expect(container.querySelector('.daily-visits-anchor--pending')).toBeNull();
  });

  it('renders the cards once loaded, with the empty texts where nobody was compared', async () => {
    // Nobody compared against today (the other tests' figures have someone).
    api.stub.on('dailyStats', () => dailyStats(false));
    render(<DailyVisits />);
    // The store may still hold the statistics an earlier test read: wait for these.
    expect(await screen.findByText('No compares yet')).toBeTruthy();
    const searched = screen.getByRole('region', { name: 'Most Searched' });
    expect(within(searched).getByText('Traveller')).toBeTruthy();
    expect(api.stub.calls('countVisit')).toHaveLength(1);
  });
});

describe('the health store', () => {
  it('is up after a healthy check', async () => {
    await checkHealth();
    expect($health.get()).toMatchObject({ isUp: true, message: 'OK' });
  });

  it("says 'API unreachable' when nothing answers, and 'Check failed' when the database is gone", async () => {
    pointClientAt('http://127.0.0.1:9');
    await checkHealth();
    expect($health.get()).toMatchObject({ isUp: false, message: API_UNREACHABLE });
    // The API answers, but its database is down.
    api.stub.failAll(503);
    pointClientAt(api.stub.origin);
    await checkHealth();
    expect($health.get()).toMatchObject({ isUp: false, message: CHECK_FAILED });
    // It was the API that answered (with its error), not nothing.
    expect(api.stub.calls('healthCheck')).not.toHaveLength(0);
  });
});

describe('the compare store', () => {
  it('appends fetched players, skipping the current player and repeats, and removes by name in any case', async () => {
    await addComparePlayers(
      `${others[0]}; ${traveller.name.toUpperCase()} ;${others[1]};${others[0]}`,
      traveller.here,
      traveller.name,
    );
    expect($compare.get().columns.map((c) => c.playerName)).toEqual(others);
    // Neither the current player nor a repeat was even fetched.
    expect(api.stub.calls('playerToCompare').map((c) => c.params)).toEqual(
      others.map((playerName) => ({ playerName, locationId: traveller.here })),
    );
    removeComparePlayer(others[0]?.toUpperCase() ?? '');
    expect($compare.get().columns.map((c) => c.playerName)).toEqual([others[1]]);
  });

  it('explains a name that cannot be compared instead of dropping it, and keeps the list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await addComparePlayers('nobody-by-this-name', traveller.here, traveller.name);
    expect($compare.get()).toEqual({
      columns: [],
      loading: false,
      notCompared: [{ name: 'nobody-by-this-name', venues: [] }],
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Could not fetch player to compare'),
      expect.anything(),
    );
    log.mockRestore();
  });

  it('names the venues a player plays at when they do not play at the chosen one', async () => {
    const name = Object.keys(PLAYERS).find((n) => !venuesOf(n).some((v) => v.id === traveller.here));
    const venue = VENUES.find((v) => v.id === venuesOf(name ?? '')[0]?.id);
    const away = name && venue ? { name, id: venue.id, venue: venue.name } : undefined;
    expect(away).toBeDefined();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await addComparePlayers(away?.name ?? '', traveller.here, traveller.name);
    const [problem] = $compare.get().notCompared;
    expect(problem?.name).toBe(away?.name);
    expect(problem?.venues).toContainEqual({ id: away?.id, name: away?.venue });
    expect(notComparedText(problem?.name ?? '', problem?.venues)).toContain(`plays at`);
    // Compared there, the name is no longer a problem.
    await addComparePlayers(away?.name ?? '', away?.id ?? 0, traveller.name);
    expect($compare.get().notCompared).toEqual([]);
    expect($compare.get().columns.map((c) => c.playerName)).toEqual([away?.name]);
    vi.restoreAllMocks();
  });

  it('compares with yesterday or with the other venues, never both', async () => {
    await compareWithYesterday(true, traveller.name, traveller.here);
    expect($compare.get().columns.map((c) => c.kind)).toEqual(['yesterday']);
    await compareWithOtherLocations(true, traveller.name, traveller.here);
    expect($compare.get().columns.map((c) => c.kind)).toEqual(Array(traveller.venues - 1).fill('location'));
    await compareWithYesterday(true, traveller.name, traveller.here);
    expect($compare.get().columns.map((c) => c.kind)).toEqual(['yesterday']);
    await compareWithYesterday(false, traveller.name, traveller.here);
    expect($compare.get().columns).toEqual([]);
  });
});

describe('stored preferences', () => {
  it("keep the games toggles as 'true' or 'false', differences on at first only with a cached profile", () => {
    expect(totalsOn($showTotals.get())).toBe(false);
    expect(differencesOn($showDifferences.get(), true)).toBe(true);
    expect(differencesOn($showDifferences.get(), false)).toBe(false);
    setToggle('totals', true);
    setToggle('differences', false);
    expect(localStorage.getItem('showTotalScorePerGame')).toBe('true');
    expect(localStorage.getItem('showDifferencesFromCachedProfile')).toBe('false');
    expect(document.documentElement.dataset.showTotals).toBe('true');
    expect(differencesOn($showDifferences.get(), true)).toBe(false);
  });

  it('keep the oldUI flag in the feature-flags map, keeping the other flags', () => {
    $featureFlags.set({ somethingElse: true });
    setOldUI(true);
    expect(JSON.parse(localStorage.getItem('featureFlags') ?? '{}')).toEqual({
      somethingElse: true,
      oldUI: true,
    });
    expect($oldUI.get()).toBe(true);
    expect(document.documentElement.dataset.ui).toBe('old');
    setOldUI(false);
    expect($oldUI.get()).toBe(false);
  });
});
