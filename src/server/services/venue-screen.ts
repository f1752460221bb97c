import { sql } from 'drizzle-orm';
import type { LeaderboardEntry } from '../../contract/schemas/leaderboards';
import type { VenueScreen } from '../../contract/schemas/venue-screen';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { type DayClock, dayStart } from '../../domain/days';
import { biggestClimbers } from '../../domain/movers';
import { competitionRanks } from '../../domain/standing';
import { SCREEN_ROWS } from '../../domain/venue-screen-options';
import { type Db, queryRows } from '../db/client';
import { games, levelTops, players, rooms, scores } from '../db/schema';
import type { CachedReads } from './cached-reads';
import { liveBoardQuery } from './leaderboards';
import type { LocationRow } from './locations';
import type { ReadCache } from './read-cache';

/** Rows of the board a screen may show (its address picks how many of them: 10 unless told). */
const BOARD_ROWS = SCREEN_ROWS.max;
/** Today's new tops the screen lists. */
const NEW_TOPS = 10;
/** Climbers the screen names. */
const MOVERS = 5;

/** A board row as the screen shows it: its place and how it moved since yesterday's board. */
function boardRow(e: LeaderboardEntry): VenueScreen['board'][number] {
  const places = e.isNew ? 0 : e.positionDifference;
  const change = e.isNew ? 'new' : places > 0 ? 'up' : places < 0 ? 'down' : 'same';
  return { position: e.rank, name: e.players, score: e.local_score, change, places };
}

/**
 * Today's biggest climbers of the venue's board, by the public boards' rule (biggestClimbers):
 * the players of today's board (its top 100) who stood lower on yesterday's, by places gained.
 * Newcomers to the board are marked on it instead.
 */
export function climbers(today: readonly LeaderboardEntry[]): VenueScreen['movers'] {
  return biggestClimbers(today, MOVERS).map((e) => ({
    name: e.players,
    from: e.rank + e.positionDifference,
    to: e.rank,
  }));
}

/**
 * The levels of a venue whose top score was first reached since `from` (today's start), latest
 * first. One lookup per level of the venue, each through the level index (the first to reach the
 * top holds it), so the cost is the venue's number of levels, whatever the number of players.
 */
async function newTopsSince(db: Db, locationId: number, from: Date): Promise<VenueScreen['newTops']> {
  const t = levelTops;
  const rows = await queryRows<{
    name: string;
    room: string;
    game: string;
    level: number;
    score: number;
    at: Date | string;
  }>(
    db,
    sql`
    select ${players.name} as name, ${rooms.name} as room, ${games.name} as game, ${t.level} as level,
      ${t.topScore} as score, holder.achieved_at as at
    from ${t}
    join ${games} on ${games.id} = ${t.gameId}
    join ${rooms} on ${rooms.id} = ${games.roomId}
    cross join lateral (
      select ${scores.playerId} as player_id, ${scores.achievedAt} as achieved_at from ${scores}
      where ${scores.locationId} = ${t.locationId} and ${scores.gameId} = ${t.gameId}
        and ${scores.level} = ${t.level} and ${scores.highScore} = ${t.topScore}
      order by ${scores.achievedAt} limit 1) holder
    join ${players} on ${players.id} = holder.player_id
    where ${t.locationId} = ${locationId} and ${games.roomId} <> ${HIDDEN_ROOM_ID}
      and holder.achieved_at >= ${from.toISOString()}::timestamptz
    order by holder.achieved_at desc, ${games.id}, ${t.level}
    limit ${NEW_TOPS}`,
  );
  return rows.map((r) => ({
    name: r.name,
    room: r.room,
    game: r.game,
    level: r.level + 1,
    score: Number(r.score),
    at: new Date(r.at).toISOString(),
  }));
}

/** The live top of the board without changes: a venue with no snapshot yet (before its first rollover). */
async function liveTop(db: Db, locationId: number): Promise<VenueScreen['board']> {
  const rows = (await liveBoardQuery(db, locationId)).slice(0, BOARD_ROWS);
  const positions = competitionRanks(rows.map((r) => r.score));
  return rows.map((r, i) => ({
    position: positions[i] as number,
    name: r.name,
    score: r.score,
    change: 'same',
    places: 0,
  }));
}

/**
 * What a venue's TV screen shows, computed once per data version and day (ReadCache): the board
 * from the kept board answer, today's new tops and climbers, and when it was computed (the screen
 * shows it: a screen cut off keeps showing data of that time). 404 for an unknown venue.
 */
export function venueScreen(
  db: Db,
  cached: CachedReads,
  reads: ReadCache,
  venueId: number,
  today: string,
  clock: DayClock,
  version: number,
): Promise<VenueScreen> {
  return reads.get(`venue-screen|${today}|${venueId}`, async () => {
    // Taken before the reads: the data is at least as new as this.
    const updatedAt = new Date().toISOString();
    const { location } = await cached.venue(venueId);
    const answer = await cached.board({ kind: 'venue', venue: location as LocationRow }, today, clock);
    const board: { today: LeaderboardEntry[] } = answer.read();
    return {
      venue: { id: location.id, name: location.name },
      day: today,
      version,
      updatedAt,
      board:
        board.today.length > 0 ? board.today.slice(0, BOARD_ROWS).map(boardRow) : await liveTop(db, venueId),
      newTops: await newTopsSince(db, venueId, dayStart(today, clock)),
      movers: climbers(board.today),
    };
  });
}
