import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { playerNameKey } from '../../../domain/player-name';
import { type LevelChange, type LevelState, levelAfter, totalsDeltas } from '../../../domain/totals-delta';
import { insertColumns } from '../../db/bulk';
import { type Database, type Db, queryRows } from '../../db/client';
import { touchLastUpdated } from '../../services/app-state';
import { startYearIfNew } from '../../services/derived';
import {
  addToTotals,
  type LevelKey,
  type LevelWrite,
  levelKey,
  levelsNow,
  type RaisedTop,
  topHolders,
  writeLevels,
} from './levels';
import type { NumberedLine } from './records';
import { type Catalog, loadCatalog, validate } from './validate';

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

/**
 * Imports wait for each other: each batch adds to the totals what its levels changed, reading
 * the levels first, so two batches at once could both add the same gain.
 */
const IMPORT_LOCK = 727_002;

/**
 * Player ids for names, creating the players that are new. Known players are looked up first and
 * only the rest inserted: an insert that meets a known name still costs a speculative insertion
 * into the name index, and most of a feed's players are known.
 */
async function playerIds(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = playerNameKey(name);
    if (!byKey.has(key)) byKey.set(key, name);
  }
  const idsOf = async (keys: readonly string[]) =>
    queryRows<{ id: number; name_key: string }>(
      db,
      sql`select id, name_key from players where name_key = any(${sql.param(keys)}::text[])`,
    );
  const ids = new Map((await idsOf([...byKey.keys()])).map((r) => [r.name_key, r.id]));
  const missing = [...byKey.keys()].filter((key) => !ids.has(key));
  if (missing.length === 0) return ids;
  await insertColumns(
    db,
    'players',
    { name: ['text', missing.map((k) => byKey.get(k))], name_key: ['text', missing] },
    sql`on conflict (name_key) do nothing`,
  );
  for (const r of await idsOf(missing)) ids.set(r.name_key, r.id);
  return ids;
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
    const db: Db = tx;
    await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const [seen] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from import_batches where checksum = ${sum}`,
    );
    if ((seen?.n ?? 0) > 0)
      return { records: lines.length, accepted: 0, duplicates: lines.length, alreadyImported: true };

    const catalog = await loadCatalog(db);
    const resolved = await validate(lines, catalog, options.now);
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
    // In key order: each index is then written page after page rather than all over.
    const list = [...events.values()].sort(
      (x, y) =>
        x.player_id - y.player_id ||
        x.location_id - y.location_id ||
        x.game_id - y.game_id ||
        x.level - y.level,
    );
    // The levels as they were, read before the events go in: the totals grow by the difference.
    const touched = new Map<string, LevelKey>();
    for (const e of list) {
      const key = { playerId: e.player_id, locationId: e.location_id, gameId: e.game_id, level: e.level };
      touched.set(levelKey(key), key);
    }
    const keys = [...touched.values()];
    await startYearIfNew(db, options.yearFrom);
    const states = await levelsNow(db, keys, options.yearFrom);
    const before = new Map(keys.map((k, i) => [levelKey(k), states[i] as (typeof states)[number]]));

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
    if (inserted.length > 0) await applyNewEvents(db, inserted, before, catalog, options);
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

/** A level's share of the batch's accepted events. */
interface BatchLevel extends LevelWrite {
  /** Best of the plays since 1 January, or null. */
  yearBest: number | null;
  /** The best's time, as a number to compare. */
  atMs: number;
}

/** Per level: the best new score, when it was first reached, how many plays came in. */
function byLevel(inserted: readonly NewEvent[], yearFrom: Date): BatchLevel[] {
  const levels = new Map<string, BatchLevel>();
  const yearFromMs = yearFrom.getTime();
  for (const e of inserted) {
    const key = { playerId: e.player_id, locationId: e.location_id, gameId: e.game_id, level: e.level };
    const atMs = new Date(e.played_at).getTime();
    const thisYear = atMs >= yearFromMs ? e.score : null;
    const current = levels.get(levelKey(key));
    if (!current) {
      levels.set(levelKey(key), { ...key, best: e.score, plays: 1, at: '', atMs, yearBest: thisYear });
      continue;
    }
    current.plays++;
    if (e.score > current.best || (e.score === current.best && atMs < current.atMs)) {
      current.best = e.score;
      current.atMs = atMs;
    }
    if (thisYear !== null && (current.yearBest === null || thisYear > current.yearBest))
      current.yearBest = thisYear;
  }
  const rows = [...levels.values()];
  for (const r of rows) r.at = new Date(r.atMs).toISOString();
  return rows;
}

/**
 * Brings scores and the derived figures up to date with newly accepted events: the levels they
 * touched are written, and each player's totals at a venue grow by what those levels changed
 * (src/domain/totals-delta.ts); whoever held a top the batch beat loses it.
 */
async function applyNewEvents(
  db: Db,
  inserted: readonly NewEvent[],
  before: ReadonlyMap<string, LevelState>,
  catalog: Catalog,
  options: BatchOptions,
): Promise<void> {
  const levels = byLevel(inserted, options.yearFrom);
  // Each level's top after the batch: the old one or the batch's best, whoever set it.
  const topKey = (l: Omit<LevelKey, 'playerId'>) => `${l.locationId}|${l.gameId}|${l.level}`;
  const tops = new Map<string, Omit<LevelKey, 'playerId'> & { old: number | null; now: number }>();
  for (const l of levels) {
    const top = tops.get(topKey(l));
    if (top) {
      top.now = Math.max(top.now, l.best);
      continue;
    }
    const old = before.get(levelKey(l))?.top ?? null;
    const now = Math.max(old ?? l.best, l.best);
    tops.set(topKey(l), { locationId: l.locationId, gameId: l.gameId, level: l.level, old, now });
  }
  const raised: RaisedTop[] = [];
  for (const { old, now, ...level } of tops.values())
    if (old !== null && now > old) raised.push({ ...level, oldTop: old });
  // Read before the scores change: who holds a top that is about to rise.
  const holders = await topHolders(db, raised);
  await writeLevels(db, levels);

  const changes: LevelChange[] = [];
  const inBatch = new Set<string>();
  for (const l of levels) {
    const key = levelKey(l);
    const was = before.get(key) ?? { highScore: null, times: 0, top: null, yearBest: null };
    inBatch.add(key);
    changes.push({
      playerId: l.playerId,
      locationId: l.locationId,
      level: l.level,
      visible: !catalog.hiddenGames.has(l.gameId),
      before: was,
      after: levelAfter(was, l, tops.get(topKey(l))?.now ?? null),
    });
  }
  for (const h of holders) {
    if (inBatch.has(levelKey(h))) continue;
    const top = tops.get(topKey(h));
    if (!top) continue;
    const held = { highScore: top.old, times: 0, top: top.old, yearBest: null };
    changes.push({
      playerId: h.playerId,
      locationId: h.locationId,
      level: h.level,
      visible: !catalog.hiddenGames.has(h.gameId),
      before: held,
      after: { ...held, top: top.now },
    });
  }
  await addToTotals(db, totalsDeltas(changes));
  await touchLastUpdated(db, options.now, { players: true });
}
