import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import {
  derivedFigures,
  type KeptBoundRow,
  keptBoundRows,
  recomputedFigures,
  relearnedBounds,
} from '@tests/support/derived-figures';
import { ndjson } from '@tests/support/events';
import { wellPlayedLevel } from '@tests/support/well-played-level';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthState } from '@/contract/schemas/auth';
import type { IngestResult } from '@/contract/schemas/jobs';
import type { Leaderboard } from '@/contract/schemas/leaderboards';
import type { PlayerData } from '@/contract/schemas/players';
import type { HeldScore, ScoreAuditEntry, VoidedScore } from '@/contract/schemas/reviews';
import type { VenueScreen } from '@/contract/schemas/venue-screen';
import { createSession } from '@/server/auth/sessions';
import { queryRows } from '@/server/db/client';

// Scores you can trust: a score far above its level's top is held for review, not counted; an admin
// accepts or rejects it, and can void a counted score (and restore it), every figure following.
const TOKEN = 'review-ingest-token';
let api: TestApi;
let admin = '';
let venue: { id: number; name: string };
let level: { room: string; game: string; gameId: number; level: number; top: number };

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ INGEST_TOKEN: TOKEN }) });
  const db = api.database.db;
  const [u] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, role, display_name) values ('reviewer@example.com', 'admin', 'Rita Reviewer') returning id`,
  );
  admin = `arcade_session=${await createSession(db, api.config, u?.id ?? 0, TEST_NOW)}`;
  // A level many players played at the first venue: its top is well established.
  const l = await wellPlayedLevel(db);
  venue = { id: l.locationId, name: l.venue };
  level = { room: l.room, game: l.game, gameId: l.gameId, level: l.level, top: l.top };
});
afterAll(() => api.close());

const minutesAgo = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000).toISOString();

/** One score on the level, and (`companions`) ordinary scores of other players in the same batch. */
async function ingest(
  player: string,
  score: number,
  playedAt: string,
  companions = 0,
): Promise<IngestResult> {
  const line = (p: string, value: number, at: string) => ({
    player: p,
    location: venue.name,
    room: level.room,
    game: level.game,
    level: level.level,
    score: value,
    playedAt: at,
  });
  const others = Array.from({ length: companions }, (_, i) =>
    line(`Steady Sam ${i}`, 10 + i, minutesAgo(60 + i)),
  );
  const res = await api.app.request('/api/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}` },
    body: ndjson([line(player, score, playedAt), ...others]),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as IngestResult;
}

const asAdmin = async <T>(path: string) => {
  const answer = await api.get(path, { cookie: admin });
  expect(answer.status, path).toBe(200);
  return answer.body as T;
};
const post = async (path: string, body: unknown = {}) => {
  const answer = await api.send('POST', path, { body, cookies: admin });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
};
const playerData = (name: string) =>
  api.get(`/api/activate/players/player/${encodeURIComponent(name)}/location/${venue.id}`);
const levelTop = async () =>
  (
    await queryRows<{ top: number }>(
      api.database.db,
      sql`select top_score as top from level_tops
          where location_id = ${venue.id} and game_id = ${level.gameId} and level = ${level.level}`,
    )
  )[0]?.top;
const screen = async () => (await api.get(`/api/locations/${venue.id}/screen`)).body as VenueScreen;
const board = async () => (await api.get(`/api/leaderboards/${venue.id}`)).body as Leaderboard;
/** What the venue's movers and its feed say, as text: a held score must be in neither. */
const moversAndFeed = async () =>
  JSON.stringify((await api.get(`/api/movers?locationId=${venue.id}`)).body) +
  String((await api.get(`/api/feeds/location/${venue.id}/atom.xml`)).body);
const alerts = async () =>
  (await queryRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from overtaken_alerts`))[0]
    ?.n;
const held = () => asAdmin<HeldScore[]>('/api/admin/held-scores');
const auditLog = () => asAdmin<ScoreAuditEntry[]>('/api/admin/score-audit');

/** The level's game has the plausibility bounds its scores give now, at every venue. */
async function gameBoundsRelearned() {
  const ofGame = (rows: KeptBoundRow[]) => rows.filter((b) => b.game_id === level.gameId);
  expect(ofGame(await keptBoundRows(api.database.db))).toEqual(ofGame(await relearnedBounds(api.database)));
}

/** Every derived figure equals its recomputation from the scores, and each best equals the best event. */
async function consistent() {
  expect(await derivedFigures(api.database.db)).toEqual(
    await recomputedFigures(api.database, [venue.id], TEST_NOW),
  );
  const drift = await queryRows(
    api.database.db,
    sql`select s.player_id, s.game_id, s.level from scores s
        left join (select player_id, game_id, level, max(score) as best from score_events
                   where location_id = ${venue.id} group by 1, 2, 3) e
          on e.player_id = s.player_id and e.game_id = s.game_id and e.level = s.level
        where s.location_id = ${venue.id} and s.high_score is distinct from e.best`,
  );
  expect(drift).toEqual([]);
}

describe('a score far above its level’s top', () => {
  it('is held: listed in the answer, counted nowhere (boards, screen, alerts, the player)', async () => {
    const [boardBefore, alertsBefore] = [await board(), await alerts()];
    const answer = await ingest('Karma Dancer', 900_000, minutesAgo(5));
    expect(answer).toMatchObject({ accepted: 0, duplicates: 0 });
    expect(answer.held).toEqual([
      expect.objectContaining({ player: 'Karma Dancer', score: 900_000, topScore: level.top, line: 1 }),
    ]);
    expect(answer.held[0]?.bound).toBeGreaterThanOrEqual(level.top);
    expect(answer.held[0]?.bound).toBeLessThan(900_000);
    expect(await levelTop()).toBe(level.top);
    expect((await playerData('Karma Dancer')).status).toBe(404);
    expect((await board()).today).toEqual(boardBefore.today);
    expect((await screen()).newTops.some((t) => t.score === 900_000)).toBe(false);
    expect(await moversAndFeed()).not.toContain('Karma Dancer');
    expect(await alerts()).toBe(alertsBefore);
    const list = await held();
    expect(list).toEqual([
      expect.objectContaining({
        playerName: 'Karma Dancer',
        locationId: venue.id,
        locationName: venue.name,
        gameName: level.game,
        level: level.level,
        score: 900_000,
        topScore: level.top,
      }),
    ]);
    // The same event sent again, in another batch, is the same held score.
    expect((await ingest('Karma Dancer', 900_000, minutesAgo(5), 1)).held).toHaveLength(1);
    expect(await held()).toHaveLength(1);
    // The site's bar tells the admin one score waits.
    expect(((await api.get('/api/auth/me', { cookie: admin })).body as AuthState).user?.heldScores).toBe(1);
  });

  it('counts everywhere once accepted, as if it had just arrived, and the decision is in the audit log', async () => {
    const [h] = await held();
    expect(await post(`/api/admin/held-scores/${h?.id}/accept`, { reason: 'Checked the machine' })).toEqual({
      id: h?.id,
      status: 'accepted',
    });
    expect(await held()).toEqual([]);
    expect(((await api.get('/api/auth/me', { cookie: admin })).body as AuthState).user?.heldScores).toBe(0);
    expect(await levelTop()).toBe(900_000);
    const data = (await playerData('Karma Dancer')).body as PlayerData;
    expect(data.scores.find((s) => s.gameId === level.gameId && s.levelId === level.level)?.highScore).toBe(
      900_000,
    );
    expect((await board()).today.some((r) => r.players === 'Karma Dancer')).toBe(true);
    expect((await screen()).newTops.some((t) => t.name === 'Karma Dancer' && t.score === 900_000)).toBe(true);
    expect(await moversAndFeed()).toContain('Karma Dancer');
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'accept',
      userName: 'Rita Reviewer',
      reason: 'Checked the machine',
      playerName: 'Karma Dancer',
      score: 900_000,
    });
    // Decided once: a second decision is refused.
    expect(
      (await api.send('POST', `/api/admin/held-scores/${h?.id}/reject`, { body: {}, cookies: admin })).status,
    ).toBe(409);
    await consistent();
  });

  it('stays out when rejected, kept as rejected, also when it is sent again', async () => {
    const answer = await ingest('Misread Max', 90_000_000, minutesAgo(4));
    expect(answer.held).toHaveLength(1);
    const [h] = await held();
    await post(`/api/admin/held-scores/${h?.id}/reject`, { reason: 'A misread' });
    expect(await held()).toEqual([]);
    expect((await playerData('Misread Max')).status).toBe(404);
    expect((await ingest('Misread Max', 90_000_000, minutesAgo(4), 2)).held).toHaveLength(1);
    expect(await held()).toEqual([]);
    const [status] = await queryRows<{ status: string }>(
      api.database.db,
      sql`select status from held_scores where id = ${h?.id ?? 0}`,
    );
    expect(status?.status).toBe('rejected');
    expect((await auditLog())[0]).toMatchObject({
      action: 'reject',
      reason: 'A misread',
      playerName: 'Misread Max',
    });
  });
});

describe('voiding a counted score', () => {
  it('recomputes every figure without it, and restoring it puts every figure back', async () => {
    const before = await derivedFigures(api.database.db);
    // Karma Dancer's accepted 900,000 is the level's top: voiding it hands the top back.
    const voided = (await post('/api/admin/voided-scores', {
      playerName: 'karma dancer',
      locationId: venue.id,
      gameId: level.gameId,
      level: level.level,
      reason: 'The machine was faulty after all',
    })) as { voidedId: number };
    expect(await levelTop()).toBe(level.top);
    expect((await playerData('Karma Dancer')).status).toBe(404);
    expect((await board()).today.some((r) => r.players === 'Karma Dancer')).toBe(false);
    await consistent();
    await gameBoundsRelearned();
    const [listed] = await asAdmin<VoidedScore[]>('/api/admin/voided-scores');
    expect(listed).toMatchObject({ id: voided.voidedId, playerName: 'Karma Dancer', score: 900_000 });
    expect((await auditLog())[0]).toMatchObject({
      action: 'void',
      reason: 'The machine was faulty after all',
    });

    await post(`/api/admin/voided-scores/${voided.voidedId}/restore`);
    expect(await levelTop()).toBe(900_000);
    expect(await derivedFigures(api.database.db)).toEqual(before);
    await gameBoundsRelearned();
    expect(await asAdmin<VoidedScore[]>('/api/admin/voided-scores')).toEqual([]);
    expect((await auditLog()).map((e) => e.action).slice(0, 2)).toEqual(['restore', 'void']);
    expect(
      (
        await api.send('POST', `/api/admin/voided-scores/${voided.voidedId}/restore`, {
          body: {},
          cookies: admin,
        })
      ).status,
    ).toBe(409);
    await consistent();
  });

  it("voids a regular's best: their next best counts, and their totals follow", async () => {
    const [row] = await queryRows<{ name: string; game_id: number; level: number; n: number }>(
      api.database.db,
      sql`select p.name, e.game_id, e.level::int as level, count(*)::int as n from score_events e
          join players p on p.id = e.player_id where e.location_id = ${venue.id}
          group by p.name, e.game_id, e.level having count(*) >= 2 order by p.name limit 1`,
    );
    if (!row) throw new Error('No level with two scores of one player');
    const mine = async () =>
      ((await playerData(row.name)).body as PlayerData).scores.find(
        (s) => s.gameId === row.game_id && s.levelId === row.level,
      )?.highScore;
    const [best, next] = (
      await queryRows<{ score: number }>(
        api.database.db,
        sql`select e.score from score_events e join players p on p.id = e.player_id
            where p.name = ${row.name} and e.location_id = ${venue.id} and e.game_id = ${row.game_id}
              and e.level = ${row.level} order by e.score desc limit 2`,
      )
    ).map((r) => r.score);
    expect(await mine()).toBe(best);
    await post('/api/admin/voided-scores', {
      playerName: row.name,
      locationId: venue.id,
      gameId: row.game_id,
      level: row.level,
    });
    expect(await mine()).toBe(next);
    await consistent();
  });

  it('answers 404 for a player or a level without a counted score, and 400 for a bad level', async () => {
    const send = (body: unknown) => api.send('POST', '/api/admin/voided-scores', { body, cookies: admin });
    const base = { locationId: venue.id, gameId: level.gameId, level: level.level };
    expect((await send({ ...base, playerName: 'Nobody Ever Played' })).status).toBe(404);
    expect((await send({ ...base, playerName: 'Misread Max' })).status).toBe(404);
    expect((await send({ ...base, playerName: 'Karma Dancer', level: 10 })).status).toBe(400);
    expect((await send({ ...base, playerName: 'Karma Dancer', gameId: 2 ** 31 })).status).toBe(400);
  });
});

// Last: the scores these accept raise the level's top, which the tests above read; each test's
// score is far above the one before (a score under twice the top is never held).
describe('two decisions on one held score at once', () => {
  it('an acceptance cut off by a process that died is given back to the queue by the upkeep', async () => {
    await ingest('Cut Off Carl', 5_000_000, minutesAgo(2));
    const [h] = (await held()).filter((x) => x.playerName === 'Cut Off Carl');
    if (!h) throw new Error('The score was not held');
    // What a process that died between its claim and the import leaves behind.
    await api.database.db.execute(
      sql`update held_scores set status = 'accepting', decided_at = ${new Date(TEST_NOW.getTime() - 3_600_000)}
          where id = ${h.id}`,
    );
    expect((await held()).some((x) => x.id === h.id)).toBe(false);
    expect(
      (await api.send('POST', `/api/admin/held-scores/${h.id}/reject`, { body: {}, cookies: admin })).body,
    ).toEqual({ error: { code: 'conflict', message: 'That score is being accepted.' } });
    const { purgeExpired } = await import('@/server/jobs/housekeeping');
    expect((await purgeExpired(api.database.db, api.config, TEST_NOW)).staleClaims).toBe(1);
    expect((await held()).some((x) => x.id === h.id)).toBe(true);
    await post(`/api/admin/held-scores/${h.id}/accept`);
    expect((await playerData('Cut Off Carl')).status).toBe(200);
  });

  it('one wins and the other is refused (409): the record, the boards and the audit log agree', async () => {
    const players = ['Twin Tap One', 'Twin Tap Two', 'Twin Tap Three'];
    for (const [i, p] of players.entries()) await ingest(p, 50_000_000 + i, minutesAgo(3));
    const waiting = (await held()).filter((h) => players.includes(h.playerName));
    expect(waiting).toHaveLength(3);
    for (const h of waiting) {
      // Accept and reject sent together, in both orders.
      const actions = h.score % 2 ? ['accept', 'reject'] : ['reject', 'accept'];
      const answers = await Promise.all(
        actions.map((a) =>
          api.send('POST', `/api/admin/held-scores/${h.id}/${a}`, { body: { reason: a }, cookies: admin }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = actions[answers.findIndex((a) => a.status === 200)];
      const [record] = await queryRows<{ status: string }>(
        api.database.db,
        sql`select status from held_scores where id = ${h.id}`,
      );
      expect(record?.status).toBe(won === 'accept' ? 'accepted' : 'rejected');
      expect((await playerData(h.playerName)).status).toBe(won === 'accept' ? 200 : 404);
      const logged = (await auditLog()).filter((e) => e.playerName === h.playerName);
      expect(logged.map((e) => e.action)).toEqual([won]);
    }
    expect((await held()).filter((h) => players.includes(h.playerName))).toEqual([]);
    await consistent();
  });
});
