import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type LevelChange, levelAfter, totalsDeltas } from '@/domain/totals-delta';
import { type Database, type Db, queryRows } from '../../db/client';
import { IMPORT_LOCK } from '../../db/locks';
import { touchLastUpdated } from '../../services/app-state';
import { startYearIfNew } from '../../services/derived';
import { refreshLevelBounds } from '../../services/level-bounds';
import { type HeldScore, holdImplausible } from './hold';
import {
  addToTotals,
  appendEvents,
  type BatchLevel,
  batchLevels,
  keepLevelsBefore,
  type LevelKey,
  levelKey,
  type RaisedTop,
  resolvePlayers,
  topHolders,
  writeLevels,
} from './levels';
import { recordOvertaken, type TakenTop } from './overtaken';
import type { NumberedLine } from './records';
import { stageRecords } from './stage';
import { type Catalog, loadCatalog, validate } from './validate';

/** What one batch did. */
export interface BatchResult {
  records: number;
  /** Events that were new. */
  accepted: number;
  /** Events already known (a re-import), or repeated within the batch. */
  duplicates: number;
  /** Scores above their level's plausibility bound: kept for an admin's review, counted nowhere. */
  held: HeldScore[];
  /** The batch was imported before, whole: nothing was done. */
  alreadyImported: boolean;
}

interface BatchOptions {
  now: Date;
  /** 1 January of the current year in the chain's time zone: yearly scores count from it. */
  yearFrom: Date;
  source: string;
  /**
   * The business day the batch is imported on: the day of the overtaken alerts it writes (one
   * message per player and day). Without it no alert is written (benchmarks).
   */
  day?: string;
  /** An admin accepted these scores: none is held for review (src/server/services/score-reviews.ts). */
  trusted?: boolean;
}

function checksum(lines: readonly NumberedLine[]): string {
  const hash = createHash('sha256');
  for (const l of lines) hash.update(l.text).update('\n');
  return hash.digest('hex');
}

/**
 * Imports one batch of feed lines in one transaction: events, scores, and every derived figure.
 * A bad line rejects the whole batch (ImportRejectedError) with nothing applied. Re-importing
 * events changes nothing. The checked records are COPYed into a staging table and every step
 * after is a statement over the whole batch (src/server/jobs/import/levels.ts).
 */
export async function importBatch(
  database: Database,
  lines: readonly NumberedLine[],
  options: BatchOptions,
): Promise<BatchResult> {
  const sum = checksum(lines);
  return database.copyTransaction(async (db, copy) => {
    await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    // The staging tables are never analysed, so the planner guesses their sizes, and a guess over
    // its threshold compiled a statement (20-50 ms a batch) that runs in a few hundred ms anyway.
    await db.execute(sql`set local jit = off`);
    const [seen] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from import_batches where checksum = ${sum}`,
    );
    if ((seen?.n ?? 0) > 0)
      return {
        records: lines.length,
        accepted: 0,
        duplicates: lines.length,
        held: [],
        alreadyImported: true,
      };

    const catalog = await loadCatalog(db);
    const resolved = await validate(lines, catalog, options.now);
    await stageRecords(db, copy, resolved);
    // Before players are resolved: a new player whose only score is held gets no row until it counts.
    const held = options.trusted ? [] : await holdImplausible(db);
    await resolvePlayers(db);
    await startYearIfNew(db, options.yearFrom);
    await keepLevelsBefore(db, options.yearFrom);
    const accepted = await appendEvents(db, options.yearFrom);
    if (accepted > 0) {
      const risen = await applyLevels(db, await batchLevels(db), catalog, options);
      // A new top moves its level's bound, and its neighbours' (src/server/services/level-bounds.ts).
      await refreshLevelBounds(db, risen);
    }
    await db.execute(sql`
      insert into import_batches (checksum, source, records, accepted) values (${sum}, ${options.source}, ${lines.length}, ${accepted})`);
    return {
      records: lines.length,
      accepted,
      duplicates: lines.length - accepted - held.length,
      held,
      alreadyImported: false,
    };
  });
}

type Level = Omit<LevelKey, 'playerId'>;
const topKey = (l: Level) => `${l.locationId}|${l.gameId}|${l.level}`;
type TopAfter = Level & { old: number | null; now: number; setterId: number };

/**
 * Each level's top after the batch (the old one or the batch's best, whoever set it), the old
 * one, and the batch's player with the best score there (who set the new top when it rose).
 */
function topsAfter(levels: readonly BatchLevel[]): Map<string, TopAfter> {
  const tops = new Map<string, TopAfter>();
  for (const l of levels) {
    const top = tops.get(topKey(l));
    if (top) {
      if (l.batch.best > top.now) top.setterId = l.playerId;
      top.now = Math.max(top.now, l.batch.best);
      continue;
    }
    const old = l.before.top;
    tops.set(topKey(l), {
      locationId: l.locationId,
      gameId: l.gameId,
      level: l.level,
      old,
      now: Math.max(old ?? l.batch.best, l.batch.best),
      setterId: l.playerId,
    });
  }
  return tops;
}

/**
 * Brings scores and the derived figures up to date with the batch's new events: the levels they
 * touched are written, and each player's totals at a venue grow by what those levels changed
 * (src/domain/totals-delta.ts); whoever held a top the batch beat loses it. Answers the games
 * with a level whose top rose (or was first set).
 */
async function applyLevels(
  db: Db,
  levels: readonly BatchLevel[],
  catalog: Catalog,
  options: BatchOptions,
): Promise<number[]> {
  const tops = topsAfter(levels);
  const raised: RaisedTop[] = [];
  for (const { old, now, setterId: _, ...level } of tops.values())
    if (old !== null && now > old) raised.push({ ...level, oldTop: old });
  // Read before the scores change: who holds a top that is about to rise.
  const holders = await topHolders(db, raised);
  await writeLevels(db);

  const changes: LevelChange[] = [];
  const inBatch = new Set<string>();
  for (const l of levels) {
    inBatch.add(levelKey(l));
    changes.push({
      playerId: l.playerId,
      locationId: l.locationId,
      level: l.level,
      visible: !catalog.hiddenGames.has(l.gameId),
      before: l.before,
      after: levelAfter(l.before, l.batch, tops.get(topKey(l))?.now ?? null),
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
  const deltas = totalsDeltas(changes).sort((a, b) => a.playerId - b.playerId || a.locationId - b.locationId);
  await addToTotals(db, deltas);
  if (options.day !== undefined) {
    const taken: TakenTop[] = [];
    for (const h of holders) {
      const top = tops.get(topKey(h));
      if (top?.old != null)
        taken.push({ holder: h, oldTop: top.old, newTop: top.now, setterId: top.setterId });
    }
    await recordOvertaken(db, options.day, taken, deltas, catalog.hiddenGames);
  }
  await touchLastUpdated(db, options.now, { players: true });
  return [...tops.values()].filter((t) => t.now > (t.old ?? 0)).map((t) => t.gameId);
}
