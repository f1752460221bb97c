import { startTestApi, type TestApi } from '@tests/api/harness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassicAllLocations, ClassicPlayerInfo, ClassicYesterday } from '@/contract/schemas/classic';
import type { ClassicLocation } from '@/contract/schemas/locations';
import type { PlayerData } from '@/contract/schemas/players';
import { HIDDEN_ROOM_ID } from '@/domain/constants';
import { levelStars } from '@/domain/stars';
import { queryRows } from '@/server/db/client';

let api: TestApi;
let player: { name: string; locationId: number; venues: number };
let changedYesterday: { name: string; locationId: number };

beforeAll(async () => {
  api = await startTestApi();
  const [p] = await queryRows<{ name: string; location_id: number; venues: number }>(
    api.database.db,
    sql`select p.name, min(t.location_id) as location_id, count(*)::int as venues
        from player_totals t join players p on p.id = t.player_id where t.total_score > 0
        group by p.name having count(*) > 1 order by p.name limit 1`,
  );
  // Someone whose best on a level was set today: "yesterday" must not include it.
  const [c] = await queryRows<{ name: string; location_id: number }>(
    api.database.db,
    sql`select p.name, s.location_id from scores s join players p on p.id = s.player_id join games g on g.id = s.game_id
        where s.achieved_at >= '2026-11-20T00:00:00Z' and g.room_id <> 21 order by p.name limit 1`,
  );
  player = { name: p?.name ?? '', locationId: p?.location_id ?? 0, venues: p?.venues ?? 0 };
  changedYesterday = { name: c?.name ?? '', locationId: c?.location_id ?? 0 };
});
afterAll(() => api.close());

const enc = encodeURIComponent;

describe('GET /data/processed-playerlocations/{name}', () => {
  it("lists the player's venues with their rooms, games and level tops", async () => {
    const res = await api.get(`/data/processed-playerlocations/${enc(player.name)}`);
    expect(res.status).toBe(200);
    const venues = res.body as ClassicLocation[];
    expect(venues).toHaveLength(player.venues);
    for (const v of venues) {
      expect(v.levels_count).toBe(v.rooms.flatMap((r) => r.games.flatMap((g) => g.levels)).length);
      expect(v.rankings_count).toBeGreaterThan(0);
      expect(v.rooms.map((r) => r.id)).not.toContain(HIDDEN_ROOM_ID);
    }
  });

  it("says 'Player not found' for an unknown name", async () => {
    const res = await api.get('/data/processed-playerlocations/no-such-player');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Player not found' } });
  });
});

describe('GET /data/locations/{loc}/processed-players/{name}', () => {
  it('answers the older player info with the derived per-room counts and old-ranking stars', async () => {
    const res = await api.get(`/data/locations/${player.locationId}/processed-players/${enc(player.name)}`);
    expect(res.status).toBe(200);
    const info = res.body as ClassicPlayerInfo;
    const newer = (
      await api.get(`/api/activate/players/player/${enc(player.name)}/location/${player.locationId}`)
    ).body as PlayerData;
    expect(info.local_score).toBe(newer.totalScore);
    expect(info.local_rank).toBe(newer.standing);
    expect(info.player_rank).toBe(newer.playerRank);
    expect(info.levels).toBe(newer.totalLevelCount);
    expect(info.passedLevels).toBe(newer.levelsPlayed);
    expect(info.high_scores).toHaveLength(newer.levelsPlayed);
    const stars = info.high_scores.reduce((sum, h) => sum + levelStars(h.times, h.level_id), 0);
    expect(info.starsOldRankingSystem).toBe(stars);
    expect(info.stars).toBe(stars);
    const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
    expect(sum(info.topScores)).toBe(newer.topScores);
    expect(sum(info.topScores) + sum(info.notTopScores)).toBe(newer.levelsPlayed);
    expect(sum(info.topScores) + sum(info.notTopScores) + sum(info.missingLevels)).toBe(
      newer.totalLevelCount,
    );
    expect(info.total_score).toBeGreaterThan(info.local_score);
  });
});

describe('GET /data/locations/allLocations/processed-players/{name}', () => {
  it("is not mistaken for a venue id, and lists the player's scores at every venue", async () => {
    const res = await api.get(`/data/locations/allLocations/processed-players/${enc(player.name)}`);
    expect(res.status).toBe(200);
    const all = res.body as ClassicAllLocations;
    expect(all.locations).toHaveLength(player.venues);
    for (const venue of all.locations) {
      expect(venue.local_score).toBe(venue.high_scores.reduce((s, h) => s + h.score, 0));
    }
  });
});

describe('GET /locations/{loc}/players/{name}/yesterday', () => {
  it("answers the scores as they stood at the end of yesterday, without today's improvements", async () => {
    const res = await api.get(
      `/locations/${changedYesterday.locationId}/players/${enc(changedYesterday.name)}/yesterday`,
    );
    expect(res.status).toBe(200);
    const yesterday = res.body as ClassicYesterday;
    expect(yesterday.day).toBe('2026-11-19');
    const today = (
      await api.get(
        `/data/locations/${changedYesterday.locationId}/processed-compareplayers/${enc(changedYesterday.name)}`,
      )
    ).body as { local_score: number };
    expect(yesterday.local_score).toBeLessThan(today.local_score);
    expect(yesterday.local_score).toBe(yesterday.high_scores.reduce((s, h) => s + h.score, 0));
  });

  it('refuses a venue that is not a number', async () => {
    const res = await api.get(`/locations/leeds/players/${enc(player.name)}/yesterday`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'bad_request', message: expect.stringMatching(/numeric id/) },
    });
  });
});
