import { render, screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notComparedText } from '../../src/domain/compare';
import { TEAMS_FAILED } from '../../src/domain/messages';
import { DailyVisits } from '../../src/islands/search/DailyVisits';
import { queryRows } from '../../src/server/db/client';
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
import { startTestApi, type TestApi } from '../api/harness';
import { serveOverHttp } from '../support/http-api';

let api: TestApi;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let traveller: { name: string; here: number; venues: number };
let others: string[];

const pointClientAt = (origin: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);

beforeAll(async () => {
  api = await startTestApi();
  http = await serveOverHttp(api);
  pointClientAt(http.origin);
  const [t] = await queryRows<{ name: string; here: number; venues: number }>(
    api.database.db,
    sql`select p.name, min(t.location_id) as here, count(*)::int as venues from player_totals t join players p on p.id = t.player_id
        where t.total_score > 0 group by p.name having count(*) > 1 order by p.name limit 1`,
  );
  traveller = { name: t?.name ?? '', here: t?.here ?? 0, venues: t?.venues ?? 0 };
  others = (
    await queryRows<{ name: string }>(
      api.database.db,
      sql`select p.name from player_totals t join players p on p.id = t.player_id where t.location_id = ${traveller.here}
          and p.name <> ${traveller.name} and t.total_score > 0 order by t.total_score desc limit 2`,
    )
  ).map((r) => r.name);
});
afterAll(async () => {
  await http.close();
  await api.close();
});
beforeEach(() => {
  pointClientAt(http.origin);
  clearComparisons();
  localStorage.clear();
});

describe('the daily stats store', () => {
  it('counts the visit, then goes loading -> success with the day', async () => {
    const counted = async () =>
      (
        await queryRows<{ n: number }>(
          api.database.db,
          sql`select coalesce(sum(count), 0)::int as n from daily_visits`,
        )
      )[0]?.n ?? 0;
    const before = await counted();
    const seen: Array<{ loading: boolean; visits: number | undefined }> = [];
    const stop = $dailyStats.listen((s) => seen.push({ loading: s.loading, visits: s.data?.visitsCount }));
    await loadDailyStats();
    stop();
    expect(await counted()).toBe(before + 1);
    expect(seen[0]).toEqual({ loading: true, visits: undefined });
    expect(seen[1]?.loading).toBe(false);
    expect(seen[1]?.visits).toBeGreaterThan(0);
  });

  it('fails with its message and no data when the API is unreachable, and the block stays hidden', async () => {
    pointClientAt('http://127.0.0.1:9');
    await loadDailyStats(false);
    expect($dailyStats.get()).toEqual({ loading: false, error: TEAMS_FAILED, data: null });
    const { container } = render(<DailyVisits />);
    expect(container.querySelector('.daily-visits')).toBeNull();
    // Failed for good: no longer pending, so the landing page shows what follows the block.
    expect(container.querySelector('.daily-visits-anchor--pending')).toBeNull();
  });

  it('renders the cards once loaded, with the empty texts where nobody was compared', async () => {
    // A server of its own: the browser keeps the statistics it read a minute (Cache-Control).
    const own = await startTestApi();
    const ownHttp = await serveOverHttp(own);
    try {
      await own.database.db.execute(sql`delete from daily_lookups where kind = 'compare'`);
      pointClientAt(ownHttp.origin);
      render(<DailyVisits />);
      // The store may still hold the statistics an earlier test read: wait for this server's.
      expect(await screen.findByText('No compares yet')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Most Searched' })).toBeTruthy();
    } finally {
      await ownHttp.close();
      await own.close();
    }
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
    const broken = await startTestApi();
    const brokenHttp = await serveOverHttp(broken);
    await broken.database.close();
    pointClientAt(brokenHttp.origin);
    await checkHealth();
    expect($health.get()).toMatchObject({ isUp: false, message: CHECK_FAILED });
    await brokenHttp.close();
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
    const [away] = await queryRows<{ name: string; id: number; venue: string }>(
      api.database.db,
      sql`select p.name, l.id, l.name as venue from player_totals t join players p on p.id = t.player_id
          join locations l on l.id = t.location_id
          where p.id not in (select player_id from player_totals where location_id = ${traveller.here})
          order by p.name limit 1`,
    );
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
