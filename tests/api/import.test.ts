import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { queryRows } from '../../src/server/db/client';
import { ImportRejectedError } from '../../src/server/jobs/import/records';
import { ReadCache } from '../../src/server/services/read-cache';
import { digest } from '../support/digest';
import { type FeedEvent, importEvents, ndjson } from '../support/events';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

let api: TestApi;
// These tests import straight into the database, as the command line does: each read must see it.
const reads = new ReadCache();
let venue: { id: number; name: string };
let level: { room: string; game: string; gameId: number; level: number; top: number };

beforeAll(async () => {
  api = await startTestApi({ reads });
  const [v] = await queryRows<{ id: number; name: string }>(
    api.database.db,
    sql`select id, name from locations order by id limit 1`,
  );
  venue = { id: v?.id ?? 0, name: v?.name ?? '' };
  const [l] = await queryRows<{ room: string; game: string; game_id: number; level: number; top: number }>(
    api.database.db,
    sql`select r.name as room, g.name as game, g.id as game_id, t.level, t.top_score as top
        from level_tops t join games g on g.id = t.game_id join rooms r on r.id = g.room_id
        where t.location_id = ${venue.id} and r.id <> 21 order by t.top_score desc limit 1`,
  );
  level = {
    room: l?.room ?? '',
    game: l?.game ?? '',
    gameId: l?.game_id ?? 0,
    level: l?.level ?? 0,
    top: l?.top ?? 0,
  };
});
afterAll(() => api.close());

const at = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();
const event = (over: Partial<FeedEvent> = {}): FeedEvent => ({
  player: 'Newcomer Nia',
  location: venue.name,
  room: level.room,
  game: level.game,
  level: level.level,
  score: 100,
  playedAt: at(30),
  ...over,
});
const playerData = async (name: string) => {
  reads.clear();
  return (await api.get(`/api/activate/players/player/${encodeURIComponent(name)}/location/${venue.id}`))
    .body as PlayerData;
};

describe('importing score events', () => {
  it('creates new players and brings scores, tops, totals and standings up to date in one go', async () => {
    // Someone the newcomer will overtake: their standing drops by one, though only Nia's rows change.
    const [overtaken] = await queryRows<{ name: string }>(
      api.database.db,
      sql`select p.name from player_totals t join players p on p.id = t.player_id
          where t.location_id = ${venue.id} and t.total_score between 1 and ${level.top}
          order by t.total_score desc, p.id limit 1`,
    );
    const before = await playerData(overtaken?.name ?? '');
    const summary = await importEvents(
      api.database,
      [
        event({ score: 200, playedAt: at(50) }),
        event({ score: level.top + 10, playedAt: at(40) }),
        event({ score: 150, playedAt: at(20) }),
      ],
      TEST_NOW,
    );
    expect(summary).toEqual({ batches: 1, records: 3, accepted: 3, duplicates: 0, held: [] });
    const nia = await playerData('newcomer nia');
    const played = nia.scores.find((s) => s.gameId === level.gameId && s.levelId === level.level);
    expect(played).toMatchObject({ highScore: level.top + 10, topScore: level.top + 10 });
    expect(nia.topScores).toBe(1);
    expect(nia.totalScore).toBe(level.top + 10);
    const [row] = await queryRows<{ times: number; achieved_at: Date | string }>(
      api.database.db,
      sql`select s.times, s.achieved_at from scores s join players p on p.id = s.player_id where p.name_key = 'newcomer nia'`,
    );
    expect(row?.times).toBe(3);
    // The best event's time, which "as of" history relies on.
    expect(new Date(row?.achieved_at ?? 0).toISOString()).toBe(at(40));
    const [higher] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from player_totals where location_id = ${venue.id} and total_score > ${nia.totalScore}`,
    );
    expect(nia.standing).toBe(1 + (higher?.n ?? 0));
    expect(nia.standing).toBeLessThanOrEqual(before.standing);
    expect((await playerData(before.playerName)).standing).toBe(before.standing + 1);
  });

  it('takes the top score away from whoever held it', async () => {
    const [holder] = await queryRows<{ name: string; top_scores: number }>(
      api.database.db,
      sql`select p.name, t.top_scores from scores s join players p on p.id = s.player_id
          join player_totals t on t.player_id = s.player_id and t.location_id = s.location_id
          where s.location_id = ${venue.id} and s.game_id = ${level.gameId} and s.level = ${level.level} and s.high_score = ${level.top}
          order by p.name limit 1`,
    );
    // The first test's import already beat the old top; the former holder's count went down by one.
    const data = await playerData(holder?.name ?? '');
    const mine = data.scores.find((s) => s.gameId === level.gameId && s.levelId === level.level);
    expect(mine?.topScore).toBe(level.top + 10);
    expect(data.topScores).toBe(
      data.scores.filter((s) => s.highScore > 0 && s.highScore >= s.topScore).length,
    );
  });

  it('changes nothing when the same events come again, however they are batched', async () => {
    const before = await digest(api.database);
    const events = [
      event({ score: 200, playedAt: at(50) }),
      event({ score: level.top + 10, playedAt: at(40) }),
      event({ score: 150, playedAt: at(20) }),
    ];
    const same = await importEvents(api.database, events, TEST_NOW);
    expect(same).toMatchObject({ accepted: 0, duplicates: 3 });
    // Split differently, so the batch itself is new: each event is still recognised.
    for (const e of events.reverse())
      expect((await importEvents(api.database, [e], TEST_NOW)).accepted).toBe(0);
    expect(await digest(api.database)).toEqual(before);
  });

  it('rejects a batch with a bad record, naming its line, and applies none of it', async () => {
    const before = await digest(api.database);
    const lines = [
      ndjson([event({ player: 'Valid Val', score: 500, playedAt: at(10) })]),
      '',
      ndjson([event({ player: 'Valid Val', score: -5, playedAt: at(9) })]),
      '{"player": oops',
      ndjson([event({ location: 'Atlantis', playedAt: at(8) })]),
      ndjson([event({ playedAt: new Date(TEST_NOW.getTime() + 3_600_000).toISOString() })]),
    ].join('\n');
    const { importBatches, numberedLines } = await import('../../src/server/jobs/import/run');
    const attempt = importBatches(api.database, [numberedLines(lines)], {
      now: () => TEST_NOW,
      timeZone: 'UTC',
      source: 'test',
    });
    await expect(attempt).rejects.toBeInstanceOf(ImportRejectedError);
    const error = (await attempt.catch((e: unknown) => e)) as ImportRejectedError;
    expect(error.problems).toEqual([
      { line: 3, message: 'score must not be negative' },
      { line: 4, message: 'not valid JSON' },
      { line: 5, message: "unknown location 'Atlantis' (add it with a catalog or in the admin area)" },
      { line: 6, message: 'playedAt is in the future' },
    ]);
    expect(await digest(api.database)).toEqual(before);
  });
});

describe('names with nothing to show', () => {
  // What an import writes (the whole database's digest took more than the test's time on a loaded machine).
  const IMPORTED = ['players', 'scores', 'score_events', 'level_tops', 'player_totals', 'app_state'];

  it('are refused at import with their line, and the batch changes nothing', async () => {
    const before = await digest(api.database, IMPORTED);
    const lines = [
      ndjson([event({ player: 'Visible Vic', score: 700, playedAt: at(10) })]),
      ndjson([event({ player: '\u200b', playedAt: at(9) })]),
      ndjson([event({ player: '\u200b\u200d\u2060\ufeff', playedAt: at(8) })]),
      ndjson([event({ player: '\u3164', playedAt: at(7) })]),
      ndjson([event({ player: '\u2800\u2800', playedAt: at(6) })]),
      ndjson([event({ player: '\u202e\u0301', playedAt: at(5) })]),
      ndjson([event({ player: '..', playedAt: at(4) })]),
    ].join('\n');
    const { importBatches, numberedLines } = await import('../../src/server/jobs/import/run');
    const error = (await importBatches(api.database, [numberedLines(lines)], {
      now: () => TEST_NOW,
      timeZone: 'UTC',
      source: 'test',
    }).catch((e: unknown) => e)) as ImportRejectedError;
    expect(error).toBeInstanceOf(ImportRejectedError);
    expect(error.problems).toEqual([
      { line: 2, message: 'player name has no visible character' },
      { line: 3, message: 'player name has no visible character' },
      { line: 4, message: 'player name has no visible character' },
      { line: 5, message: 'player name has no visible character' },
      { line: 6, message: 'player name has no visible character' },
      { line: 7, message: "player name is '.' or '..', which cannot be in an address" },
    ]);
    expect(await digest(api.database, IMPORTED)).toEqual(before);
  });
});

describe('POST /api/ingest', () => {
  const withToken = async (
    token: string | undefined,
    body: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ) => {
    const own = await startTestApi({
      database: api.database,
      config: testConfig(token ? { INGEST_TOKEN: token } : {}),
    });
    return own.app.request('/api/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: 'Bearer s3cret-token', ...headers },
      body,
    });
  };

  it('imports a batch for a caller with the token', async () => {
    const res = await withToken(
      's3cret-token',
      ndjson([event({ player: 'Api Ann', score: 321, playedAt: at(5) })]),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ batches: 1, records: 1, accepted: 1, duplicates: 0, held: [] });
    expect((await playerData('Api Ann')).totalScore).toBe(321);
  });

  it('refuses a missing or wrong token (401), and is off without a configured one (403)', async () => {
    const body = ndjson([event({ player: 'Sneaky Sam', playedAt: at(4) })]);
    expect((await withToken('s3cret-token', body, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await withToken('s3cret-token', body, { authorization: '' })).status).toBe(401);
    expect((await withToken(undefined, body)).status).toBe(403);
    expect((await api.get('/api/activate/playerlocations/Sneaky%20Sam')).status).toBe(404);
  });

  it('answers 400 naming the bad line, and 413 for a body over the limit', async () => {
    const bad = await withToken(
      's3cret-token',
      `${ndjson([event({ player: 'Ok Oli', playedAt: at(3) })])}\n{"nope": true}`,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /^Nothing of this batch was applied\. line 2: /,
    );
    expect((await api.get('/api/activate/playerlocations/Ok%20Oli')).status).toBe(404);
    const huge = await withToken('s3cret-token', 'x'.repeat(11 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it('refuses a body that is not valid UTF-8, naming the line, and imports none of it', async () => {
    const good = Buffer.from(`${ndjson([event({ player: 'Utf Una', playedAt: at(3) })])}\n`);
    const bad = Buffer.from(ndjson([event({ player: 'Bad XX Byte', playedAt: at(2) })]));
    // Two bytes that are no UTF-8 (a lone continuation byte, and 0xFF) in the second line's name.
    bad.set([0x80, 0xff], bad.indexOf('XX'));
    const raw = await withToken('s3cret-token', new Uint8Array(Buffer.concat([good, bad])));
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { message: string } }).error.message).toBe(
      'Line 2 is not valid UTF-8: nothing was imported.',
    );
    expect((await api.get('/api/activate/playerlocations/Utf%20Una')).status).toBe(404);
  });
});
