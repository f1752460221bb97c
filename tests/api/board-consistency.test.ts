import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassicYesterday } from '../../src/contract/schemas/classic';
import type { Leaderboard, LeaderboardEntry } from '../../src/contract/schemas/leaderboards';
import type { CachedProfiles, PlayerData } from '../../src/contract/schemas/players';
import { PLACEHOLDER_RANK } from '../../src/domain/constants';
import { dayEnd, yearStart } from '../../src/domain/days';
import { amountChange, rankChange } from '../../src/domain/rank-change';
import { dayClock } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { snapshotTrackedProfiles } from '../../src/server/services/profile-snapshots';
import { entrantEvents } from '../support/entrants';
import { importEvents } from '../support/events';
import { openTestDatabase, startTestApi, TEST_NOW, type TestApi } from './harness';

/**
 * The day-over-day figures of every player of every seeded board, as each place shows them: the
 * venue board, the world board, the yesterday endpoint and the summary (the player's figures
 * against their profile at yesterday's close, with the summary's own rule for changes). Today
 * brings new entrants, so the rule for players absent from yesterday's top 100 is checked too.
 */
let api: TestApi;
let venues: Array<{ id: number; name: string }>;
const enc = encodeURIComponent;

const board = async (name: string) => {
  const res = await api.get(`/api/leaderboards/${enc(name)}`);
  expect(res.status).toBe(200);
  return res.body as Leaderboard;
};

beforeAll(async () => {
  const database = await openTestDatabase();
  await importEvents(
    database,
    await entrantEvents(database, new Date(TEST_NOW.getTime() - 600_000)),
    TEST_NOW,
  );
  // Everyone on a board is tracked, with a profile as it stood at yesterday's close.
  await database.db.execute(sql`
    insert into tracked_profiles (player_id, chat_user_id, since)
    select distinct player_id, 'test-' || player_id, now() from player_totals where total_score > 0
    on conflict do nothing`);
  api = await startTestApi({ database });
  const day = (await board('world')).day ?? '';
  const cutoff = dayEnd(day, dayClock(api.config));
  await snapshotTrackedProfiles(database.db, day, cutoff, yearStart(new Date(cutoff.getTime() - 1), 'UTC'));
  venues = await queryRows<{ id: number; name: string }>(
    database.db,
    sql`select id, name from locations order by id`,
  );
});
afterAll(() => api.close());

/** A player's figures at a venue on the summary: today's, and their profile at yesterday's close. */
async function summary(name: string, locationId: number) {
  const player = `/api/activate/players/player/${enc(name)}/location/${locationId}`;
  const [dataAnswer, profilesAnswer] = await Promise.all([
    api.get(player),
    api.get(`${player}/cached-profiles`),
  ]);
  const data = dataAnswer.body as PlayerData;
  const profiles = profilesAnswer.body as CachedProfiles;
  const cached = profiles.cachedProfiles[data.locationName];
  if (!cached) throw new Error(`${name} has no profile at yesterday's close at ${data.locationName}`);
  return {
    data,
    rankChange: rankChange(cached.standing, data.standing),
    scoreChange: amountChange(cached.totalScore, data.totalScore),
    standingYesterday: cached.standing,
  };
}

async function yesterdayScore(name: string, locationId: number): Promise<number> {
  const res = await api.get(`/locations/${locationId}/players/${enc(name)}/yesterday`);
  expect(res.status).toBe(200);
  return (res.body as ClassicYesterday).local_score;
}

const pair = (e: LeaderboardEntry) => `${e.players}|${e.locationId}`;

/**
 * Checks every item, a few at once: on PostgreSQL the requests fill the pool's connections (on
 * PGlite, which answers one statement at a time, it changes nothing).
 */
async function checkEach<T>(items: readonly T[], check: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await check(items[next++] as T);
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
}

describe("every player's rank and score changes agree everywhere they are shown", () => {
  it('on each venue board, with the summary and the yesterday endpoint', async () => {
    let entrants = 0;
    for (const venue of venues) {
      const b = await board(venue.name);
      const before = new Map(b.yesterday.map((e) => [pair(e), e]));
      await checkEach(b.today, async (e) => {
        const who = `${e.players} at ${venue.name}`;
        const [s, closed] = await Promise.all([
          summary(e.players, venue.id),
          yesterdayScore(e.players, venue.id),
        ]);
        expect(s.data.totalScore, who).toBe(e.local_score);
        expect(s.data.standing, who).toBe(e.rank);
        expect(e.scoreDifference, who).toBe(e.local_score - closed);
        expect(s.scoreChange, who).toBe(e.scoreDifference);
        const past = before.get(pair(e));
        expect(e.isNew, who).toBe(past === undefined);
        if (past) {
          expect(e.positionDifference, who).toBe(past.rank - e.rank);
          expect(s.rankChange, who).toBe(e.positionDifference);
        } else {
          entrants++;
          // Not in yesterday's top 100: the position counts from the placeholder.
          expect(e.positionDifference, who).toBe(PLACEHOLDER_RANK - e.rank);
          expect(s.standingYesterday > 100 || closed === 0, who).toBe(true);
        }
      });
    }
    expect(entrants).toBeGreaterThan(0);
  });

  it('on the world board, with each venue board and the yesterday endpoint', async () => {
    const world = await board('world');
    const byVenue = new Map<string, LeaderboardEntry>();
    for (const venue of venues) for (const e of (await board(venue.name)).today) byVenue.set(pair(e), e);
    const before = new Map(world.yesterday.map((e) => [pair(e), e]));
    const entrants = world.today.filter((e) => e.isNew);
    expect(entrants.filter((e) => e.scoreDifference < e.local_score).length).toBeGreaterThan(0);
    await checkEach(world.today, async (e) => {
      const who = `${e.players} at venue ${e.locationId}`;
      expect(e.scoreDifference, who).toBe(e.local_score - (await yesterdayScore(e.players, e.locationId)));
      const past = before.get(pair(e));
      expect(e.isNew, who).toBe(past === undefined);
      expect(e.positionDifference, who).toBe((past?.rank ?? PLACEHOLDER_RANK) - e.rank);
      const onVenue = byVenue.get(pair(e));
      if (onVenue) expect(e.scoreDifference, who).toBe(onVenue.scoreDifference);
    });
  });
});
