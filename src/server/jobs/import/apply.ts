import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { playerNameKey } from '../../../domain/player-name';
import { insertColumns } from '../../db/bulk';
import { type Database, type Db, queryRows } from '../../db/client';
import { touchLastUpdated } from '../../services/app-state';
import { type PlayerAtVenue, refreshPlayerTotals, refreshYearlyScores } from '../../services/derived';
import {
  ImportRejectedError,
  type LineProblem,
  type NumberedLine,
  type ScoreEventRecord,
  scoreEventRecord,
} from './records';

/** What one batch did. */
export interface BatchResult {
  records: number;
  /** Events that were new. */
  accepted: number;
  /** Events already known (a re-import), or repeated within the batch. */
  duplicates: number;
  /** The batch was imported before, whole: nothing was done. */
  alreadyImported: boolean;
}

export interface BatchOptions {
  now: Date;
  /** 1 January of the current year in the chain's time zone: yearly scores count from it. */
  yearFrom: Date;
  source: string;
}

interface Catalog {
  locations: Map<string, number>;
  /** Keyed by `${room}\u0000${game}`, room as lower-case name and as id. */
  games: Map<string, number>;
}

const gameKey = (room: string | number, game: string) =>
  `${String(room).toLowerCase()}\u0000${game.toLowerCase()}`;

async function loadCatalog(db: Db): Promise<Catalog> {
  const locations = await queryRows<{ id: number; name: string }>(db, sql`select id, name from locations`);
  const games = await queryRows<{ id: number; room_id: number; room: string; name: string }>(
    db,
    sql`select g.id, g.room_id, r.name as room, g.name from games g join rooms r on r.id = g.room_id`,
  );
  const gameMap = new Map<string, number>();
  for (const g of games) {
    gameMap.set(gameKey(g.room, g.name), g.id);
    gameMap.set(gameKey(g.room_id, g.name), g.id);
  }
  return { locations: new Map(locations.map((l) => [l.name.toLowerCase(), l.id])), games: gameMap };
}

interface Resolved {
  line: number;
  record: ScoreEventRecord;
  locationId: number;
  gameId: number;
}

/** Parses and checks every line; throws ImportRejectedError listing every bad one. */
function validate(lines: readonly NumberedLine[], catalog: Catalog, now: Date): Resolved[] {
  const schema = scoreEventRecord(now);
  const problems: LineProblem[] = [];
  const resolved: Resolved[] = [];
  for (const { line, text } of lines) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      problems.push({ line, message: 'not valid JSON' });
      continue;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      const message = issue?.message ?? 'invalid record';
      problems.push({
        line,
        message: issue?.code === 'custom' || message.startsWith(field) ? message : `${field}: ${message}`,
      });
      continue;
    }
    const record = parsed.data;
    const locationId = catalog.locations.get(record.location.toLowerCase());
    if (locationId === undefined) {
      problems.push({
        line,
        message: `unknown location '${record.location}' (add it with a catalog or in the admin area)`,
      });
      continue;
    }
    const gameId = catalog.games.get(gameKey(record.room, record.game));
    if (gameId === undefined) {
      problems.push({ line, message: `unknown game '${record.game}' in room '${record.room}'` });
      continue;
    }
    resolved.push({ line, record, locationId, gameId });
  }
  if (problems.length > 0) throw new ImportRejectedError(problems);
  return resolved;
}

/** Player ids for names, creating the players that are new. */
async function playerIds(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = playerNameKey(name);
    if (!byKey.has(key)) byKey.set(key, name);
  }
  const keys = [...byKey.keys()];
  await insertColumns(
    db,
    'players',
    { name: ['text', keys.map((k) => byKey.get(k))], name_key: ['text', keys] },
    sql`on conflict (name_key) do nothing`,
  );
  const rows = await queryRows<{ id: number; name_key: string }>(
    db,
    sql`select id, name_key from players where name_key = any(${sql.param(keys)}::text[])`,
  );
  return new Map(rows.map((r) => [r.name_key, r.id]));
}

function checksum(lines: readonly NumberedLine[]): string {
  const hash = createHash('sha256');
  for (const l of lines) hash.update(l.text).update('\n');
  return hash.digest('hex');
}

interface NewEvent {
  player_id: number;
  location_id: number;
  game_id: number;
  level: number;
  score: number;
  played_at: string | Date;
}

/**
 * Imports one batch of feed lines in one transaction: events, scores, and every derived figure.
 * A bad line rejects the whole batch (ImportRejectedError) with nothing applied. Re-importing
 * events changes nothing.
 */
export async function importBatch(
  database: Database,
  lines: readonly NumberedLine[],
  options: BatchOptions,
): Promise<BatchResult> {
  const sum = checksum(lines);
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [seen] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from import_batches where checksum = ${sum}`,
    );
    if ((seen?.n ?? 0) > 0)
      return { records: lines.length, accepted: 0, duplicates: lines.length, alreadyImported: true };

    const resolved = validate(lines, await loadCatalog(db), options.now);
    const ids = await playerIds(
      db,
      resolved.map((r) => r.record.player),
    );
    const events = new Map<string, NewEvent>();
    for (const r of resolved) {
      const e: NewEvent = {
        player_id: ids.get(playerNameKey(r.record.player)) as number,
        location_id: r.locationId,
        game_id: r.gameId,
        level: r.record.level,
        score: r.record.score,
        played_at: r.record.playedAt.toISOString(),
      };
      events.set(`${e.player_id}|${e.location_id}|${e.game_id}|${e.level}|${e.played_at}|${e.score}`, e);
    }
    const list = [...events.values()];
    const inserted = await queryRows<NewEvent>(
      db,
      sql`
      insert into score_events (player_id, location_id, game_id, level, played_at, score)
      select * from unnest(${sql.param(list.map((e) => e.player_id))}::int[], ${sql.param(list.map((e) => e.location_id))}::int[],
        ${sql.param(list.map((e) => e.game_id))}::int[], ${sql.param(list.map((e) => e.level))}::smallint[],
        ${sql.param(list.map((e) => e.played_at))}::timestamptz[], ${sql.param(list.map((e) => e.score))}::int[])
      on conflict do nothing
      returning player_id, location_id, game_id, level, score, played_at`,
    );
    if (inserted.length > 0) await applyNewEvents(db, inserted, options);
    await db.execute(sql`
      insert into import_batches (checksum, source, records, accepted) values (${sum}, ${options.source}, ${lines.length}, ${inserted.length})`);
    return {
      records: lines.length,
      accepted: inserted.length,
      duplicates: lines.length - inserted.length,
      alreadyImported: false,
    };
  });
}

/** Brings scores and the derived tables up to date with newly accepted events. */
async function applyNewEvents(db: Db, inserted: readonly NewEvent[], options: BatchOptions): Promise<void> {
  // Per level: the best new score, when it was first reached, and how many plays came in.
  const levels = new Map<
    string,
    { p: number; l: number; g: number; lv: number; best: number; at: number; plays: number }
  >();
  for (const e of inserted) {
    const key = `${e.player_id}|${e.location_id}|${e.game_id}|${e.level}`;
    const at = new Date(e.played_at).getTime();
    const current = levels.get(key);
    if (!current)
      levels.set(key, {
        p: e.player_id,
        l: e.location_id,
        g: e.game_id,
        lv: e.level,
        best: e.score,
        at,
        plays: 1,
      });
    else {
      current.plays++;
      if (e.score > current.best || (e.score === current.best && at < current.at)) {
        current.best = e.score;
        current.at = at;
      }
    }
  }
  const rows = [...levels.values()];
  const col = <T>(pick: (r: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  // achieved_at stays the time of the best event (earliest among equals): "as of" queries rely on it.
  await db.execute(sql`
    insert into scores (player_id, location_id, game_id, level, high_score, times, achieved_at)
    select * from unnest(${col((r) => r.p)}::int[], ${col((r) => r.l)}::int[], ${col((r) => r.g)}::int[],
      ${col((r) => r.lv)}::smallint[], ${col((r) => r.best)}::int[], ${col((r) => r.plays)}::int[],
      ${col((r) => new Date(r.at).toISOString())}::timestamptz[])
    on conflict (player_id, location_id, game_id, level) do update set
      times = scores.times + excluded.times,
      high_score = greatest(scores.high_score, excluded.high_score),
      achieved_at = case
        when excluded.high_score > scores.high_score then excluded.achieved_at
        when excluded.high_score = scores.high_score then least(scores.achieved_at, excluded.achieved_at)
        else scores.achieved_at end`);
  // A venue that reports a game evidently has it.
  await db.execute(sql`
    insert into location_games (location_id, game_id)
    select distinct * from unnest(${col((r) => r.l)}::int[], ${col((r) => r.g)}::int[])
    on conflict do nothing`);

  const bests = sql`unnest(${col((r) => r.l)}::int[], ${col((r) => r.g)}::int[], ${col((r) => r.lv)}::smallint[], ${col((r) => r.best)}::int[]) as n(location_id, game_id, level, best)`;
  // Whoever held a top that the new scores beat no longer holds it: their totals change too. The
  // beaten levels come from the batch and level_tops alone; their holders, from the level index.
  const formerTopHolders = await queryRows<{ player_id: number; location_id: number }>(
    db,
    sql`
    with beaten as materialized (
      select distinct t.location_id, t.game_id, t.level, t.top_score from level_tops t
      join ${bests} on n.location_id = t.location_id and n.game_id = t.game_id and n.level = t.level
      where n.best > t.top_score
    )
    select distinct s.player_id, s.location_id from beaten b
    join scores s on s.location_id = b.location_id and s.game_id = b.game_id and s.level = b.level
      and s.high_score = b.top_score`,
  );
  // Scores only ever rise, so a level's top is the higher of the old top and the batch's best.
  await db.execute(sql`
    insert into level_tops (location_id, game_id, level, top_score)
    select location_id, game_id, level, max(best)
    from ${bests}
    group by location_id, game_id, level
    on conflict (location_id, game_id, level) do update set top_score = greatest(level_tops.top_score, excluded.top_score)`);
  const played = distinctPairs(rows.map((r) => ({ playerId: r.p, locationId: r.l })));
  const formerHolders = formerTopHolders.map((r) => ({ playerId: r.player_id, locationId: r.location_id }));
  await refreshPlayerTotals(db, { pairs: distinctPairs([...played, ...formerHolders]) });
  await refreshYearlyScores(db, { pairs: played }, options.yearFrom);
  await touchLastUpdated(db, options.now, { players: true });
}

function distinctPairs(pairs: readonly PlayerAtVenue[]): PlayerAtVenue[] {
  const byKey = new Map(pairs.map((p) => [`${p.playerId}|${p.locationId}`, p]));
  return [...byKey.values()];
}
