import { startTestApi, TEST_NOW, type TestApi } from '@tests/api/harness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadToHead } from '@/contract/schemas/head-to-head';
import type { Leaderboard } from '@/contract/schemas/leaderboards';
import type { ComparePlayer, PlayerData } from '@/contract/schemas/players';
import { HIDDEN_ROOM_ID } from '@/domain/constants';
import { levelFigures } from '@/domain/levels';
import { playerRank } from '@/domain/rank';
import { queryRows } from '@/server/db/client';
import { playerData, profileAsOf, venueReplay } from '@/server/services/player-data';
import { loadVenueState } from '@/server/services/venue-state';

let api: TestApi;
let tracked: { name: string; locationId: number; locationName: string };
let untracked: { name: string; locationId: number };

beforeAll(async () => {
  api = await startTestApi();
  const [t] = await queryRows<{ name: string; location_id: number; location: string }>(
    api.database.db,
    sql`select p.name, s.location_id, l.name as location from profile_snapshots s
        join players p on p.id = s.player_id join locations l on l.id = s.location_id order by s.player_id, s.location_id limit 1`,
  );
  const [u] = await queryRows<{ name: string; location_id: number }>(
    api.database.db,
    sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        where t.player_id not in (select player_id from tracked_profiles) and t.total_score > 0
        order by t.total_score desc limit 1`,
  );
  tracked = { name: t?.name ?? '', locationId: t?.location_id ?? 0, locationName: t?.location ?? '' };
  untracked = { name: u?.name ?? '', locationId: u?.location_id ?? 0 };
});
afterAll(() => api.close());

const path = (name: string, locationId: number, rest = '') =>
  `/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}${rest}`;

describe('GET /api/activate/players/player/{name}/location/{id}', () => {
  it('answers every figure the summary shows, agreeing with the levels it lists', async () => {
    const res = await api.get(path(untracked.name, untracked.locationId));
    expect(res.status).toBe(200);
    const data = res.body as PlayerData;
    const figures = levelFigures(
      data.scores.map((s) => ({
        roomId: 0,
        gameId: s.gameId,
        levelId: s.levelId,
        highScore: s.highScore,
        topScore: s.topScore,
        times: 0,
      })),
    );
    expect(data.playerName).toBe(untracked.name);
    expect(data.locationId).toBe(untracked.locationId);
    expect(data.totalScore).toBe(figures.totalScore);
    expect(data.maximumScore).toBe(figures.maximumScore);
    expect(data.levelsPlayed).toBe(figures.levelsPlayed);
    expect(data.topScores).toBe(figures.topScores);
    expect(data.totalLevelCount).toBe(data.scores.length);
    expect(data.playerRank).toBe(playerRank(data.totalScore));
    const [higher] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from player_totals where location_id = ${untracked.locationId} and total_score > ${data.totalScore}`,
    );
    expect(data.standing).toBe(1 + (higher?.n ?? -1));
    for (const s of data.scores) expect(s.highScore).toBeLessThanOrEqual(s.topScore);
  });

  it('groups the same levels by room, then game, and never shows the hidden room', async () => {
    const data = (await api.get(path(untracked.name, untracked.locationId))).body as PlayerData;
    const flattened = data.groupedRoomScores.flatMap((r) => r.games.flatMap((g) => g.scores));
    // The names are on the room and the game, not repeated on each level.
    expect(flattened).toEqual(data.scores.map(({ roomName: _r, gameName: _g, ...level }) => level));
    expect(data.groupedRoomScores.map((r) => r.roomId)).not.toContain(HIDDEN_ROOM_ID);
    for (const room of data.groupedRoomScores) {
      for (const game of room.games)
        expect(game.scores.map((s) => s.levelId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });

  it("lists the player's league teams", async () => {
    const [member] = await queryRows<{ name: string; location_id: number; teams: number }>(
      api.database.db,
      sql`select p.name, min(t.location_id) as location_id, count(*)::int as teams from agl_team_players tp
          join players p on p.id = tp.player_id join player_totals t on t.player_id = p.id
          group by p.name order by count(*) desc, p.name limit 1`,
    );
    const data = (await api.get(path(member?.name ?? '', member?.location_id ?? 0))).body as PlayerData;
    expect(data.aglTeams.length).toBeGreaterThan(0);
    for (const team of data.aglTeams) {
      expect(team.players.map((p) => p.toLowerCase())).toContain((member?.name ?? '').toLowerCase());
      expect([1, 2]).toContain(team.season);
    }
  });

  it("answers the product's message for an unknown player, and for a player who never played at the venue", async () => {
    const unknown = await api.get(path('nobody-at-all', untracked.locationId));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'No player was found.' } });
    const [elsewhere] = await queryRows<{ id: number }>(
      api.database.db,
      sql`select id from locations where id not in (select location_id from player_totals t join players p on p.id = t.player_id
          where p.name = ${untracked.name}) order by id limit 1`,
    );
    const res = await api.get(path(untracked.name, elsewhere?.id ?? 0));
    expect(res.status).toBe(404);
    const badVenue = await api.get(path(untracked.name, 99999));
    expect(badVenue.body).toEqual({ error: { code: 'not_found', message: 'Location not found.' } });
    const notANumber = await api.get(path(untracked.name, 0).replace('/0', '/abc'));
    expect(notANumber.status).toBe(400);
  });

  it('agrees with the same profile rebuilt from the score history (the derived tables are right)', async () => {
    const [player] = await queryRows<{ id: number; name: string }>(
      api.database.db,
      sql`select id, name from players where name = ${untracked.name}`,
    );
    const [location] = await queryRows<{ id: number; name: string; city: string }>(
      api.database.db,
      sql`select id, name, city from locations where id = ${untracked.locationId}`,
    );
    if (!player || !location) throw new Error('fixture missing');
    const venue = await loadVenueState(api.database.db, location.id);
    if (!venue) throw new Error('venue missing');
    const live = await playerData(api.database.db, player, venue);
    const rebuilt = await profileAsOf(
      api.database.db,
      player,
      location,
      TEST_NOW,
      new Date('2026-01-01T00:00:00Z'),
    );
    const { groupedRoomScores: _g, aglTeams: _a, ...comparable } = live as PlayerData;
    expect(rebuilt).toEqual(comparable);
  });
});

describe('profiles as they stood at a past cutoff', () => {
  it("come out the same whether a venue's replay is shared between its profiles or each does its own", async () => {
    const cutoff = new Date(TEST_NOW.getTime() - 3 * 86_400_000);
    const yearFrom = new Date('2026-01-01T00:00:00Z');
    const [venue] = await queryRows<{ id: number; name: string; city: string }>(
      api.database.db,
      sql`select l.id, l.name, l.city from locations l order by l.id limit 1`,
    );
    if (!venue) throw new Error('fixture missing');
    // Players whose scores there changed after the cutoff, and a few who did not.
    const players = await queryRows<{ id: number; name: string }>(
      api.database.db,
      sql`(select distinct p.id, p.name from scores s join players p on p.id = s.player_id
           where s.location_id = ${venue.id} and s.achieved_at >= ${cutoff.toISOString()}::timestamptz order by p.id limit 6)
          union (select p.id, p.name from player_totals t join players p on p.id = t.player_id
           where t.location_id = ${venue.id} order by t.total_score desc limit 3)`,
    );
    expect(players.length).toBeGreaterThan(3);
    const shared = await venueReplay(api.database.db, venue.id, cutoff);
    expect(shared.changes.length).toBeGreaterThan(0);
    for (const player of players) {
      const alone = await profileAsOf(api.database.db, player, venue, cutoff, yearFrom);
      const together = await profileAsOf(api.database.db, player, venue, cutoff, yearFrom, shared);
      expect(together).toEqual(alone);
    }
  });
});

describe('GET .../cached-profiles', () => {
  it("holds a tracked player's last snapshot, keyed by venue name", async () => {
    const res = await api.get(path(tracked.name, tracked.locationId, '/cached-profiles'));
    expect(res.status).toBe(200);
    const { cachedProfiles } = res.body as { cachedProfiles: Record<string, PlayerData & { day: string }> };
    const snapshot = cachedProfiles[tracked.locationName];
    expect(snapshot?.day).toBe('2026-11-19');
    expect(snapshot?.playerName.toLowerCase()).toBe(tracked.name.toLowerCase());
    expect(snapshot?.scores.length).toBeGreaterThan(0);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('is empty for a player nobody tracks', async () => {
    const res = await api.get(path(untracked.name, untracked.locationId, '/cached-profiles'));
    expect(res.body).toEqual({ cachedProfiles: {} });
  });
});

describe('GET /api/activate/players/to-compare/...', () => {
  it("answers the other player's scores at the venue and counts a compare for today", async () => {
    const before = (await api.get('/api/stats/daily')).body as {
      comparedPlayers: Array<{ playerName: string; count: number }>;
    };
    const res = await api.get(
      `/api/activate/players/to-compare/player/${encodeURIComponent(untracked.name)}/location/${untracked.locationId}`,
    );
    expect(res.status).toBe(200);
    const compare = res.body as ComparePlayer;
    expect(compare.playerName).toBe(untracked.name);
    expect(compare.totalScore).toBe(compare.scores.reduce((s, l) => s + l.highScore, 0));
    const after = (await api.get('/api/stats/daily')).body as {
      comparedPlayers: Array<{ playerName: string; count: number }>;
    };
    const count = (list: typeof before.comparedPlayers) =>
      list.find((p) => p.playerName === untracked.name)?.count ?? 0;
    expect(count(after.comparedPlayers)).toBe(count(before.comparedPlayers) + 1);
  });
});

describe('GET /api/activate/players/player/{name}/location/{id}/versus/{other}', () => {
  it("names the levels where each is just ahead, the closest first, from both players' scores", async () => {
    const board = (await api.get(`/api/leaderboards/${untracked.locationId}`)).body as {
      today: Array<{ players: string }>;
    };
    const [me, them] = board.today.slice(0, 2).map((e) => e.players);
    const scores = async (name = '') =>
      ((await api.get(path(name, untracked.locationId))).body as PlayerData).scores;
    const theirs = new Map((await scores(them)).map((l) => [`${l.gameId}:${l.levelId}`, l.highScore]));
    const duels = (await scores(me))
      .map((l) => ({ l, other: theirs.get(`${l.gameId}:${l.levelId}`) ?? 0 }))
      .filter(({ l, other }) => l.highScore > 0 && other > 0 && other !== l.highScore)
      .map(({ l, other }) => ({
        level: `${l.gameName} ${l.levelId}`,
        ahead: other > l.highScore,
        gap: Math.abs(other - l.highScore),
      }))
      .sort((a, b) => a.gap - b.gap);
    const res = await api.get(
      path(me ?? '', untracked.locationId, `/versus/${encodeURIComponent(them ?? '')}`),
    );
    expect(res.status).toBe(200);
    const answer = res.body as HeadToHead;
    expect([answer.playerName, answer.otherName]).toEqual([me, them]);
    const ahead = duels.filter((d) => d.ahead);
    const behind = duels.filter((d) => !d.ahead);
    expect([answer.theyLeadCount, answer.iLeadCount]).toEqual([ahead.length, behind.length]);
    expect(ahead.length + behind.length).toBeGreaterThan(0);
    // The closest first: the gaps as the levels give them (which of a tie comes first is the name's order).
    expect(answer.theyLead.map((d) => d.gap)).toEqual(ahead.slice(0, 5).map((d) => d.gap));
    expect(answer.iLead.map((d) => d.gap)).toEqual(behind.slice(0, 5).map((d) => d.gap));
    for (const d of answer.theyLead) expect(d.theirs - d.mine).toBe(d.gap);
    for (const d of answer.iLead) expect(d.mine - d.theirs).toBe(d.gap);
  });

  it('answers 404 for a name nobody has and 400 for one that is not a name', async () => {
    const base = path(untracked.name, untracked.locationId, '/versus/');
    expect((await api.get(`${base}Nobody%20Has%20This%20Name`)).status).toBe(404);
    expect((await api.get(`${base}${encodeURIComponent(' ')}`)).status).toBe(400);
  });
});

describe('GET /api/activate/players/player/{name}/location/{id}/day', () => {
  it("answers the landing card's figures: the player's total and position, and their row of the venue's board", async () => {
    const board = (await api.get(`/api/leaderboards/${untracked.locationId}`)).body as Leaderboard;
    // One on the board, with its day-over-day change, and one below it.
    const onBoard = board.today[3];
    const below = await queryRows<{ name: string }>(
      api.database.db,
      sql`select p.name from player_totals t join players p on p.id = t.player_id
          where t.location_id = ${untracked.locationId} and t.total_score > 0
          order by t.total_score asc limit 1`,
    );
    for (const name of [onBoard?.players ?? '', below[0]?.name ?? '']) {
      const data = (await api.get(path(name, untracked.locationId))).body as PlayerData;
      const res = await api.get(path(name.toUpperCase(), untracked.locationId, '/day'));
      expect(res.status).toBe(200);
      const row = board.today.find((e) => e.players === name);
      expect(res.body).toEqual({
        playerName: data.playerName,
        locationId: untracked.locationId,
        locationName: data.locationName,
        totalScore: data.totalScore,
        standing: data.standing,
        place: row ? { rank: row.rank, positionDifference: row.positionDifference, isNew: row.isNew } : null,
      });
      // A few hundred bytes, where the player's data is tens of thousands.
      expect(JSON.stringify(res.body).length).toBeLessThan(400);
    }
    expect(board.today.some((e) => e.players === below[0]?.name)).toBe(false);
  });

  it('answers 404 for a name nobody has, or a venue the player never played at', async () => {
    expect((await api.get(path('Nobody Has This Name', untracked.locationId, '/day'))).status).toBe(404);
    expect((await api.get(path(untracked.name, 999_999, '/day'))).status).toBe(404);
  });
});
