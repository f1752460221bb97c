import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardEntry } from '../../contract/schemas/leaderboards';
import type { BoardScope } from '../../domain/board-scope';
import { LEADERBOARD_SIZE } from '../../domain/constants';
import { addDays, type DayClock, dayEnd } from '../../domain/days';
import { type BoardRow, boardKey, entrants, mergeBoards, withChanges } from '../../domain/leaderboard';
import { playerRank } from '../../domain/rank';
import { competitionRanks } from '../../domain/standing';
import { type Db, queryRows } from '../db/client';
import { leaderboardSnapshots, locations, players, playerTotals, WORLD_BOARD_ID } from '../db/schema';
import { changedScore, totalDeltas } from './as-of';
import type { LocationRow } from './locations';

interface Row extends BoardRow {
  city: string;
  venue: string;
}

/** What a board row shows of its player and venue (both boards join players and locations). */
const boardNames = { name: players.name, city: locations.city, venue: locations.name };

/**
 * The query of a board's live top, read in order from the totals' indexes (`player_totals_board_idx`,
 * `_world_idx`; a plan test holds it to that: sorting every total of a venue instead took 22 ms
 * against 1.6 ms at 300,000 players, 78 ms against 0.9 ms for the world board). drizzle's `desc()`
 * is a plain `desc`, the order those indexes keep.
 */
export function liveBoardQuery(db: Db, locationId: number | undefined) {
  const scored = gt(playerTotals.totalScore, 0);
  return db
    .select({
      playerId: playerTotals.playerId,
      locationId: playerTotals.locationId,
      ...boardNames,
      score: playerTotals.totalScore,
    })
    .from(playerTotals)
    .innerJoin(players, eq(players.id, playerTotals.playerId))
    .innerJoin(locations, eq(locations.id, playerTotals.locationId))
    .where(locationId === undefined ? scored : and(eq(playerTotals.locationId, locationId), scored))
    .orderBy(desc(playerTotals.totalScore), asc(players.nameKey))
    .limit(LEADERBOARD_SIZE);
}

/** Today's top of a board, live from the player totals (ties share a position). */
async function liveBoard(db: Db, locationId: number | undefined): Promise<Row[]> {
  const rows = await liveBoardQuery(db, locationId);
  // Every higher score is in the list, so positions within it are the board's positions.
  const positions = competitionRanks(rows.map((r) => r.score));
  return rows.map((r, i) => ({ ...r, position: positions[i] as number }));
}

/** A board as its rollover snapshot of `day` holds it. */
async function snapshotBoard(db: Db, boardId: number, day: string): Promise<Row[]> {
  return db
    .select({
      playerId: leaderboardSnapshots.playerId,
      locationId: leaderboardSnapshots.locationId,
      ...boardNames,
      score: leaderboardSnapshots.score,
      position: leaderboardSnapshots.position,
    })
    .from(leaderboardSnapshots)
    .innerJoin(players, eq(players.id, leaderboardSnapshots.playerId))
    .innerJoin(locations, eq(locations.id, leaderboardSnapshots.locationId))
    .where(and(eq(leaderboardSnapshots.boardLocationId, boardId), eq(leaderboardSnapshots.day, day)))
    .orderBy(asc(leaderboardSnapshots.position), asc(players.nameKey));
}

/** The latest snapshot day of a board before `before`. */
async function snapshotDayBefore(db: Db, boardId: number, before: string): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${leaderboardSnapshots.day})::text` })
    .from(leaderboardSnapshots)
    .where(and(eq(leaderboardSnapshots.boardLocationId, boardId), lt(leaderboardSnapshots.day, before)));
  return row?.day ?? undefined;
}

/** A board's rows of one kind (today's live top, or a day's snapshot): a city's are its venues' merged. */
async function scopeRows(
  scope: BoardScope<LocationRow>,
  read: (boardId: number | undefined) => Promise<Row[]>,
): Promise<Row[]> {
  if (scope.kind === 'world') return read(undefined);
  if (scope.kind === 'venue') return read(scope.venue.id);
  return mergeBoards(await Promise.all(scope.venues.map((v) => read(v.id))), LEADERBOARD_SIZE);
}

/**
 * Each pair's total as it stood at `cutoff` (a day's close), by boardKey: its live total less what
 * it gained since. A pair without a total then is absent (it had none: 0). Raw SQL: the pairs go
 * as two array parameters through `unnest`, which the query builder cannot say.
 */
async function totalsAtClose(db: Db, pairs: readonly BoardRow[], cutoff: Date): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const playerIds = sql.param(pairs.map((p) => p.playerId));
  const locationIds = sql.param(pairs.map((p) => p.locationId));
  const wanted = sql`(select * from unnest(${playerIds}::int[], ${locationIds}::int[]))`;
  const s = changedScore;
  const t = playerTotals;
  const rows = await queryRows<{ player_id: number; location_id: number; total: number }>(
    db,
    sql`
    select ${t.playerId}, ${t.locationId}, ${t.totalScore} - coalesce(d.delta, 0) as total
    from ${t}
    left join (${totalDeltas(cutoff, sql`(${s.playerId}, ${s.locationId}) in ${wanted}`)}) d
      on d.player_id = ${t.playerId} and d.location_id = ${t.locationId}
    where (${t.playerId}, ${t.locationId}) in ${wanted}`,
  );
  return new Map(
    rows.map((r) => [boardKey({ playerId: r.player_id, locationId: r.location_id }), Number(r.total)]),
  );
}

function entries(
  rows: readonly Row[],
  previous: readonly Row[],
  closes: ReadonlyMap<string, number>,
  spansVenues: boolean,
): LeaderboardEntry[] {
  return withChanges(rows, previous, closes).map(({ row, ...changes }) => ({
    players: row.name,
    rank: row.position,
    local_score: row.score,
    playerRank: playerRank(row.score),
    locationId: row.locationId,
    ...(spansVenues ? { city: row.city, venue: row.venue } : {}),
    ...changes,
  }));
}

/**
 * A board (see BoardScope) today and yesterday, with day-over-day changes. Empty when today's
 * board is empty or there is no earlier snapshot. `clock` says when a day closed, for the totals
 * at close of the players who were not on the day before's board.
 */
export async function leaderboard(
  db: Db,
  scope: BoardScope<LocationRow>,
  today: string,
  clock: DayClock,
): Promise<Omit<Leaderboard, 'location'>> {
  // A rollover writes every board of a day at once: a city's days are the world's.
  const daysOf = scope.kind === 'venue' ? scope.venue.id : WORLD_BOARD_ID;
  const spansVenues = scope.kind !== 'venue';
  const snapshot = (day: string) => scopeRows(scope, (id) => snapshotBoard(db, id ?? WORLD_BOARD_ID, day));
  const [current, yesterdayDay] = await Promise.all([
    scopeRows(scope, (id) => liveBoard(db, id)),
    snapshotDayBefore(db, daysOf, today),
  ]);
  if (current.length === 0 || !yesterdayDay) return { day: yesterdayDay ?? null, today: [], yesterday: [] };
  const [yesterday, dayBefore] = await Promise.all([
    snapshot(yesterdayDay),
    snapshotDayBefore(db, daysOf, yesterdayDay),
  ]);
  const beforeYesterday = dayBefore ? await snapshot(dayBefore) : [];
  const [closedYesterday, closedDayBefore] = await Promise.all([
    totalsAtClose(db, entrants(current, yesterday), dayEnd(yesterdayDay, clock)),
    totalsAtClose(
      db,
      entrants(yesterday, beforeYesterday),
      dayEnd(dayBefore ?? addDays(yesterdayDay, -1), clock),
    ),
  ]);
  return {
    day: yesterdayDay,
    today: entries(current, yesterday, closedYesterday, spansVenues),
    yesterday: entries(yesterday, beforeYesterday, closedDayBefore, spansVenues),
  };
}
