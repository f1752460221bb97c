import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { yearStart } from '../../domain/days';
import type { Database, Db } from '../db/client';
import { queryRows } from '../db/client';
import { IMPORT_LOCK } from '../db/locks';
import { games, heldScores, locations, players, scoreAudit, scores, users, voidedScores } from '../db/schema';
import { importBatches } from '../jobs/import/run';
import { touchLastUpdated } from './app-state';
import { refreshDerived } from './derived';
import { conflict, notFound } from './errors';
import { refreshLevelBounds } from './level-bounds';
import { findPlayer } from './players';

/**
 * Scores you can trust: an admin's review of held scores (accept, reject), and voiding a counted
 * score (and restoring it). Every decision is written to `score_audit`, kept forever. A void takes
 * the score's event out of the log and recomputes what it touched from the scores that remain:
 * the level's best for the player, then the venue's tops and every total there (refreshDerived,
 * as the rollover does), so today's boards, movers, feeds and the venue screen show the corrected
 * state at the next data version; the kept boards of past days are not rewritten.
 */

type ReviewAction = 'accept' | 'reject' | 'void' | 'restore';

/** Who decides, and on what clock: the import's and the yearly score's. */
export interface Reviewer {
  userId: number;
  now: Date;
  timeZone: string;
  rolloverHour: number;
}

/** One score as the audit log and the lists name it. */
interface ScoreIdentity {
  playerName: string;
  locationId: number;
  gameId: number;
  level: number;
  playedAt: Date;
  score: number;
}

async function audit(db: Db, action: ReviewAction, who: Reviewer, s: ScoreIdentity, reason?: string) {
  await db.insert(scoreAudit).values({
    action,
    userId: who.userId,
    at: who.now,
    reason: reason?.trim() || null,
    playerName: s.playerName,
    locationId: s.locationId,
    gameId: s.gameId,
    level: s.level,
    playedAt: s.playedAt,
    score: s.score,
  });
}

/** The API's instants: ISO 8601 strings. */
const iso = (d: Date) => d.toISOString();

/** How many held scores wait for a decision: along the index of the waiting ones. */
export async function countHeld(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(heldScores).where(eq(heldScores.status, 'held'));
  return row?.n ?? 0;
}

/** The held scores still waiting for a decision, oldest first, with their venue's and game's names. */
export async function listHeld(db: Db) {
  const rows = await db
    .select({
      id: heldScores.id,
      playerName: heldScores.playerName,
      locationId: heldScores.locationId,
      locationName: locations.name,
      gameId: heldScores.gameId,
      gameName: games.name,
      level: heldScores.level,
      score: heldScores.score,
      topScore: heldScores.topScore,
      bound: heldScores.bound,
      playedAt: heldScores.playedAt,
      heldAt: heldScores.heldAt,
    })
    .from(heldScores)
    .innerJoin(locations, eq(locations.id, heldScores.locationId))
    .innerJoin(games, eq(games.id, heldScores.gameId))
    .where(eq(heldScores.status, 'held'))
    .orderBy(heldScores.heldAt, heldScores.id);
  return rows.map((r) => ({ ...r, playedAt: iso(r.playedAt), heldAt: iso(r.heldAt) }));
}

/** A held score's states: waiting, being accepted (its import under way), decided. */
type HeldStatus = 'held' | 'accepting' | 'accepted' | 'rejected';

/**
 * Takes a held score from `from` to `to` if it is in `from` now, in one statement: of two
 * decisions on one score at once, exactly one finds it waiting. The other gets the 404 or 409
 * that says why (decided already, or being accepted).
 */
async function move(db: Db, id: number, from: HeldStatus, to: HeldStatus, who: Reviewer) {
  const [row] = await db
    .update(heldScores)
    .set({ status: to, decidedAt: who.now, decidedBy: who.userId })
    .where(and(eq(heldScores.id, id), eq(heldScores.status, from)))
    .returning();
  if (row) return row;
  const [other] = await db
    .select({ status: heldScores.status })
    .from(heldScores)
    .where(eq(heldScores.id, id));
  if (!other) throw notFound('No such held score.');
  throw conflict(
    other.status === 'accepting'
      ? 'That score is being accepted.'
      : `That score was ${other.status} already.`,
  );
}

/**
 * Accepts a held score: it is imported as if it had just arrived (events, scores, tops, totals,
 * movers and alerts), trusted past the plausibility bound, then marked accepted. It is claimed
 * first ('accepting'), so that a reject at the same moment is refused; an import that fails gives
 * it back to the queue. The import is idempotent (a known event is not counted twice): a claim left
 * by a process that died mid-way is given back by the upkeep (`releaseStaleClaims`), and accepted again.
 */
export async function acceptHeld(database: Database, id: number, who: Reviewer, reason?: string) {
  const row = await move(database.db, id, 'held', 'accepting', who);
  try {
    const [names] = await queryRows<{ location: string; room_id: number; game: string }>(
      database.db,
      sql`select l.name as location, g.room_id, g.name as game from locations l, games g
          where l.id = ${row.locationId} and g.id = ${row.gameId}`,
    );
    if (!names) throw conflict('The venue or the game of that score is gone from the catalog.');
    // The score as the feed sent it, so it goes through the import's every step.
    const line = JSON.stringify({
      player: row.playerName,
      location: names.location,
      room: names.room_id,
      game: names.game,
      level: row.level,
      score: row.score,
      playedAt: row.playedAt.toISOString(),
    });
    await importBatches(database.forJobs(), [[{ line: 1, text: line }]], {
      now: () => who.now,
      timeZone: who.timeZone,
      rolloverHour: who.rolloverHour,
      source: `review:${id}`,
      trusted: true,
    });
  } catch (error) {
    await giveBack(database.db, id);
    throw error;
  }
  await database.db.transaction(async (tx) => {
    const db: Db = tx;
    await move(db, id, 'accepting', 'accepted', who);
    await audit(db, 'accept', who, row, reason);
  });
}

/** A claimed score back in the queue, as it was before the claim. */
async function giveBack(db: Db, id: number) {
  await db
    .update(heldScores)
    .set({ status: 'held', decidedAt: null, decidedBy: null })
    .where(and(eq(heldScores.id, id), eq(heldScores.status, 'accepting')));
}

/** How long an acceptance may take before its claim is thought abandoned (a process that died). */
const STALE_CLAIM_MS = 15 * 60_000;

/** Gives back the claims of acceptances that never finished (their process died): the upkeep's. */
export async function releaseStaleClaims(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(heldScores)
    .set({ status: 'held', decidedAt: null, decidedBy: null })
    .where(
      and(
        eq(heldScores.status, 'accepting'),
        sql`${heldScores.decidedAt} < ${new Date(now.getTime() - STALE_CLAIM_MS)}`,
      ),
    )
    .returning({ id: heldScores.id });
  return released.length;
}

/** Rejects a held score: it stays in `held_scores`, rejected, and counts for nothing. */
export async function rejectHeld(db: Db, id: number, who: Reviewer, reason?: string) {
  await db.transaction(async (tx) => {
    const txDb: Db = tx;
    const row = await move(txDb, id, 'held', 'rejected', who);
    await audit(txDb, 'reject', who, row, reason);
  });
}

/** A counted score to void: a player's best on one level at one venue (as its level board shows it). */
interface ScoreRef {
  playerName: string;
  locationId: number;
  gameId: number;
  /** 0-based. */
  level: number;
}

/**
 * Voids a player's best on a level: its event leaves the log for `voided_scores`, the level's best
 * falls back to the player's next best event (or the level is no longer played), and the venue's
 * tops and totals are recomputed. One transaction, after any import in flight (the import's lock).
 */
export async function voidScore(database: Database, ref: ScoreRef, who: Reviewer, reason?: string) {
  const player = await findPlayer(database.db, ref.playerName);
  if (!player) throw notFound('No such player.');
  return database.db.transaction(async (tx) => {
    const db: Db = tx;
    await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const key = { playerId: player.id, locationId: ref.locationId, gameId: ref.gameId, level: ref.level };
    const [event] = await queryRows<{ played_at: Date | string; score: number }>(
      db,
      sql`delete from score_events e using (
            select played_at, score from score_events
            where player_id = ${key.playerId} and location_id = ${key.locationId}
              and game_id = ${key.gameId} and level = ${key.level}
            order by score desc, played_at limit 1) b
          where e.player_id = ${key.playerId} and e.location_id = ${key.locationId}
            and e.game_id = ${key.gameId} and e.level = ${key.level}
            and e.played_at = b.played_at and e.score = b.score
          returning e.played_at, e.score`,
    );
    if (!event) throw notFound(`${player.name} has no counted score on that level.`);
    const playedAt = new Date(event.played_at);
    const [voided] = await db
      .insert(voidedScores)
      .values({ ...key, playedAt, score: event.score, voidedAt: who.now, voidedBy: who.userId })
      .returning({ id: voidedScores.id });
    await settleLevel(db, key, who);
    await audit(db, 'void', who, { ...ref, playerName: player.name, playedAt, score: event.score }, reason);
    return { voidedId: voided?.id ?? 0 };
  });
}

/** Puts a voided score back into the log and recomputes what it touches, as a void does. */
export async function restoreScore(database: Database, voidedId: number, who: Reviewer, reason?: string) {
  return database.db.transaction(async (tx) => {
    const db: Db = tx;
    await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const [row] = await db.select().from(voidedScores).where(eq(voidedScores.id, voidedId));
    if (!row) throw notFound('No such voided score.');
    if (row.restoredAt) throw conflict('That score was restored already.');
    const key = { playerId: row.playerId, locationId: row.locationId, gameId: row.gameId, level: row.level };
    await db.execute(sql`
      insert into score_events (player_id, location_id, game_id, level, played_at, score)
      values (${key.playerId}, ${key.locationId}, ${key.gameId}, ${key.level}, ${row.playedAt.toISOString()}::timestamptz, ${row.score})
      on conflict do nothing`);
    await db
      .update(voidedScores)
      .set({ restoredAt: who.now, restoredBy: who.userId })
      .where(eq(voidedScores.id, voidedId));
    await settleLevel(db, key, who);
    const [player] = await queryRows<{ name: string }>(
      db,
      sql`select name from players where id = ${key.playerId}`,
    );
    await audit(
      db,
      'restore',
      who,
      { playerName: player?.name ?? '', ...key, playedAt: row.playedAt, score: row.score },
      reason,
    );
    return { voidedId };
  });
}

/**
 * After a level's events changed: the player's best there is their best remaining event (none:
 * the level is not played), then the venue's tops and totals and the game's bounds are recomputed, and every process
 * is told the data changed.
 */
async function settleLevel(
  db: Db,
  key: { playerId: number; locationId: number; gameId: number; level: number },
  who: Reviewer,
) {
  const where = and(
    eq(scores.playerId, key.playerId),
    eq(scores.locationId, key.locationId),
    eq(scores.gameId, key.gameId),
    eq(scores.level, key.level),
  );
  const [best] = await queryRows<{ played_at: Date | string; score: number }>(
    db,
    sql`select played_at, score from score_events
        where player_id = ${key.playerId} and location_id = ${key.locationId}
          and game_id = ${key.gameId} and level = ${key.level}
        order by score desc, played_at limit 1`,
  );
  if (!best) await db.delete(scores).where(where);
  else
    await db
      .insert(scores)
      .values({ ...key, highScore: best.score, times: 1, achievedAt: new Date(best.played_at) })
      .onConflictDoUpdate({
        target: [scores.playerId, scores.locationId, scores.gameId, scores.level],
        set: { highScore: best.score, achievedAt: new Date(best.played_at) },
      });
  await refreshDerived(db, [key.locationId], yearStart(who.now, who.timeZone));
  await refreshLevelBounds(db, [key.gameId]);
  // A player left with no score at the venue leaves its board (refreshDerived only writes totals).
  await db.execute(sql`
    delete from player_totals t where t.player_id = ${key.playerId} and t.location_id = ${key.locationId}
      and not exists (select 1 from scores s where s.player_id = t.player_id and s.location_id = t.location_id)`);
  await touchLastUpdated(db, who.now, { players: true });
}

/** The voided scores not restored, newest first, with names. */
export async function listVoided(db: Db) {
  const rows = await db
    .select({
      id: voidedScores.id,
      playerName: players.name,
      locationId: voidedScores.locationId,
      locationName: locations.name,
      gameId: voidedScores.gameId,
      gameName: games.name,
      level: voidedScores.level,
      score: voidedScores.score,
      playedAt: voidedScores.playedAt,
      voidedAt: voidedScores.voidedAt,
    })
    .from(voidedScores)
    .innerJoin(players, eq(players.id, voidedScores.playerId))
    .innerJoin(locations, eq(locations.id, voidedScores.locationId))
    .innerJoin(games, eq(games.id, voidedScores.gameId))
    .where(isNull(voidedScores.restoredAt))
    .orderBy(desc(voidedScores.voidedAt), desc(voidedScores.id));
  return rows.map((r) => ({ ...r, playedAt: iso(r.playedAt), voidedAt: iso(r.voidedAt) }));
}

/** The audit log, newest first (the most recent `limit` entries). */
export async function listAudit(db: Db, limit = 200) {
  const a = scoreAudit;
  const rows = await db
    .select({
      id: a.id,
      action: a.action,
      userId: a.userId,
      userName: users.displayName,
      at: a.at,
      reason: a.reason,
      playerName: a.playerName,
      locationId: a.locationId,
      locationName: locations.name,
      gameId: a.gameId,
      gameName: games.name,
      level: a.level,
      playedAt: a.playedAt,
      score: a.score,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .leftJoin(locations, eq(locations.id, a.locationId))
    .leftJoin(games, eq(games.id, a.gameId))
    .orderBy(desc(a.at), desc(a.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    action: r.action as ReviewAction,
    at: iso(r.at),
    playedAt: iso(r.playedAt),
  }));
}
